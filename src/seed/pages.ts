import type { Footer, Header, Page, SiteSetting } from '@/payload-types'

import { bulletList, heading, richText } from './richText'

type Ids = { galleryIds: Map<string, number>; albumIds: Map<string, number> }
type PageIds = Ids & { pageIds: Map<string, number> }

const pageLink = (pageIds: Map<string, number>, slug: string, label: string) => ({
  type: 'reference' as const,
  reference: { relationTo: 'pages' as const, value: pageIds.get(slug)! },
  label,
})
const galleryLink = (galleryIds: Map<string, number>, slug: string, label: string) => ({
  type: 'reference' as const,
  reference: { relationTo: 'galleries' as const, value: galleryIds.get(slug)! },
  label,
})
const albumLink = (albumIds: Map<string, number>, slug: string, label: string) => ({
  type: 'reference' as const,
  reference: { relationTo: 'albums' as const, value: albumIds.get(slug)! },
  label,
})
const urlLink = (url: string, label: string) => ({ type: 'custom' as const, url, label })

type PageSeed = Pick<Page, 'title' | 'slug' | 'layout' | 'meta'>

/** Home, services, about and contact, built from the blocks an editor would use. */
export function buildPages({
  galleryIds,
  albumIds,
  photo,
}: Ids & { photo: (legacyId: number) => number }): PageSeed[] {
  return [
    {
      title: 'Payroll, HR and benefits for growing employers',
      slug: 'home',
      meta: {
        title: 'Atrium — payroll, HR and benefits for growing employers',
        description: 'Atrium runs payroll, HR, benefits and compliance for more than 2,000 employers, so their people are paid right and looked after.',
      },
      layout: [
        {
          blockType: 'hero',
          heading: 'Your people, paid right and looked after',
          text: 'Atrium runs payroll, HR, benefits and compliance for more than 2,000 employers across the UK — so you can get on with the work only you can do.',
          image: photo(1001),
          style: 'standard',
          links: [{ link: urlLink('/services', 'See our services') }, { link: urlLink('/contact', 'Talk to us') }],
        },
        {
          blockType: 'columns',
          columns: [
            { size: 'half', content: richText(heading('Payroll'), 'Accurate, on-time pay for every employee, with real-time reporting to HMRC and pension providers.') },
            { size: 'half', content: richText(heading('HR'), 'Contracts, policies, absence and employee relations, with an adviser who knows your business.') },
            { size: 'half', content: richText(heading('Benefits'), 'Pensions, health cover and perks your people actually use, set up and administered for you.') },
            { size: 'half', content: richText(heading('Compliance'), 'Right-to-work checks, pay transparency and audits handled before they become a problem.') },
          ],
        },
        {
          blockType: 'gallery',
          heading: 'Life at Atrium',
          source: { relationTo: 'galleries', value: galleryIds.get('life-at-atrium')! },
          limit: 8,
          theme: 'light',
        },
        {
          blockType: 'richText',
          content: richText(
            heading('Why employers choose us'),
            'We answer the phone. Every client has a named payroll specialist and an HR adviser, and our helpdesk replies within one working day.',
            bulletList(['99.98% of payslips right first time in 2025', 'ISO 27001 certified data handling', 'One login for payroll, HR and benefits']),
          ),
        },
        {
          blockType: 'mediaBlock',
          media: photo(2001),
          caption: 'Our annual pay transparency keynote in Manchester.',
          width: 'wide',
        },
        {
          blockType: 'callToAction',
          heading: 'Ready to hand over payroll?',
          text: 'Tell us about your team and we will send a fixed quote within two working days.',
          links: [{ link: urlLink('/contact', 'Get a quote') }],
        },
      ],
    },
    {
      title: 'Services',
      slug: 'services',
      meta: { title: 'Services — Atrium', description: 'Payroll, HR, benefits and compliance services for employers of 5 to 5,000 people.' },
      layout: [
        {
          blockType: 'hero',
          heading: 'Everything behind a payslip',
          text: 'Take one service or all four. Each comes with a named specialist and a fixed monthly price.',
          image: photo(1002),
          style: 'standard',
          links: [],
        },
        {
          blockType: 'columns',
          columns: [
            { size: 'half', content: richText(heading('Payroll'), bulletList(['Weekly, fortnightly and monthly pay runs', 'RTI submissions and year-end', 'Auto-enrolment pensions', 'Self-service payslips'])) },
            { size: 'half', content: richText(heading('HR'), bulletList(['Contracts and handbooks', 'Absence and holiday tracking', 'Disciplinary and grievance support', 'Manager training'])) },
            { size: 'half', content: richText(heading('Benefits'), bulletList(['Workplace pensions', 'Private medical and dental cover', 'Cycle-to-work and salary sacrifice', 'Employee assistance programme'])) },
            { size: 'half', content: richText(heading('Compliance'), bulletList(['Right-to-work checks', 'Gender and pay-gap reporting', 'Working-time and minimum-wage audits', 'Data protection'])) },
          ],
        },
        {
          blockType: 'callToAction',
          heading: 'Not sure where to start?',
          text: 'Book a free thirty-minute review of your payroll and HR set-up.',
          links: [{ link: urlLink('/contact', 'Book a review') }],
        },
      ],
    },
    {
      title: 'About us',
      slug: 'about',
      meta: { title: 'About us — Atrium', description: 'Founded in Leeds in 2009, Atrium now has 240 colleagues in six offices.' },
      layout: [
        {
          blockType: 'hero',
          heading: 'A people business, about people',
          text: 'Founded in Leeds in 2009, Atrium now has 240 colleagues in six offices and looks after the pay and wellbeing of 180,000 employees.',
          image: photo(3001),
          style: 'cover',
          links: [],
        },
        {
          blockType: 'richText',
          content: richText(
            heading('What we believe'),
            'Getting pay right is the most basic promise an employer makes. We keep it for our clients every single pay day, and we give back to the towns we work in.',
          ),
        },
        {
          blockType: 'gallery',
          heading: 'Community days',
          source: { relationTo: 'albums', value: albumIds.get('out-and-about')! },
          theme: 'dark',
        },
        {
          blockType: 'gallery',
          heading: 'On stage',
          source: { relationTo: 'galleries', value: galleryIds.get('events-and-conferences')! },
          view: 'slideshow',
          theme: 'light',
        },
      ],
    },
    {
      title: 'Contact',
      slug: 'contact',
      meta: { title: 'Contact — Atrium', description: 'Call, write or visit one of our six offices.' },
      layout: [
        {
          blockType: 'hero',
          heading: 'Talk to a specialist',
          text: 'Call 0113 496 0000 (Monday to Friday, 8am to 6pm) or write to hello@atrium.example. We reply within one working day.',
          style: 'standard',
          links: [{ link: urlLink('mailto:hello@atrium.example', 'Write to us') }],
        },
        {
          blockType: 'richText',
          content: richText(
            heading('Our offices'),
            bulletList(['Leeds — 12 Park Row, LS1 5HD', 'Bristol — 4 Temple Quay, BS1 6DZ', 'Manchester — 80 Mosley Street, M2 3FX', 'Glasgow — 1 West Nile Street, G1 2PP']),
          ),
        },
      ],
    },
  ]
}

export function buildHeader({ pageIds, galleryIds, albumIds }: PageIds): Omit<Header, 'id'> {
  return {
    navItems: [
      { link: pageLink(pageIds, 'services', 'Services'), children: [] },
      { link: pageLink(pageIds, 'about', 'About us'), children: [] },
      {
        link: urlLink('/galleries', 'Galleries'),
        children: [
          { link: galleryLink(galleryIds, 'life-at-atrium', 'Life at Atrium') },
          { link: galleryLink(galleryIds, 'events-and-conferences', 'Events and conferences') },
          { link: galleryLink(galleryIds, 'community-days', 'Community days') },
          { link: galleryLink(galleryIds, 'video-stories', 'Video stories') },
          { link: albumLink(albumIds, 'our-story', 'Our story (albums)') },
        ],
      },
      { link: pageLink(pageIds, 'contact', 'Contact'), children: [] },
    ],
  }
}

export function buildFooter({ pageIds, galleryIds, albumIds }: PageIds): Omit<Footer, 'id'> {
  return {
    columns: [
      {
        heading: 'Company',
        links: [
          { link: pageLink(pageIds, 'about', 'About us') },
          { link: pageLink(pageIds, 'services', 'Services') },
          { link: pageLink(pageIds, 'contact', 'Contact') },
        ],
      },
      {
        heading: 'Pictures',
        links: [
          { link: urlLink('/galleries', 'All galleries') },
          { link: albumLink(albumIds, 'our-story', 'Our story') },
          { link: galleryLink(galleryIds, 'video-stories', 'Video stories') },
        ],
      },
    ],
    note: 'Atrium Employer Services Ltd is a fictional company: this site is a demonstration.',
  }
}

export const SITE_SETTINGS: Partial<SiteSetting> = {
  siteName: 'Atrium',
  tagline: 'Payroll, HR and benefits for growing employers',
  defaultDescription: 'Atrium runs payroll, HR, benefits and compliance for more than 2,000 employers.',
  contact: { email: 'hello@atrium.example', phone: '0113 496 0000', address: '12 Park Row\nLeeds LS1 5HD' },
  social: [
    { platform: 'linkedin', url: 'https://www.linkedin.com/company/atrium-example' },
    { platform: 'youtube', url: 'https://www.youtube.com/@atrium-example' },
  ],
}

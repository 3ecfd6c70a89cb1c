import type { Footer, Header, Page, SiteSetting } from '@/payload-types'

import { bulletList, heading, paragraphWithLink, richText, upload } from '@/lib/richText'

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
  clips,
  playerClip,
  forms,
}: Ids & { photo: (legacyId: number) => number; clips: (key: string) => number[]; playerClip: (key: string) => number; forms: { contact: number; callback: number } }): PageSeed[] {
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
          blockType: 'slider',
          label: 'What Atrium does',
          size: 'fullscreen',
          aspectRatio: '16:9',
          parallax: true,
          animation: 'slide',
          speed: 900,
          interval: 6,
          autoplay: true,
          pauseOnHover: true,
          loop: true,
          autoplayStop: 'never',
          slides: [
            {
              kind: 'image',
              image: photo(1001),
              heading: 'Your people, paid right and looked after',
              caption: 'Atrium runs payroll, HR, benefits and compliance for more than 2,000 employers across the UK — so you can get on with the work only you can do.',
              captionPosition: 'bottom-left',
              buttons: [{ link: urlLink('/services', 'See our services') }, { link: urlLink('/contact', 'Talk to us') }],
            },
            {
              kind: 'video',
              image: photo(1003),
              videoFiles: clips('brand-motion'),
              loopVideo: false,
              heading: 'Payroll that runs on time, every time',
              caption: 'Weekly, fortnightly or monthly: RTI, pensions and payslips handled by a named specialist.',
              captionPosition: 'bottom-left',
              buttons: [{ link: urlLink('/services', 'Payroll services') }],
            },
            {
              kind: 'image',
              image: photo(2001),
              heading: 'Advice from people who know your business',
              caption: 'Contracts, absence, employee relations and the awkward conversations, with an HR adviser on call.',
              captionPosition: 'bottom-right',
              buttons: [{ link: urlLink('/about', 'Meet the team') }],
            },
          ],
        },
        {
          blockType: 'iconBoxes',
          heading: 'What we do',
          items: [
            { icon: 'payslip', title: 'Payroll', text: 'Accurate, on-time pay for every employee, with real-time reporting to HMRC and pension providers.', hasLink: true, link: urlLink('/services', 'Payroll services') },
            { icon: 'people', title: 'HR', text: 'Contracts, policies, absence and employee relations, with an adviser who knows your business.', hasLink: false },
            { icon: 'heart', title: 'Benefits', text: 'Pensions, health cover and perks your people actually use, set up and administered for you.', hasLink: false },
            { icon: 'shield', title: 'Compliance', text: 'Right-to-work checks, pay transparency and audits handled before they become a problem.', hasLink: false },
          ],
        },
        {
          blockType: 'counters',
          heading: 'Atrium in numbers',
          layout: 'number',
          duration: 1000,
          thousandsSeparator: ',',
          items: [
            { label: 'Employers we pay', value: 2140, decimals: 0, delay: 0 },
            { label: 'Payslips a year', value: 2160000, decimals: 0, delay: 500 },
            { label: 'Right first time', value: 99.98, type: 'percent', decimals: 2, delay: 1000 },
            { label: 'Average reply, in hours', value: 3.5, decimals: 1, delay: 1500 },
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
          blockType: 'tabs',
          heading: 'How switching works',
          tabs: [
            { title: 'Before you move', anchor: 'before-you-move', content: richText('We review your current payroll, contracts and pension schemes, and agree a switch-over date that avoids your year-end.') },
            { title: 'Parallel run', anchor: 'parallel-run', content: richText('For one pay period we run payroll alongside your current provider and compare every payslip line by line.') },
            { title: 'Go live', anchor: 'go-live', content: richText('Your people get their first Atrium payslip, and your named specialist checks in after each of the first three pay days.') },
          ],
        },
        {
          blockType: 'testimonials',
          heading: 'What our clients say',
          autoplay: true,
          interval: 5000,
          speed: 500,
          height: 'tallest',
          items: [
            { quote: 'We moved 600 people across in one month and not a single payslip was wrong. I did not think that was possible.', name: 'Priya Raman', role: 'Finance Director, Calder Engineering', photo: photo(1010) },
            { quote: 'Having one adviser who actually knows our business has changed how our managers handle difficult conversations.', name: 'Tom Whitaker', role: 'Operations Manager, Harrow & Finch Foods' },
            { quote: 'Atrium set up salary sacrifice and a cycle scheme in six weeks. Take-up was three times what we expected, and the admin is theirs, not ours.', name: 'Grace Okafor', role: 'People Lead, Brightwell Schools Trust', photo: photo(2005) },
          ],
        },
        {
          blockType: 'toggles',
          heading: 'Questions employers ask',
          mode: 'accordion',
          items: [
            { title: 'How long does it take to switch?', anchor: 'how-long-to-switch', content: richText('Most employers switch in four to six weeks, including one parallel pay run.'), open: false },
            { title: 'Can you take over mid-year?', anchor: 'mid-year', content: richText('Yes. We take your year-to-date figures from your current provider and carry on from there.'), open: false },
            { title: 'Where is our data kept?', anchor: 'data', content: richText('In UK data centres, encrypted at rest and in transit, under our ISO 27001 certified controls.'), open: false },
          ],
        },
        {
          blockType: 'mediaBlock',
          media: photo(2001),
          caption: 'Our annual pay transparency keynote in Manchester.',
          width: 'wide',
        },
        {
          blockType: 'notice',
          tone: 'promo',
          heading: 'Switch before 31 January and your first three months are free',
          text: 'For employers of up to 250 people moving their payroll to Atrium.',
          hasLink: true,
          link: urlLink('/services#pricing', 'See the offer'),
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
            { size: 'half', background: 'brand', content: richText(heading('Payroll'), bulletList(['Weekly, fortnightly and monthly pay runs', 'RTI submissions and year-end', 'Auto-enrolment pensions', 'Self-service payslips'])) },
            { size: 'half', background: 'wash', content: richText(heading('HR'), bulletList(['Contracts and handbooks', 'Absence and holiday tracking', 'Disciplinary and grievance support', 'Manager training'])) },
            { size: 'half', background: 'wash', content: richText(heading('Benefits'), bulletList(['Workplace pensions', 'Private medical and dental cover', 'Cycle-to-work and salary sacrifice', 'Employee assistance programme'])) },
            { size: 'half', background: 'brand', content: richText(heading('Compliance'), bulletList(['Right-to-work checks', 'Gender and pay-gap reporting', 'Working-time and minimum-wage audits', 'Data protection'])) },
          ],
        },
        {
          blockType: 'section',
          label: 'How switching works',
          anchor: 'switching',
          background: 'video',
          colour: 'dark',
          height: 'medium',
          image: photo(1003),
          video: { source: 'file', files: clips('brand-motion') },
          content: [
            {
              blockType: 'richText',
              content: richText(
                heading('Switching to Atrium takes four to six weeks'),
                'We take your last payroll, check it line by line, run one month in parallel and go live only when both agree to the penny. Your people notice nothing but a new payslip design.',
              ),
            },
            {
              blockType: 'iconBoxes',
              heading: 'Three steps',
              items: [
                { icon: 'check', title: 'Collect', text: 'Your last payroll, contracts and pension details, gathered in one checklist.', hasLink: false },
                { icon: 'clock', title: 'Parallel run', text: 'One month run by both of us, compared line by line.', hasLink: false },
                { icon: 'payslip', title: 'Go live', text: 'Your first Atrium payslips, with a specialist on call.', hasLink: false },
              ],
            },
          ],
        },
        {
          blockType: 'hotspots',
          heading: 'Inside our Leeds office',
          image: photo(1001),
          hotspots: [
            { title: 'Payroll desk', text: 'Where every pay run is checked twice before it reaches a bank.', x: 22, y: 62 },
            { title: 'HR advice line', text: 'Advisers answer calls from 8am to 6pm, Monday to Friday.', x: 55, y: 40 },
            { title: 'Benefits clinic', text: 'Drop-in sessions for client employees every Thursday.', x: 84, y: 20 },
          ],
        },
        {
          blockType: 'masonryGrid',
          heading: 'Client stories',
          categories: [],
          pageSize: 3,
          columns: 3,
          showFilter: true,
        },
        {
          blockType: 'pricing',
          heading: 'Prices',
          intro: 'Fixed monthly prices per employee paid, with no set-up fee and a 30-day notice period.',
          plans: [
            { name: 'Payroll', price: '£6', period: 'per employee a month', summary: 'Everything behind a correct payslip.', features: [{ text: 'Any pay frequency' }, { text: 'RTI and year-end' }, { text: 'Pension auto-enrolment' }], featured: false, link: urlLink('/contact', 'Get a payroll quote') },
            { name: 'Payroll and HR', price: '£11', period: 'per employee a month', summary: 'Our most chosen plan.', features: [{ text: 'Everything in Payroll' }, { text: 'Named HR adviser' }, { text: 'Contracts and handbook' }, { text: 'Absence tracking' }], featured: true, link: urlLink('/contact', 'Get a payroll and HR quote') },
            { name: 'Complete', price: '£15', period: 'per employee a month', summary: 'Payroll, HR, benefits and compliance.', features: [{ text: 'Everything in Payroll and HR' }, { text: 'Benefits administration' }, { text: 'Annual compliance audit' }], featured: false, link: urlLink('/contact', 'Get a complete quote') },
          ],
        },
        {
          blockType: 'countdown',
          heading: 'Year-end webinar',
          target: '2027-04-06T08:30:00.000Z',
          target_tz: 'Europe/London',
          largestUnit: 'days',
          endedText: 'The webinar has started: the recording will be on this page afterwards.',
        },
        {
          blockType: 'callToAction',
          heading: 'Not sure where to start?',
          text: 'Book a free thirty-minute review of your payroll and HR set-up.',
          links: [{ link: urlLink('/contact', 'Book a review') }],
        },
        {
          blockType: 'formBlock',
          form: forms.callback,
          heading: 'Request a call back',
          intro: 'Leave your number and a specialist calls you on the next working day.',
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
            upload(photo(3003)),
            upload(photo(3006)),
            paragraphWithLink('See how a pay day runs in our ', 'two-minute film on YouTube', 'https://www.youtube.com/watch?v=atrDemo0001', ', or read about the volunteering days above.'),
          ),
        },
        {
          blockType: 'mediaPlayer',
          heading: 'Hear our jingle',
          clip: playerClip('jingle'),
          caption: 'Nine seconds of the Atrium sound, with captions.',
        },
        {
          blockType: 'counters',
          heading: 'Where our clients are',
          layout: 'bar',
          duration: 1000,
          thousandsSeparator: ',',
          items: [
            { label: 'Yorkshire', value: 34, type: 'percent', decimals: 0, delay: 0 },
            { label: 'North West', value: 71, type: 'percent', max: 100, decimals: 0, delay: 0 },
            { label: 'Scotland', value: 8, type: 'percent', decimals: 0, delay: 0 },
          ],
        },
        {
          blockType: 'timeline',
          heading: 'Our story so far',
          entries: [
            { when: '2009', title: 'Founded in Leeds', text: 'Three payroll specialists and one client, a bakery on Kirkgate Market.' },
            { when: '2014', title: 'HR joins payroll', text: 'Our first HR advisers, and the first clients with more than 1,000 employees.' },
            { when: '2019', title: 'Six offices', text: 'Bristol, Manchester, Glasgow, Newcastle and Cardiff join Leeds.' },
            { when: '2025', title: '2,000 employers', text: 'And 180,000 employees paid right, every pay day, with our shared services team in Kraków checking every run overnight.' },
          ],
        },
        {
          blockType: 'portfolioGrid',
          heading: 'Work we are proud of',
          categories: [],
          limit: 6,
          columns: 3,
          showFilter: true,
        },
        {
          blockType: 'team',
          heading: 'Who you will talk to',
          members: [
            { name: 'Aisha Khan', role: 'Head of Payroll', photo: photo(1010), bio: 'Twenty years in payroll, the last ten making sure ours is never late.' },
            { name: 'Daniel Price', role: 'Head of HR Advice', photo: photo(1020), bio: 'Former employment tribunal caseworker; now keeps clients out of tribunals.' },
            { name: 'Mei Chen', role: 'Benefits Lead', photo: photo(2005), bio: 'Designs benefit schemes people actually use.' },
            { name: 'Rory Campbell', role: 'Compliance Manager', photo: photo(2012), bio: 'Runs our ISO 27001 programme and every client audit.' },
          ],
        },
        {
          blockType: 'parallax',
          image: photo(3002),
          heading: 'Every pay day, 180,000 people',
          text: 'Behind each payslip is someone planning their month. That is why we check every one twice.',
          links: [{ link: urlLink('/contact', 'Work with us') }],
          ratio: 0.5,
          height: 'medium',
        },
        {
          blockType: 'lazyVideo',
          heading: 'How we run payroll',
          video: photo(4001),
          caption: 'Four minutes with our Leeds payroll team. The video loads from YouTube only when you press play.',
          playerQuery: 'start=5',
        },
        {
          blockType: 'logoStrip',
          heading: 'Some of the employers we look after',
          logos: [
            { name: 'Harrow & Finch Foods', logo: photo(9001) },
            { name: 'Northgate Housing', logo: photo(9002) },
            { name: 'Calder Engineering', logo: photo(9003) },
            { name: 'Brightwell Schools Trust', logo: photo(9004) },
          ],
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
          blockType: 'formBlock',
          form: forms.contact,
          heading: 'Send us a message',
          intro: 'Tell us a little about your organisation and what you need; fields marked * are required.',
        },
        {
          blockType: 'map',
          heading: 'Our offices',
          autoZoom: true,
          zoom: 10,
          height: 440,
          baseLayer: 'street',
          layerSwitch: true,
          zoomControl: true,
          mobileDrag: false,
          hue: 0,
          saturation: -30,
          markers: [
            { title: 'Leeds (head office)', lat: 53.7986, lng: -1.5466, address: '12 Park Row\nLeeds LS1 5HD', content: 'Reception open 8am to 6pm, Monday to Friday.', tooltip: 'always', iconSize: 40 },
            { title: 'Bristol', lat: 51.4497, lng: -2.5817, address: '4 Temple Quay\nBristol BS1 6DZ', tooltip: 'click', iconSize: 40 },
            { title: 'Manchester', lat: 53.4780, lng: -2.2405, address: '80 Mosley Street\nManchester M2 3FX', tooltip: 'click', iconSize: 40 },
            { title: 'Glasgow', lat: 55.8611, lng: -4.2527, address: '1 West Nile Street\nGlasgow G1 2PP', tooltip: 'hover', iconSize: 40 },
          ],
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
        megaMenu: true,
        children: [
          { link: galleryLink(galleryIds, 'life-at-atrium', 'Life at Atrium'), column: 'Galleries' },
          { link: galleryLink(galleryIds, 'events-and-conferences', 'Events and conferences'), column: 'Galleries' },
          { link: galleryLink(galleryIds, 'community-days', 'Community days'), column: 'Galleries' },
          { link: galleryLink(galleryIds, 'video-stories', 'Video stories'), column: 'Galleries' },
          { link: albumLink(albumIds, 'our-story', 'Our story (albums)'), column: 'Albums' },
          { link: albumLink(albumIds, 'inside-atrium', 'Inside Atrium'), column: 'Albums' },
          { link: albumLink(albumIds, 'out-and-about', 'Out and about'), column: 'Albums' },
          { link: urlLink('/videos', 'All videos'), column: 'Videos' },
          { link: urlLink('/videos/our-films', 'Our films'), column: 'Videos' },
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
          { link: urlLink('/videos', 'Videos') },
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
  // The demo shows the page transitions; the loading screen stays off (it only delays the first paint).
  features: { search: true, comments: true, ratings: true, hitCounting: true, sharing: true, newsletter: true, shop: true, entranceAnimations: true, pageTransitions: true, preloader: false },
  newsletter: { heading: 'The employer briefing', text: 'Once a month: payroll deadlines, HR law changes and what they mean for you. Unsubscribe with one click.' },
  shop: {
    panelPosition: 'right',
    afterAdd: 'stay',
    downloadDays: 7,
    bankInstructions: 'Atrium Employer Services Ltd\nIBAN: GB33 DEMO 0000 0000 1234 56 · BIC: DEMOGB22\nPlease transfer the total within 14 days.',
  },
  // Ready for an editor to switch on (Site settings → Promotional popup).
  popup: { enabled: false, kind: 'newsletter', heading: 'Get the monthly employer briefing', text: 'Payroll deadlines and HR law changes, explained in five minutes a month.', trigger: 'delay', delaySeconds: 15, scrollPercent: 50 },
}

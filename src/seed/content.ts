import type { GalleryView } from '@/gallery/options'

import { CAMERAS, PALETTES, demoExposure, type DemoPhotoSpec, type SceneKind } from './images'
import { pick, seededRandom } from './random'

/** The demo company: Atrium, a fictional employer-services firm (payroll, HR, benefits, compliance). */

export const DEMO_TAGS = [
  'Team', 'Office', 'Events', 'Community', 'Workshop', 'Payroll', 'HR', 'Benefits', 'Compliance',
  'Outdoors', 'Training', 'Conference', 'Volunteering', 'Portrait', 'Video',
] as const

type PhotoIdea = { subject: string; kind: SceneKind; tags: string[] }

export type DemoPhoto = {
  legacyId: number
  title: string
  alt: string
  caption: string
  credit: string
  tags: string[]
  scene: DemoPhotoSpec
  linkUrl?: string
}

export type DemoGallery = {
  slug: string
  title: string
  legacyId: number
  intro: string
  view: GalleryView
  photos: DemoPhoto[]
  /** A text watermark burned into the gallery's served photos. */
  watermarkText?: string
  /** The gallery's own paging (a gallery longer than a page shows the paging controls). */
  paging?: { perPage: number; mode: 'pagination' | 'load-more' }
  /** Visitors may download its photos. */
  downloads?: boolean
}

const PLACES = ['Leeds', 'Bristol', 'Manchester', 'Glasgow', 'Cardiff', 'Belfast'] as const
const PHOTOGRAPHERS = ['Priya Shah', 'Tom Okafor', 'Lena Fischer', 'Marta Novak'] as const

const OFFICE_IDEAS: PhotoIdea[] = [
  { subject: 'Morning stand-up', kind: 'office', tags: ['Team', 'Office'] },
  { subject: 'Payroll close review', kind: 'office', tags: ['Payroll', 'Office'] },
  { subject: 'Benefits clinic', kind: 'workshop', tags: ['Benefits', 'Workshop'] },
  { subject: 'New-starter induction', kind: 'workshop', tags: ['HR', 'Training'] },
  { subject: 'Quiet focus corner', kind: 'office', tags: ['Office'] },
  { subject: 'Client onboarding call', kind: 'office', tags: ['Team', 'Payroll'] },
  { subject: 'Whiteboard planning', kind: 'workshop', tags: ['Workshop', 'Team'] },
  { subject: 'Compliance training', kind: 'workshop', tags: ['Compliance', 'Training'] },
  { subject: 'HR surgery hour', kind: 'office', tags: ['HR', 'Office'] },
  { subject: 'Portrait of our payroll lead', kind: 'portrait', tags: ['Portrait', 'Payroll'] },
]

const EVENT_IDEAS: PhotoIdea[] = [
  { subject: 'Keynote on pay transparency', kind: 'stage', tags: ['Events', 'Conference', 'Payroll'] },
  { subject: 'Panel on hybrid work', kind: 'stage', tags: ['Events', 'Conference', 'HR'] },
  { subject: 'Benefits roadshow', kind: 'stage', tags: ['Events', 'Benefits'] },
  { subject: 'Breakout workshop', kind: 'workshop', tags: ['Events', 'Workshop'] },
  { subject: 'Speaker portrait', kind: 'portrait', tags: ['Events', 'Portrait'] },
  { subject: 'Compliance forum', kind: 'stage', tags: ['Events', 'Compliance'] },
  { subject: 'Awards evening', kind: 'stage', tags: ['Events', 'Team'] },
]

const COMMUNITY_IDEAS: PhotoIdea[] = [
  { subject: 'Park clean-up', kind: 'outdoors', tags: ['Community', 'Volunteering', 'Outdoors'] },
  { subject: 'Charity fun run', kind: 'outdoors', tags: ['Community', 'Outdoors'] },
  { subject: 'CV clinic at the library', kind: 'workshop', tags: ['Community', 'Volunteering', 'HR'] },
  { subject: 'Team walk', kind: 'outdoors', tags: ['Team', 'Outdoors'] },
  { subject: 'Mentoring session', kind: 'portrait', tags: ['Community', 'Portrait'] },
  { subject: 'Tree planting day', kind: 'outdoors', tags: ['Community', 'Volunteering', 'Outdoors'] },
]

const SCENE_WORDS: Record<SceneKind, string> = {
  office: 'people at desks in a bright open-plan office',
  stage: 'a speaker on a lit stage in front of an audience',
  outdoors: 'a group of people outdoors under a low sun',
  portrait: 'a single person against a softly blurred background',
  workshop: 'people gathered around a whiteboard covered in notes',
}

function buildPhotos(ideas: PhotoIdea[], count: number, seed: number, legacyStart: number, withGpsEvery = 0): DemoPhoto[] {
  const random = seededRandom(seed)
  const photos: DemoPhoto[] = []
  for (let i = 0; i < count; i++) {
    const idea = ideas[i % ideas.length]!
    // Titles are unique in a gallery (editors pick photos by title): a subject never repeats a place.
    let placeIndex = i + Math.floor(i / ideas.length)
    while (photos.some((photo) => photo.title === `${idea.subject}, ${PLACES[placeIndex % PLACES.length]}`)) placeIndex++
    const place = PLACES[placeIndex % PLACES.length]!
    const palette = PALETTES[(seed + i) % PALETTES.length]!
    const camera = pick(random, CAMERAS)
    const takenAt = new Date(Date.UTC(2025, Math.floor(random() * 12), 1 + Math.floor(random() * 27), 8 + Math.floor(random() * 10), Math.floor(random() * 60)))
    const title = `${idea.subject}, ${place}`
    photos.push({
      legacyId: legacyStart + i,
      title,
      alt: `Illustration in ${palette.name} tones of ${SCENE_WORDS[idea.kind]}: ${idea.subject.toLowerCase()} in ${place}.`,
      caption: `${idea.subject} with the ${place} team, ${takenAt.toLocaleDateString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' })}.`,
      credit: pick(random, PHOTOGRAPHERS),
      tags: [...idea.tags, place === 'Leeds' ? 'Team' : idea.tags[0]!].filter((tag, index, all) => all.indexOf(tag) === index),
      scene: {
        seed: seed * 1000 + i,
        kind: idea.kind,
        palette,
        ...DEMO_SHAPES[(i * 3 + seed) % DEMO_SHAPES.length],
        takenAt,
        camera,
        exposure: demoExposure(random),
        gps: withGpsEvery && i % withGpsEvery === 0 ? { latitude: 53.8 + random() * 0.05, longitude: -1.55 + random() * 0.05 } : undefined,
      },
    })
  }
  return photos
}

/** Real galleries mix shapes; masonry and mosaic only show what they do when ours do too. */
const DEMO_SHAPES = [
  { width: 1600, height: 1067 },
  { width: 1067, height: 1600 },
  { width: 1600, height: 1067 },
  { width: 1400, height: 1400 },
  { width: 1800, height: 900 },
  { width: 1600, height: 1200 },
  { width: 1200, height: 1600 },
] as const

export const DEMO_GALLERIES: DemoGallery[] = [
  {
    slug: 'life-at-atrium',
    title: 'Life at Atrium',
    legacyId: 1,
    intro:
      'A look inside our offices: the people who run payroll, HR and benefits for more than 2,000 employers. From the Monday stand-up in Leeds to the quarter-end payroll close in Bristol, these are the rooms, desks and whiteboards where pay day gets made — and the colleagues who make sure every payslip is right, every pension contribution lands and every question from a client gets an answer the same day.',
    view: 'thumbnails',
    photos: buildPhotos(OFFICE_IDEAS, 30, 11, 1001, 10),
  },
  {
    slug: 'events-and-conferences',
    title: 'Events and conferences',
    legacyId: 2,
    intro: 'Talks, panels and roadshows where we share what we learn about pay, people and regulation. The speakers own these pictures, so they carry our watermark.',
    view: 'thumbnails',
    watermarkText: '© Atrium events',
    photos: buildPhotos(EVENT_IDEAS, 28, 23, 2001),
  },
  {
    slug: 'community-days',
    title: 'Community days',
    legacyId: 3,
    intro: 'Every colleague has three paid volunteering days a year. This is how they spend them.',
    view: 'masonry',
    paging: { perPage: 12, mode: 'load-more' },
    downloads: true,
    photos: buildPhotos(COMMUNITY_IDEAS, 26, 37, 3001),
  },
]

export type DemoEmbed = {
  legacyId: number
  title: string
  alt: string
  caption: string
  provider: 'youtube' | 'vimeo' | 'dailymotion'
  url: string
  scene: DemoPhotoSpec
}

const embedScene = (seed: number, kind: SceneKind): DemoPhotoSpec => ({
  seed,
  kind,
  palette: PALETTES[seed % PALETTES.length]!,
  width: 1280,
  height: 720,
  takenAt: new Date(Date.UTC(2025, seed % 12, 10)),
  camera: CAMERAS[0],
  exposure: { fNumber: 4, shutter: 125, iso: 400, focalLength: 35 },
})

export const DEMO_VIDEOS: { slug: string; title: string; legacyId: number; intro: string; embeds: DemoEmbed[] } = {
  slug: 'video-stories',
  title: 'Video stories',
  legacyId: 4,
  intro: 'Short films from our clients and colleagues. Nothing from the video sites loads until you press play.',
  embeds: [
    { provider: 'youtube', url: 'https://www.youtube.com/watch?v=atrDemo0001', title: 'How we run payroll for 2,000 employers', kind: 'office' },
    { provider: 'vimeo', url: 'https://vimeo.com/100000001', title: 'A day in the HR helpdesk', kind: 'office' },
    { provider: 'youtube', url: 'https://www.youtube.com/watch?v=atrDemo0002', title: 'Benefits roadshow highlights', kind: 'stage' },
    { provider: 'dailymotion', url: 'https://www.dailymotion.com/video/x8demo1', title: 'Community days 2025', kind: 'outdoors' },
    { provider: 'vimeo', url: 'https://vimeo.com/100000002', title: 'Meet the compliance team', kind: 'portrait' },
    { provider: 'youtube', url: 'https://www.youtube.com/watch?v=atrDemo0003', title: 'Pay transparency keynote', kind: 'stage' },
  ].map((item, index) => ({
    legacyId: 4001 + index,
    title: item.title,
    alt: `Video poster: illustration of ${SCENE_WORDS[item.kind as SceneKind]}.`,
    caption: `${item.title}. Plays from ${item.provider === 'youtube' ? 'YouTube' : item.provider === 'vimeo' ? 'Vimeo' : 'Dailymotion'} once you press play.`,
    provider: item.provider as DemoEmbed['provider'],
    url: item.url,
    scene: embedScene(500 + index, item.kind as SceneKind),
  })),
}

/** Album tree, two levels deep: Our story → (Inside Atrium, Out and about) → galleries. */
export const DEMO_ALBUMS = [
  { slug: 'inside-atrium', title: 'Inside Atrium', intro: 'Our offices and the events we host.', children: ['life-at-atrium', 'events-and-conferences'], albumView: 'extended', galleryView: null },
  { slug: 'out-and-about', title: 'Out and about', intro: 'Volunteering, community work and the films we made about it.', children: ['community-days', 'video-stories'], albumView: 'masonry', galleryView: 'mosaic' },
] as const

export const DEMO_ROOT_ALBUM = { slug: 'our-story', title: 'Our story', intro: 'Every picture we have published, organised by where it was taken.' } as const

/**
 * Short self-hosted clips for sliders and section backgrounds (src/seed/assets, about 80 KB each):
 * six seconds of moving brand colour, in WebM and MP4.
 */
export const DEMO_CLIPS = [
  {
    key: 'brand-motion',
    title: 'Atrium brand motion',
    width: 640,
    height: 360,
    posterLegacyId: 1003,
    files: [
      { name: 'brand-motion.webm', mimetype: 'video/webm', label: 'WebM' },
      { name: 'brand-motion.mp4', mimetype: 'video/mp4', label: 'MP4' },
    ],
  },
] as const

/**
 * Clips for the media player (src/seed/assets, made offline with ffmpeg): a 12-second welcome film
 * with captions and chapters, and a 9-second jingle with captions. They play in the "Our films"
 * video gallery, in "Video stories" and in the About page's Audio/Video block.
 */
export const DEMO_PLAYER_CLIPS = [
  {
    key: 'welcome',
    title: 'Welcome to Atrium',
    file: 'welcome-to-atrium.mp4',
    mimetype: 'video/mp4',
    width: 640,
    height: 360,
    posterLegacyId: 1003,
    tracks: [
      {
        kind: 'captions',
        language: 'en',
        label: 'English',
        vtt: 'WEBVTT\n\n00:00.000 --> 00:04.000\nWelcome to Atrium.\n\n00:04.000 --> 00:08.000\nPayroll and HR, done for you.\n\n00:08.000 --> 00:12.000\nTalk to us today.\n',
      },
      {
        kind: 'chapters',
        language: 'en',
        label: 'Chapters',
        vtt: 'WEBVTT\n\n00:00.000 --> 00:04.000\nWelcome\n\n00:04.000 --> 00:08.000\nWhat we do\n\n00:08.000 --> 00:12.000\nGet in touch\n',
      },
    ],
  },
  {
    key: 'jingle',
    title: 'The Atrium jingle',
    file: 'atrium-jingle.ogg',
    mimetype: 'audio/ogg',
    width: 640,
    height: 360,
    posterLegacyId: null,
    tracks: [
      {
        kind: 'captions',
        language: 'en',
        label: 'English',
        vtt: 'WEBVTT\n\n00:00.000 --> 00:03.000\n[A low chime]\n\n00:03.000 --> 00:06.000\n[A middle chime]\n\n00:06.000 --> 00:09.000\n[A high chime]\n',
      },
    ],
  },
] as const

export const DEMO_PORTFOLIO_CATEGORIES = ['Payroll', 'HR', 'Benefits', 'Compliance'] as const

type DemoPortfolioItem = {
  title: string
  slug: string
  client: string
  date: string
  categories: (typeof DEMO_PORTFOLIO_CATEGORIES)[number][]
  photoLegacyId: number
  summary: string
  story: string[]
}

/** Client stories for the portfolio and masonry grids, newest first. */
export const DEMO_PORTFOLIO: DemoPortfolioItem[] = [
  {
    title: 'Six hundred people moved in one month',
    slug: 'calder-engineering-payroll-move',
    client: 'Calder Engineering',
    date: '2026-09-01',
    categories: ['Payroll'],
    photoLegacyId: 1002,
    summary: 'Calder moved weekly and monthly payrolls for 600 people from three providers to Atrium in a single month, without one wrong payslip.',
    story: ['Calder had grown by acquisition and ran three payrolls on three systems. We mapped every pay element, ran one month in parallel and went live on all three sites together.', 'Since the move, payroll queries from employees have fallen by two thirds.'],
  },
  {
    title: 'Salary sacrifice take-up, tripled',
    slug: 'brightwell-salary-sacrifice',
    client: 'Brightwell Schools Trust',
    date: '2026-07-01',
    categories: ['Benefits'],
    photoLegacyId: 2005,
    summary: 'A cycle scheme and pension salary sacrifice for 1,100 school staff, set up in six weeks and explained in plain words.',
    story: ['We designed the scheme with the trust’s finance team, ran drop-in sessions in every school and handle every change of circumstance ourselves.'],
  },
  {
    title: 'Managers who handle the hard conversations',
    slug: 'harrow-finch-hr-advice',
    client: 'Harrow & Finch Foods',
    date: '2026-05-01',
    categories: ['HR'],
    photoLegacyId: 1008,
    summary: 'A named HR adviser and a year of manager training cut formal grievances by half at a family food business.',
    story: ['Harrow & Finch’s supervisors had been promoted from the production line. Our adviser built a short training course around their real cases.'],
  },
  {
    title: 'A clean audit after a difficult year',
    slug: 'northgate-compliance-audit',
    client: 'Northgate Housing',
    date: '2026-03-01',
    categories: ['Compliance'],
    photoLegacyId: 2012,
    summary: 'Minimum-wage and working-time records rebuilt for 340 staff before an external audit, which found nothing to correct.',
    story: ['We reviewed two years of timesheets, corrected historic underpayments with the client’s agreement and set up monthly checks so it cannot happen again.'],
  },
  {
    title: 'One payroll for fourteen dental practices',
    slug: 'pennine-dental-payroll',
    client: 'Pennine Dental Group',
    date: '2025-12-01',
    categories: ['Payroll'],
    photoLegacyId: 1005,
    summary: 'Fourteen practices, each with its own payroll and pension scheme, brought onto one monthly run with practice-level reports.',
    story: ['Practice managers now approve their own figures online, and the group’s finance team sees every practice in one report.'],
  },
  {
    title: 'Freelancers and staff on one system',
    slug: 'lowry-studios-payroll-hr',
    client: 'Lowry Studios',
    date: '2025-10-01',
    categories: ['Payroll', 'HR'],
    photoLegacyId: 3004,
    summary: 'Employment status checks, contracts and pay for a creative studio whose team doubles every summer.',
    story: ['We set up status checks for every engagement and one onboarding flow for staff and freelancers alike.'],
  },
  {
    title: 'Right-to-work checks for 900 carers',
    slug: 'tay-valley-right-to-work',
    client: 'Tay Valley Care',
    date: '2025-08-01',
    categories: ['Compliance', 'HR'],
    photoLegacyId: 3008,
    summary: 'Digital right-to-work and DBS checks for a care provider recruiting every week, with reminders before anything expires.',
    story: ['New carers complete their checks on a phone before their first shift; managers see who is cleared in one list.'],
  },
  {
    title: 'A pension drivers understand',
    slug: 'severn-logistics-pensions',
    client: 'Severn Logistics',
    date: '2025-06-01',
    categories: ['Benefits'],
    photoLegacyId: 2009,
    summary: 'Auto-enrolment re-explained to 420 drivers in depot talks and on payslips, and opt-outs fell from 31% to 9%.',
    story: ['We replaced the scheme’s letters with one page in plain English and talked to every depot on shift change.'],
  },
]

import type { Block } from 'payload'

/**
 * How each block shows in the editors' block chooser: a sketch of what it makes (public/blocks),
 * a one-line description (the sketch's own caption, and its alt text), and the group it sits in.
 */
const CARDS: Record<string, { group: string; description: string }> = {
  hero: { group: 'Text and headings', description: 'A big heading, a lead text and buttons, with a picture' },
  slider: { group: 'Pictures and video', description: 'Pictures and clips that slide or fade, with a caption' },
  richText: { group: 'Text and headings', description: 'Headings, paragraphs, lists and links' },
  mediaBlock: { group: 'Pictures and video', description: 'One picture or video, with a caption' },
  columns: { group: 'Layout', description: 'Two to four columns of text, each with its own background' },
  callToAction: { group: 'Text and headings', description: 'A short message with a button that leads on' },
  gallery: { group: 'Pictures and video', description: 'A photo gallery or album in any of its views' },
  iconBoxes: { group: 'About the company', description: 'Boxes with an icon, a title and a short text' },
  counters: { group: 'About the company', description: 'Numbers that count up as they come into view' },
  tabs: { group: 'Layout', description: 'Content in tabs; an address can open one' },
  toggles: { group: 'Layout', description: 'Questions and answers that open one by one' },
  testimonials: { group: 'About the company', description: 'Quotes from clients, one at a time' },
  pricing: { group: 'About the company', description: 'Plans side by side; one can stand out' },
  team: { group: 'About the company', description: 'People with their photo, role and a short bio' },
  timeline: { group: 'About the company', description: 'Milestones in order along a line' },
  logoStrip: { group: 'Pictures and video', description: 'Client or partner logos in a row' },
  notice: { group: 'Text and headings', description: 'A message that stands out: news, an offer' },
  countdown: { group: 'Forms and more', description: 'Days, hours, minutes and seconds to a date' },
  lazyVideo: { group: 'Pictures and video', description: 'A YouTube or Vimeo video that loads on play' },
  hotspots: { group: 'Pictures and video', description: 'A picture with points that open a note' },
  parallax: { group: 'Layout', description: 'A picture that moves slower than the page, with text over it' },
  section: { group: 'Layout', description: 'A full-width band (colour, picture or video) holding other blocks' },
  portfolioGrid: { group: 'About the company', description: 'Client stories in a grid, filtered by category' },
  masonryGrid: { group: 'About the company', description: 'Client stories in columns of varied heights, with Load more' },
  map: { group: 'Forms and more', description: 'A map with pins, street or satellite' },
  formBlock: { group: 'Forms and more', description: 'A form the editors build: fields, checks and a mail' },
  newsletter: { group: 'Forms and more', description: 'The newsletter sign-up with its consent box' },
  videoGallery: { group: 'Pictures and video', description: 'A video player with its playlist of our clips and YouTube' },
  mediaPlayer: { group: 'Pictures and video', description: 'One of our clips or a song with its player' },
}

/** A block as the chooser shows it; its schema is unchanged. */
export function withChooserCard<T extends Block>(block: T): T {
  const card = CARDS[block.slug]
  if (!card) return block
  return { ...block, imageURL: `/blocks/${block.slug}.svg`, imageAltText: card.description, admin: { ...block.admin, group: card.group } }
}

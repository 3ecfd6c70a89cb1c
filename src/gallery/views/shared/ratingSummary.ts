import { fill } from '@/lib/messageTemplates'

export type RatingTexts = { average: string; votes: string; notRated: string }

/**
 * "Average 4.2 of 5. Votes: 3", or "Not rated yet." while a photo has no votes: the one wording of a
 * photo's rating, for the viewer's rating panel and the line under thumbnails.
 */
export function ratingSummary(totals: { votes: number; average: number | null }, stars: number, texts: RatingTexts): string {
  if (totals.votes === 0 || totals.average === null) return texts.notRated
  return `${fill(texts.average, { average: totals.average.toFixed(1), stars })} ${fill(texts.votes, { votes: totals.votes })}`
}

import { RichText } from '@/components/RichText'
import type { RichTextBlock as RichTextBlockProps } from '@/payload-types'

export function RichTextBlock({ content }: RichTextBlockProps) {
  return (
    <section className="block block-text">
      <RichText data={content} />
    </section>
  )
}

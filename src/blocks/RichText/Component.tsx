import { RichContent } from '@/blocks/shared/RichContent'
import type { RichTextBlock as RichTextBlockProps } from '@/payload-types'

export function RichTextBlock({ content }: RichTextBlockProps) {
  return (
    <section className="block block-text">
      <RichContent data={content} />
    </section>
  )
}

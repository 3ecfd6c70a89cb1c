import type { DefaultNodeTypes, SerializedLinkNode } from '@payloadcms/richtext-lexical'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { RichText as LexicalRichText, type JSXConverters, type JSXConvertersFunction } from '@payloadcms/richtext-lexical/react'

import { isSafeLinkTarget, linkHref } from '@/lib/urls'

function linkNodeHref(node: SerializedLinkNode): string | null {
  const fields = node.fields
  if (fields.linkType === 'internal' && fields.doc) {
    return linkHref({ type: 'reference', reference: fields.doc as { relationTo: string; value: unknown } })
  }
  return fields.url && isSafeLinkTarget(fields.url) ? fields.url : null
}

/** Converters callers add (a domain's own rendering of uploads, say) over the defaults below. */
export type ExtraConverters = Partial<JSXConverters<DefaultNodeTypes>>

const converters = (extra: ExtraConverters = {}): JSXConvertersFunction<DefaultNodeTypes> => ({ defaultConverters }) => ({
  ...defaultConverters,
  // No upload is rendered from its stored (original) file: callers render them (see blocks/shared/RichContent).
  upload: () => null,
  // Links only to http(s), mailto:, tel: or our own pages; anything else renders as plain text.
  link: ({ node, nodesToJSX }) => {
    const children = nodesToJSX({ nodes: node.children })
    const href = linkNodeHref(node)
    if (!href) return <span>{children}</span>
    const newTab = node.fields.newTab
    return (
      <a href={href} target={newTab ? '_blank' : undefined} rel={newTab ? 'noopener noreferrer' : undefined} data-transition={href.startsWith('/') ? '' : undefined}>
        {children}
      </a>
    )
  },
  ...extra,
})

export function RichText({ data, className, extraConverters }: { data: SerializedEditorState | null | undefined; className?: string; extraConverters?: ExtraConverters }) {
  if (!data?.root) return null
  return <LexicalRichText data={data} converters={converters(extraConverters)} className={className ?? 'prose'} disableContainer={false} />
}

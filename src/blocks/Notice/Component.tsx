import { CmsLink } from '@/components/CmsLink'
import type { NoticeBlock as NoticeBlockProps } from '@/payload-types'

/** A highlighted message: information, success, warning or a promotion. Not a live region: it is page content. */
export function NoticeBlock({ tone, heading, text, hasLink, link }: NoticeBlockProps) {
  return (
    <aside className={`block notice notice-${tone ?? 'info'}`} aria-label={heading}>
      <div>
        <h2 className="notice-heading">{heading}</h2>
        {text ? <p>{text}</p> : null}
      </div>
      {hasLink && link ? <CmsLink link={link} className="button" /> : null}
    </aside>
  )
}

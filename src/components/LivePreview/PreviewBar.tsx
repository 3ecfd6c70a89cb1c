import { t } from '@/lib/messages'

import { RefreshOnSave } from '../islands'

/** Shown only to an editor previewing drafts: says so, offers the way out, and follows each save. */
export function PreviewBar({ path }: { path: string }) {
  return (
    <div className="preview-bar" role="status">
      {t('preview.notice')} <a href={`/preview/exit?${new URLSearchParams({ path })}`}>{t('preview.exit')}</a>
      <RefreshOnSave />
    </div>
  )
}

import type { Metadata } from 'next'

import { PageLink } from '@/components/PageLink'
import { isBuildPhase } from '@/lib/buildPhase'

import { itemCount, t } from '@/lib/messages'
import { getPayloadClient } from '@/lib/payload'
import { videoGalleryPath, videosIndexPath } from '@/lib/urls'
import { listVideoGalleries } from '@/video/data'

export const revalidate = 3600

export const metadata: Metadata = { title: t('videos.title'), description: t('videos.intro'), alternates: { canonical: videosIndexPath() } }

/** Every video gallery, as /galleries lists the photo galleries. */
export default async function VideosIndexPage() {
  // Rendered on the first request, not at build (src/lib/buildPhase.ts).
  if (isBuildPhase()) return null
  const galleries = await listVideoGalleries(await getPayloadClient())
  return (
    <>
      <header className="page-intro">
        <h1>{t('videos.title')}</h1>
        <p>{t('videos.intro')}</p>
      </header>
      {galleries.length === 0 ? (
        <p className="gallery-empty">{t('videos.none')}</p>
      ) : (
        <ul className="album-grid">
          {galleries.map((gallery, index) => (
            <li key={gallery.slug} className="album-card">
              <PageLink href={videoGalleryPath(gallery.slug)}>
                {gallery.poster ? (
                  // eslint-disable-next-line @next/next/no-img-element -- a clip's stored poster (its own size); next/image would re-encode it
                  <img src={gallery.poster} alt="" width={480} height={270} className="video-index-poster" loading={index < 4 ? 'eager' : 'lazy'} />
                ) : (
                  <span className="album-card-blank" aria-hidden="true" />
                )}
                <span className="album-card-title">{gallery.title}</span>
                {gallery.clips ? <span className="album-card-meta">{itemCount(gallery.clips, gallery.clips)}</span> : null}
              </PageLink>
            </li>
          ))}
        </ul>
      )}
    </>
  )
}

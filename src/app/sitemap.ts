import type { MetadataRoute } from 'next'

import { listAlbumPaths } from '@/gallery/data/albums'
import { getPublishedGallery, listPublishedGalleries } from '@/gallery/data/galleries'
import { isBuildPhase } from '@/lib/buildPhase'
import { siteUrl } from '@/lib/env'
import { getPayloadClient } from '@/lib/payload'
import { absoluteUrl, albumPath, galleriesIndexPath, galleryPath, pagePath, photoPath, portfolioIndexPath, portfolioItemPath, videoGalleryPath, videosIndexPath } from '@/lib/urls'
import { listPublishedPages } from '@/site/data/pages'
import { listPortfolioSlugs } from '@/site/data/portfolio'
import { listVideoGalleries } from '@/video/data'

export const revalidate = 3600

/** Pages, portfolio items, galleries, albums, every photo page (with image entries for image search) and the video galleries. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  // Written on its first request (src/lib/buildPhase.ts).
  if (isBuildPhase()) return []
  const base = siteUrl()
  const url = (path: string) => absoluteUrl(base, path)
  const [pages, galleries, albumPaths, portfolio] = await Promise.all([listPublishedPages(), listPublishedGalleries(), listAlbumPaths(), listPortfolioSlugs()])
  const entries: MetadataRoute.Sitemap = pages.map((page) => ({ url: url(pagePath(page.slug)), lastModified: page.updatedAt }))
  entries.push({ url: url(portfolioIndexPath()) })
  for (const item of portfolio) entries.push({ url: url(portfolioItemPath(item.slug)), lastModified: item.updatedAt })
  entries.push({ url: url(galleriesIndexPath()) })
  for (const summary of galleries) {
    const gallery = await getPublishedGallery(summary.slug)
    if (!gallery) continue
    const largest = (photo: (typeof gallery.photos)[number]) => url(photo.sources.at(-1)!.url)
    entries.push({
      url: url(galleryPath(summary.slug)),
      lastModified: gallery.doc.updatedAt,
      images: gallery.photos.slice(0, 1000).map(largest),
    })
    for (const photo of gallery.photos) {
      entries.push({ url: url(photoPath(summary.slug, photo.id)), images: [largest(photo)] })
    }
  }
  for (const path of albumPaths) entries.push({ url: url(albumPath(path)) })
  entries.push({ url: url(videosIndexPath()) })
  for (const gallery of await listVideoGalleries(await getPayloadClient())) entries.push({ url: url(videoGalleryPath(gallery.slug)), lastModified: gallery.updatedAt })
  return entries
}

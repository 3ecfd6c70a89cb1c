import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { parseParam, slugParam } from '@/lib/params'
import { getPayloadClient } from '@/lib/payload'
import { VideoGallery } from '@/video/components/VideoGallery.client'
import { getVideoGallery } from '@/video/data'
import { videoGalleryLabels, youtubeEmbedBase } from '@/video/labels'

// A cached page per gallery (its tag revalidates it on save); the playlist's first page is kept 10 minutes.
export const revalidate = 600
export const dynamicParams = true
export async function generateStaticParams() {
  return []
}

type Props = { params: Promise<{ slug: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const slug = parseParam(slugParam, (await params).slug)
  const gallery = slug ? await getVideoGallery(await getPayloadClient(), slug) : null
  return gallery ? { title: gallery.title, description: gallery.description ?? undefined, alternates: { canonical: `/videos/${gallery.slug}` } } : {}
}

/** A video gallery: our clips and a YouTube playlist, one player, paging. */
export default async function VideoGalleryPage({ params }: Props) {
  const slug = parseParam(slugParam, (await params).slug)
  const gallery = slug ? await getVideoGallery(await getPayloadClient(), slug) : null
  if (!gallery) notFound()
  return (
    <section className="page-intro video-gallery-page">
      <h1>{gallery.title}</h1>
      {gallery.description ? <p>{gallery.description}</p> : null}
      <VideoGallery view={gallery} labels={videoGalleryLabels()} embedBase={youtubeEmbedBase()} />
    </section>
  )
}

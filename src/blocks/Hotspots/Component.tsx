import { ResponsiveImage } from '@/components/ResponsiveImage'
import { reshapePhoto } from '@/gallery/data/reshape'
import { photoImageProps } from '@/gallery/views/photoImage'
import type { HotspotsBlock as HotspotsBlockProps } from '@/payload-types'

import { Hotspots } from '../islands'
import { tooltipPlacement } from './placement'

export function HotspotsBlock({ heading, image, hotspots, id }: HotspotsBlockProps) {
  const photo = typeof image === 'object' && image ? reshapePhoto(image) : null
  if (!photo) return null
  return (
    <section className="block block-hotspots">
      {heading ? <h2>{heading}</h2> : null}
      <Hotspots
        idPrefix={`hotspot-${id ?? 'block'}`}
        image={<ResponsiveImage {...photoImageProps(photo)} sizes="(max-width: 1200px) 100vw, 1152px" className="hotspots-image" />}
        spots={(hotspots ?? []).map((spot) => ({ title: spot.title, text: spot.text ?? '', x: spot.x, y: spot.y, placement: tooltipPlacement(spot.x, spot.y) }))}
      />
    </section>
  )
}

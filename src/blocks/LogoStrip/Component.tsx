import { ResponsiveImage } from '@/components/ResponsiveImage'
import { reshapePhoto } from '@/gallery/data/reshape'
import { photoImageProps } from '@/gallery/views/photoImage'
import { isSafeHttpUrl } from '@/lib/urls'
import type { LogoStripBlock as LogoStripBlockProps } from '@/payload-types'

/** Client or partner logos in a row; each is named by its organisation (the alt text) and may link out. */
export function LogoStripBlock({ heading, logos }: LogoStripBlockProps) {
  const shown = (logos ?? []).flatMap((entry) => {
    const photo = typeof entry.logo === 'object' && entry.logo ? reshapePhoto(entry.logo) : null
    return photo ? [{ ...entry, photo }] : []
  })
  if (!shown.length) return null
  return (
    <section className="block block-logos">
      {heading ? <h2>{heading}</h2> : null}
      <ul className="logo-strip" data-stagger>
        {shown.map((entry, index) => {
          // No blurred placeholder: logos are drawn on transparency, and it would stay visible behind them.
          const image = <ResponsiveImage {...photoImageProps(entry.photo)} placeholder={null} alt={entry.name} sizes="160px" maxSourceWidth={640} className="logo-image" />
          const external = entry.url && isSafeHttpUrl(entry.url)
          return (
            <li key={entry.id ?? index} className="logo-item">
              {entry.url && (external || entry.url.startsWith('/')) ? (
                <a href={entry.url} {...(external ? { rel: 'noopener noreferrer' } : {})}>
                  {image}
                </a>
              ) : (
                image
              )}
            </li>
          )
        })}
      </ul>
    </section>
  )
}

import { ResponsiveImage } from '@/components/ResponsiveImage'
import { reshapePhoto } from '@/gallery/data/reshape'
import { photoImageProps } from '@/gallery/views/photoImage'
import type { TeamBlock as TeamBlockProps } from '@/payload-types'

export function TeamBlock({ heading, members }: TeamBlockProps) {
  if (!members?.length) return null
  return (
    <section className="block block-team">
      {heading ? <h2>{heading}</h2> : null}
      <ul className="team" data-stagger>
        {members.map((member, index) => {
          const photo = typeof member.photo === 'object' && member.photo ? reshapePhoto(member.photo) : null
          return (
            <li key={member.id ?? index} className="team-member">
              {photo ? <ResponsiveImage {...photoImageProps(photo)} alt="" width={480} height={480} sizes="(max-width: 640px) 50vw, 240px" cover maxSourceWidth={640} className="team-photo" /> : <span className="team-photo team-photo-blank" aria-hidden="true" />}
              <h3>{member.name}</h3>
              {member.role ? <p className="team-role">{member.role}</p> : null}
              {member.bio ? <p className="team-bio">{member.bio}</p> : null}
            </li>
          )
        })}
      </ul>
    </section>
  )
}

/** The info panel's options (the library's plugin shape: props with defaults, resolved once). */
export type InfoProps = {
  /** Where the panel sits over the photo. */
  position: string
  /** Always shown: then there is no button to hide it. */
  alwaysShown: boolean
  /** Show the photo's view count. */
  showViews: boolean
}

export const defaultInfoProps: InfoProps = { position: 'top-left', alwaysShown: false, showViews: false }

export const resolveInfoProps = (props: Partial<InfoProps> = {}): InfoProps => ({ ...defaultInfoProps, ...props })

import { SiteFormSection } from '@/forms/components/SiteFormBlock'
import type { FormBlock as FormBlockProps } from '@/payload-types'

import type { BlockPlacement } from '../types'

export function FormBlock({ form, heading, intro, placement }: FormBlockProps & { placement: BlockPlacement }) {
  const formId = typeof form === 'object' && form ? form.id : form
  if (typeof formId !== 'number') return null
  return <SiteFormSection formId={formId} heading={heading} intro={intro} source={placement.pagePath} />
}

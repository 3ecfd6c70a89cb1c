import type { GlobalConfig } from 'payload'

import { anyone, staff } from '@/access'
import { revalidateEverything } from '@/lib/revalidate'

import { syncWatermarksAfterSettingsChange } from '../watermark/hooks'
import { OPTION_GROUPS, OPTION_GROUP_NAMES, optionGroup } from '../options'

/** Site-wide defaults for every gallery; a gallery overrides a group with "Use own settings". */
export const GallerySettings: GlobalConfig = {
  slug: 'gallery-settings',
  label: 'Gallery settings',
  admin: { group: 'Settings' },
  access: { read: anyone, update: staff },
  hooks: { afterChange: [syncWatermarksAfterSettingsChange, ({ req, context }) => revalidateEverything({ context, payload: req.payload })] },
  fields: OPTION_GROUP_NAMES.map((name) => {
    const { label, specs, extra } = OPTION_GROUPS[name]
    return optionGroup(name, label, specs, extra)
  }),
}

'use client'

import { FieldDescription, PasswordField } from '@payloadcms/ui'
import type { TextFieldClientComponent } from 'payload'

/** The editor's own current password, typed hidden; checked on the server only when a password changes. */
export const CurrentPasswordField: TextFieldClientComponent = ({ field, path }) => (
  <div>
    <PasswordField autoComplete="current-password" field={field} path={path ?? field.name} validate={() => true} />
    {/* PasswordField shows no description of its own. */}
    <FieldDescription description={field.admin?.description} path={path ?? field.name} />
  </div>
)

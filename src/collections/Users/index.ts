import type { CollectionConfig } from 'payload'

import { ROLES, admins, adminField, adminsOrSelf, isAdminUser } from '@/access'

import { endOtherSessions, requireCurrentPassword } from './password'
import { clearSignInFailures, endSignInTurn, countFailedSignIn, throttleSignIn, tidySessions } from './signIn'

const production = process.env.NODE_ENV === 'production'

export const Users: CollectionConfig = {
  slug: 'users',
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['name', 'email', 'roles'],
    group: 'Settings',
  },
  auth: {
    tokenExpiration: 60 * 60 * 8,
    // No account lock (anyone could keep staff out with five bad passwords): sign-ins are throttled
    // per address and slowed per account instead (./signIn.ts).
    maxLoginAttempts: 0,
    cookies: { secure: production, sameSite: 'Lax' },
  },
  access: {
    // Only admins manage accounts; everyone signed in may read and edit their own.
    admin: ({ req }) => Boolean(req.user),
    create: admins,
    read: adminsOrSelf,
    update: adminsOrSelf,
    delete: admins,
    unlock: admins,
  },
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 120 },
    {
      name: 'roles',
      type: 'select',
      hasMany: true,
      required: true,
      defaultValue: ['editor'],
      saveToJWT: true,
      options: ROLES.map((role) => ({ label: role === 'admin' ? 'Admin' : 'Editor', value: role })),
      // Nobody promotes themselves: only admins change roles.
      access: { create: adminField, update: adminField },
      admin: { description: 'Admins manage accounts and settings; editors manage content.' },
    },
    {
      // Asked for, and checked, only when a password changes (./password.ts); never stored.
      name: 'currentPassword',
      type: 'text',
      virtual: true,
      label: 'Your current password',
      admin: {
        condition: (data) => Boolean(data?.id),
        description: 'Needed to change a password: type your own current password, then Save.',
        components: { Field: '@/collections/Users/CurrentPasswordField#CurrentPasswordField' },
      },
    },
  ],
  hooks: {
    beforeOperation: [throttleSignIn, requireCurrentPassword],
    afterError: [countFailedSignIn],
    afterLogin: [clearSignInFailures, tidySessions, endSignInTurn],
    afterChange: [endOtherSessions],
    beforeChange: [
      // The very first account (created through the admin's first-user screen) is an admin.
      async ({ data, operation, req }) => {
        if (operation !== 'create' || isAdminUser(req.user)) return data
        const { totalDocs } = await req.payload.count({ collection: 'users', req, overrideAccess: true })
        if (totalDocs === 0) return { ...data, roles: ['admin'] }
        return data
      },
    ],
  },
  timestamps: true,
}

import type { CollectionConfig } from 'payload'

import { ROLES, admins, adminField, adminsOrSelf, isAdminUser } from '@/access'

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
    maxLoginAttempts: 5,
    lockTime: 15 * 60 * 1000,
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
  ],
  hooks: {
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

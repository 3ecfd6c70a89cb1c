import type { Access, FieldAccess, PayloadRequest, Where } from 'payload'

/** Roles an account can hold. Admins manage people and settings; editors manage content. */
export const ROLES = ['admin', 'editor'] as const
export type Role = (typeof ROLES)[number]

type RequestUser = PayloadRequest['user']

export function hasRole(user: RequestUser, role: Role): boolean {
  return Boolean(user && 'roles' in user && Array.isArray(user.roles) && user.roles.includes(role))
}

export const isAdminUser = (user: RequestUser): boolean => hasRole(user, 'admin')
export const isStaffUser = (user: RequestUser): boolean => hasRole(user, 'admin') || hasRole(user, 'editor')

export const anyone: Access = () => true
export const admins: Access = ({ req }) => isAdminUser(req.user)
export const staff: Access = ({ req }) => isStaffUser(req.user)

/** Visitors see published documents only; staff see drafts too. */
export const publishedOrStaff: Access = ({ req }) => {
  if (isStaffUser(req.user)) return true
  const published: Where = { _status: { equals: 'published' } }
  return published
}

/** Admins read everyone; other signed-in users read only their own account. */
export const adminsOrSelf: Access = ({ req }) => {
  if (isAdminUser(req.user)) return true
  if (req.user) return { id: { equals: req.user.id } }
  return false
}

export const staffField: FieldAccess = ({ req }) => isStaffUser(req.user)
export const adminField: FieldAccess = ({ req }) => isAdminUser(req.user)

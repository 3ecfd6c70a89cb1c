import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test'

import { ADMIN, adminSession, apiLogin } from './e2e'

/**
 * What most specs set up before a visitor arrives, as Playwright fixtures: an admin's REST client
 * (signed in once per use) that creates, changes and uploads content and fails the test with the
 * server's words when a write is refused; and a page already signed in to the admin.
 */
export type AdminApi = {
  /** The admin's Authorization header, for a request the helpers below do not cover. */
  headers: { Authorization: string }
  /** POST /api/<collection>: the created document (201 expected). */
  create<T extends { id: number } = { id: number }>(collection: string, data: Record<string, unknown>): Promise<T>
  /** As create, published (`_status: 'published'`): what visitors may see. */
  publish<T extends { id: number } = { id: number }>(collection: string, data: Record<string, unknown>): Promise<T>
  /** PATCH /api/<collection>/<id>: the changed document (200 expected). */
  update<T extends { id: number } = { id: number }>(collection: string, id: number, data: Record<string, unknown>): Promise<T>
  /** POST /api/globals/<slug>: the saved global (200 expected). */
  global(slug: string, data: Record<string, unknown>): Promise<Record<string, unknown>>
  /** An upload (media, audio, clips): the file and the document's fields. */
  upload<T extends { id: number } = { id: number }>(collection: string, file: { name: string; mimeType: string; buffer: Buffer }, data?: Record<string, unknown>): Promise<T>
}

export async function adminApi(request: APIRequestContext, account = ADMIN): Promise<AdminApi> {
  const headers = { Authorization: `JWT ${await apiLogin(request, account.email, account.password)}` }
  const expectDoc = async <T>(response: Awaited<ReturnType<APIRequestContext['post']>>, status: number, what: string): Promise<T> => {
    const text = await response.text()
    expect(response.status(), `${what}: ${text}`).toBe(status)
    const body = JSON.parse(text) as { doc?: T; result?: T }
    return (body.doc ?? body.result ?? body) as T
  }
  const api: AdminApi = {
    headers,
    create: (collection, data) => request.post(`/api/${collection}`, { headers, data }).then((response) => expectDoc(response, 201, `create ${collection}`)),
    publish: (collection, data) => api.create(collection, { _status: 'published', ...data }),
    update: (collection, id, data) => request.patch(`/api/${collection}/${id}`, { headers, data }).then((response) => expectDoc(response, 200, `update ${collection} ${id}`)),
    global: (slug, data) => request.post(`/api/globals/${slug}`, { headers, data }).then((response) => expectDoc(response, 200, `save ${slug}`)),
    upload: (collection, file, data = {}) =>
      request.post(`/api/${collection}`, { headers, multipart: { file, _payload: JSON.stringify(data) } }).then((response) => expectDoc(response, 201, `upload to ${collection}`)),
  }
  return api
}

export const test = base.extend<{ admin: AdminApi; signedIn: Page }>({
  // Playwright names the second argument `use`; called `provide` here so React's lint rule for hooks leaves it alone.
  admin: async ({ request }, provide) => {
    await provide(await adminApi(request))
  },
  /** The test's page, signed in to the admin as the admin. */
  signedIn: async ({ page }, provide) => {
    await adminSession(page)
    await provide(page)
  },
})

export { expect }

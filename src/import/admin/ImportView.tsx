import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import type { AdminViewServerProps } from 'payload'

import { isAdminUser } from '@/access'
import { getEnv } from '@/lib/env'

import { ImportForms } from './ImportForms.client'
import { ZipImport } from './ZipDrop.client'

/** /admin/import: the importers, for admins (the endpoints check this again). */
export async function ImportView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req } = initPageResult
  const runs = isAdminUser(req.user) ? await req.payload.find({ collection: 'import-runs', sort: '-createdAt', limit: 10, depth: 0, overrideAccess: true }) : null
  const accounts = runs ? await req.payload.find({ collection: 'instagram-sources', sort: 'username', limit: 50, depth: 0, overrideAccess: false, user: req.user }) : null
  const galleries = runs ? await req.payload.find({ collection: 'galleries', sort: 'title', limit: 1000, depth: 0, draft: true, overrideAccess: false, user: req.user, select: { title: true, _status: true } }) : null
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={initPageResult.locale}
      params={params}
      payload={req.payload}
      permissions={initPageResult.permissions}
      searchParams={searchParams}
      user={req.user || undefined}
      visibleEntities={initPageResult.visibleEntities}
    >
      <Gutter className="import-view">
        <h1>Import</h1>
        {runs ? (
          <>
          <ZipImport galleries={(galleries?.docs ?? []).map((gallery) => ({ id: gallery.id, title: gallery.title, draft: gallery._status === 'draft' }))} />
          <ImportForms
            recent={runs.docs.map((run) => ({ id: run.id, status: run.status, source: run.source ?? '', createdAt: run.createdAt }))}
            instagram={{
              canExchange: Boolean(getEnv().INSTAGRAM_APP_SECRET),
              accounts: (accounts?.docs ?? []).map((account) => ({
                id: account.id,
                username: account.username,
                tokenStatus: account.tokenStatus ?? 'valid',
                tokenExpiresAt: account.tokenExpiresAt ?? null,
                lastMessage: account.lastMessage ?? null,
                keepUpdated: Boolean(account.keepUpdated),
              })),
            }}
          />
          </>
        ) : (
          <p role="alert">Only admins may run imports.</p>
        )}
      </Gutter>
    </DefaultTemplate>
  )
}

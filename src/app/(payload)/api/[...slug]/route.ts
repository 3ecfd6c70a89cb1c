/* THIS FILE WAS GENERATED AUTOMATICALLY BY PAYLOAD. */
/* DO NOT MODIFY IT BECAUSE IT COULD BE REWRITTEN AT ANY TIME. */
import config from '@payload-config'
import '@payloadcms/next/css'
import {
  REST_DELETE,
  REST_GET,
  REST_OPTIONS,
  REST_PATCH,
  REST_POST,
  REST_PUT,
} from '@payloadcms/next/routes'

import { noEmailVerification, quietAccess } from '@/lib/security/apiGuards'
import { privateWhenCredentialed } from '@/lib/security/credentialedCaching'

// Ours: answers to a signed-in editor (stored files, accounts, orders) and sign-ins' answers must
// not be kept by shared caches.
export const GET = privateWhenCredentialed(quietAccess(REST_GET(config)))
export const POST = privateWhenCredentialed(noEmailVerification(REST_POST(config)))
export const DELETE = privateWhenCredentialed(REST_DELETE(config))
export const PATCH = privateWhenCredentialed(REST_PATCH(config))
export const PUT = privateWhenCredentialed(REST_PUT(config))
export const OPTIONS = REST_OPTIONS(config)

// Ours: Payload routes by method and has no HEAD endpoints, so Next's automatic HEAD (GET's handler
// with the HEAD method) answered 404 for every file. A HEAD is answered as the GET would be; Node
// sends its headers only.
export const HEAD: typeof GET = (request, context) => GET(new Request(request, { method: 'GET' }), context)

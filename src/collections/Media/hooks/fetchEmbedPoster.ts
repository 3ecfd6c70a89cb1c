import type { CollectionBeforeOperationHook } from 'payload'

import { isStaffUser } from '@/access'
import { UploadRejectedError } from '@/lib/uploadError'
import { canFetchPoster, fetchEmbedPoster } from '@/video/posters'
import { EMBED_PROVIDERS, isEmbedProvider, isProviderUrl } from '@/video/providers'

/**
 * An embed added without a poster gets the provider's own (YouTube's largest still), fetched here and
 * handed to the upload checks like any upload. When none can be fetched the editor is asked for one
 * and nothing is stored.
 */
export const fetchPosterForEmbed: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'create' || req.file) return args
  if (req.payloadAPI !== 'local' && !isStaffUser(req.user)) return args
  const data = (args as { data?: { kind?: unknown; embed?: { provider?: unknown; url?: unknown } } }).data
  const provider = data?.embed?.provider
  const url = data?.embed?.url
  // Anything malformed is left to the fields' own validation messages.
  if (data?.kind !== 'embed' || !isEmbedProvider(provider) || typeof url !== 'string' || !isProviderUrl(provider, url)) return args
  if (!canFetchPoster(provider)) return args
  const poster = await fetchEmbedPoster(provider, url)
  if (!poster) throw new UploadRejectedError(`No poster could be fetched for this ${EMBED_PROVIDERS[provider].label}. Upload a poster image with it.`, 400)
  req.file = { data: poster.data, mimetype: poster.mimetype, name: poster.name, size: poster.size }
  return args
}

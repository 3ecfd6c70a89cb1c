/**
 * The visitor's address, for rate limits and hashed-IP rules. Only the app's own server
 * (scripts/lib/serve.ts) may set CLIENT_IP_HEADER: it overwrites whatever a visitor sent with the
 * address it trusts (the socket, or the entry TRUSTED_PROXY_HOPS proxies in). Without that server
 * (`next dev`), the last X-Forwarded-For entry is used: the one Next adds itself.
 */
export const CLIENT_IP_HEADER = 'x-atrium-client-ip'

const MAX_LENGTH = 64

/** The address `hops` trusted proxies in from the socket: each proxy appends the address it saw. */
export function trustedAddress(forwardedFor: string | undefined, socketAddress: string | undefined, hops: number): string {
  const chain = [...(forwardedFor ?? '').split(','), socketAddress ?? ''].map((part) => part.trim()).filter(Boolean)
  if (chain.length === 0) return 'unknown'
  // The entry `hops` places from the right; a shorter chain than promised means no proxy was there.
  return normalise(chain[Math.max(0, chain.length - 1 - hops)]!)
}

/** IPv4-mapped IPv6 (::ffff:1.2.3.4) as plain IPv4, so one visitor has one key. */
function normalise(address: string): string {
  const plain = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '').slice(0, MAX_LENGTH)
  return /^[0-9a-f:.]+$/i.test(plain) ? plain.toLowerCase() : 'unknown'
}

export function clientIp(headers: Headers): string {
  const trusted = headers.get(CLIENT_IP_HEADER)
  if (trusted) return normalise(trusted)
  return trustedAddress(headers.get('x-forwarded-for') ?? undefined, undefined, 0)
}

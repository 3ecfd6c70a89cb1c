import dns from 'node:dns'
import http from 'node:http'
import https from 'node:https'
import net from 'node:net'

import { getEnv } from '@/lib/env'

/**
 * Outbound requests to addresses that come from outside (an API's media links, its paging links):
 * only allowed hosts, only public addresses — every address a name resolves to is checked, and the
 * connection goes to the address that was checked — redirects re-checked hop by hop, and caps on
 * bytes and time. Hosts listed in OUTBOUND_ALLOW_HOSTS (host:port, for local stand-ins in tests) may
 * be private and plain http; nothing else may.
 */

/** Refused by our own rules (host, address, size, type): the reason is in words, and nothing was stored. */
export class OutboundRefused extends Error {}
/** No answer: refused connection, timeout, a reset mid-body. */
export class OutboundUnreachable extends Error {}

// Special-purpose ranges (IANA registries): private, loopback, link-local, shared, documentation,
// benchmarking, multicast, reserved. None of them is a public web server.
const blocked = new net.BlockList()
for (const [address, prefix] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12],
  ['192.0.0.0', 24], ['192.0.2.0', 24], ['192.88.99.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['198.51.100.0', 24],
  ['203.0.113.0', 24], ['224.0.0.0', 4], ['240.0.0.0', 4],
] as const) blocked.addSubnet(address, prefix, 'ipv4')
for (const [address, prefix] of [
  ['::', 128], ['::1', 128], ['64:ff9b::', 96], ['64:ff9b:1::', 48], ['100::', 64], ['2001::', 23], ['2001:db8::', 32], ['2002::', 16], ['fc00::', 7], ['fe80::', 10], ['fec0::', 10], ['ff00::', 8],
] as const) blocked.addSubnet(address, prefix, 'ipv6')

/** Whether an IP address is outside the public internet (IPv4-mapped IPv6 addresses are checked as IPv4). */
export function isPrivateAddress(address: string): boolean {
  const family = net.isIP(address)
  if (family === 4) return blocked.check(address, 'ipv4')
  if (family !== 6) return true
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
  if (mapped) return blocked.check(mapped[1]!, 'ipv4')
  return blocked.check(address, 'ipv6')
}

export type SafeFetchOptions = {
  /** Whether a host name may be fetched from at all (the API's host, the media CDN's hosts). */
  allowHost: (hostname: string) => boolean
  maxBytes: number
  timeoutMs: number
  maxRedirects?: number
  headers?: Record<string, string>
  /** host:port pairs exempt from the address check; OUTBOUND_ALLOW_HOSTS by default. */
  exempt?: readonly string[]
}
export type SafeResponse = { status: number; contentType: string; body: Buffer; url: string }

/** A byte cap in words. */
const sizeWords = (bytes: number) => (bytes >= 1024 * 1024 ? `${Math.round(bytes / 1024 / 1024)} MB` : `${Math.ceil(bytes / 1024)} KB`)

const portOf = (url: URL) => url.port || (url.protocol === 'https:' ? '443' : '80')

/** Whether the URL's host:port is a listed stand-in, exempt from the address check. */
const isExempt = (url: URL, options: Pick<SafeFetchOptions, 'exempt'>) => (options.exempt ?? getEnv().OUTBOUND_ALLOW_HOSTS).includes(`${url.hostname}:${portOf(url)}`)

/** Why a URL may not be fetched, or null. */
export function urlProblem(url: URL, options: Pick<SafeFetchOptions, 'allowHost' | 'exempt'>, exempt = isExempt(url, options)): string | null {
  if (url.protocol !== 'https:' && !(exempt && url.protocol === 'http:')) return 'only https addresses are fetched'
  if (url.username || url.password) return 'addresses with a user name are not fetched'
  const host = url.hostname.replace(/^\[|\]$/g, '')
  if (!options.allowHost(host.toLowerCase())) return `${host} is not a host we fetch from`
  if (!exempt && net.isIP(host) && isPrivateAddress(host)) return `${host} is a private address`
  return null
}

/** A DNS lookup that refuses when any address of the name is private (so a rebinding name cannot switch between checks). */
function checkedLookup(exempt: boolean): net.LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { all: true, family: options.family, hints: options.hints }, (error, addresses) => {
      if (error) return callback(error, '', 4)
      const list = addresses as dns.LookupAddress[]
      const bad = exempt ? undefined : list.find((entry) => isPrivateAddress(entry.address))
      if (bad || !list.length) return callback(Object.assign(new OutboundRefused(`${hostname} resolves to a private address`), { code: 'EPRIVATE' }), '', 4)
      if ((options as { all?: boolean }).all) return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, list)
      callback(null, list[0]!.address, list[0]!.family)
    })
  }
}

function once(url: URL, options: SafeFetchOptions, deadline: number, exempt: boolean): Promise<SafeResponse & { location?: string }> {
  const client = url.protocol === 'https:' ? https : http
  return new Promise((resolve, reject) => {
    const left = deadline - Date.now()
    if (left <= 0) return reject(new OutboundUnreachable('no answer in time'))
    const request = client.request(url, { method: 'GET', headers: { 'User-Agent': 'Atrium importer', ...options.headers }, lookup: checkedLookup(exempt), agent: false, timeout: left })
    const timer = setTimeout(() => request.destroy(new OutboundUnreachable('no answer in time')), left)
    request.on('timeout', () => request.destroy(new OutboundUnreachable('no answer in time')))
    request.on('error', (error) => {
      clearTimeout(timer)
      const cause = (error as { cause?: unknown }).cause
      if (error instanceof OutboundRefused || error instanceof OutboundUnreachable) reject(error)
      else if (cause instanceof OutboundRefused) reject(cause)
      else reject(new OutboundUnreachable(`no answer (${(error as NodeJS.ErrnoException).code ?? 'connection failed'})`))
    })
    request.on('response', (response) => {
      const status = response.statusCode ?? 0
      const location = response.headers.location
      if (status >= 300 && status < 400 && location) {
        response.resume()
        clearTimeout(timer)
        return resolve({ status, contentType: '', body: Buffer.alloc(0), url: url.toString(), location })
      }
      const declared = Number(response.headers['content-length'])
      if (Number.isFinite(declared) && declared > options.maxBytes) {
        clearTimeout(timer)
        request.destroy()
        return reject(new OutboundRefused(`the file is larger than ${sizeWords(options.maxBytes)}`))
      }
      const chunks: Buffer[] = []
      let size = 0
      let over = false
      response.on('data', (chunk: Buffer) => {
        if (over) return
        size += chunk.byteLength
        if (size <= options.maxBytes) return void chunks.push(chunk)
        over = true
        clearTimeout(timer)
        response.destroy()
        reject(new OutboundRefused(`the file is larger than ${sizeWords(options.maxBytes)}`))
      })
      response.on('end', () => {
        clearTimeout(timer)
        if (!over) resolve({ status, contentType: String(response.headers['content-type'] ?? ''), body: Buffer.concat(chunks), url: url.toString() })
      })
      response.on('aborted', () => request.destroy(new OutboundUnreachable('the answer was cut off')))
      response.on('error', () => reject(new OutboundUnreachable('the answer was cut off')))
    })
    request.end()
  })
}

/** GET with the checks above; the answer's body is read whole (within maxBytes). */
export async function safeFetch(address: string, options: SafeFetchOptions): Promise<SafeResponse> {
  let url: URL
  try {
    url = new URL(address)
  } catch {
    throw new OutboundRefused('the address is not valid')
  }
  const deadline = Date.now() + options.timeoutMs
  for (let hop = 0; ; hop++) {
    const exempt = isExempt(url, options)
    const problem = urlProblem(url, options, exempt)
    if (problem) throw new OutboundRefused(hop ? `it redirects elsewhere: ${problem}` : problem)
    const response = await once(url, options, deadline, exempt)
    if (!response.location) return response
    if (hop >= (options.maxRedirects ?? 3)) throw new OutboundRefused('too many redirects')
    try {
      url = new URL(response.location, url)
    } catch {
      throw new OutboundRefused('it redirects to an address that is not valid')
    }
  }
}

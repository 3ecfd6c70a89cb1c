import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'

/**
 * Node's request and response objects to and from the web's Request and Response, for handlers
 * written against the web API (route handlers) that our own server also calls directly.
 */

export class BodyTooLarge extends Error {
  constructor(readonly limit: number) {
    super(`The request body is larger than ${limit} bytes.`)
  }
}

/** Reads at most `limit` bytes of the body; a larger body rejects with BodyTooLarge and is not read further. */
export function readBody(request: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const declared = Number(request.headers['content-length'] ?? 0)
    if (declared > limit) {
      request.resume()
      reject(new BodyTooLarge(limit))
      return
    }
    const chunks: Buffer[] = []
    let size = 0
    request.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > limit) {
        request.removeAllListeners('data')
        request.resume()
        reject(new BodyTooLarge(limit))
      } else chunks.push(chunk)
    })
    request.once('end', () => resolve(Buffer.concat(chunks)))
    request.once('error', reject)
  })
}

/** A web Request for a Node request whose body was already read. */
export function toWebRequest(request: IncomingMessage, body: Buffer | null): Request {
  const headers = new Headers()
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name.startsWith(':')) continue
    if (Array.isArray(value)) for (const each of value) headers.append(name, each)
    else headers.set(name, value)
  }
  const host = request.headers.host ?? 'localhost'
  const hasBody = body !== null && request.method !== 'GET' && request.method !== 'HEAD'
  return new Request(new URL(request.url ?? '/', `http://${host}`), { method: request.method, headers, body: hasBody ? new Uint8Array(body) : undefined })
}

/** Writes a web Response (status, headers including each Set-Cookie, body) to a Node response. */
export async function sendWebResponse(answer: Response, request: IncomingMessage, response: ServerResponse, extraHeaders: OutgoingHttpHeaders = {}): Promise<void> {
  const headers: OutgoingHttpHeaders = { ...extraHeaders }
  answer.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value
  })
  const cookies = answer.headers.getSetCookie()
  if (cookies.length > 0) headers['set-cookie'] = cookies
  const body = Buffer.from(await answer.arrayBuffer())
  headers['content-length'] = body.length
  response.writeHead(answer.status, headers)
  response.end(request.method === 'HEAD' ? undefined : body)
}

import http from 'node:http'

/** A raw request (fetch would undo the gzip): status, headers and the bytes as sent. */
export function rawGet(url: string, headers: http.OutgoingHttpHeaders = { 'accept-encoding': 'gzip, deflate, br' }, method = 'GET') {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const request = http.request(url, { method, headers }, (response) => {
      const parts: Buffer[] = []
      response.on('data', (part: Buffer) => parts.push(part))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(parts) }))
    })
    request.on('error', reject)
    request.end()
  })
}

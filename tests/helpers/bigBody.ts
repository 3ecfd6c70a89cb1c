import http from 'node:http'

export type BigBodyAnswer = { status: number; body: string; sent: number; ms: number }

/**
 * Sends `total` bytes of `x` to `url` in 64 KB chunks, chunked (no length) unless `declare`, and
 * stops sending once the server answers: what a client learns, and how much it got to send.
 */
export function sendBigBody(url: string, total: number, { declare = false, method = 'POST', headers = {} }: { declare?: boolean; method?: string; headers?: Record<string, string> } = {}): Promise<BigBodyAnswer> {
  const started = Date.now()
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, headers: { 'Content-Type': 'application/json', ...(declare ? { 'Content-Length': String(total) } : {}), ...headers } })
    let sent = 0
    let answered = false
    const chunk = Buffer.alloc(64 * 1024, 120)
    const pump = () => {
      while (!answered && sent < total) {
        const part = chunk.subarray(0, Math.min(chunk.length, total - sent))
        sent += part.length
        if (!request.write(part)) return void request.once('drain', pump)
      }
      if (!answered) request.end()
    }
    request.on('response', (response) => {
      answered = true
      let body = ''
      response.setEncoding('utf8')
      response.on('data', (part: string) => (body += part))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body, sent, ms: Date.now() - started }))
      response.on('error', () => resolve({ status: response.statusCode ?? 0, body, sent, ms: Date.now() - started }))
    })
    // The server closes the connection after its 413; a client still writing may hear of that first.
    request.on('error', (error) => (answered ? undefined : reject(error)))
    pump()
  })
}

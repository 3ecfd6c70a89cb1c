import crypto from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A small S3-compatible server on loopback for the tests, answering the object calls Payload's
 * storage adapter makes, as S3's REST API documents them (path-style addresses,
 * `/<bucket>/<key>`): PutObject, GetObject (with a single byte Range), HeadObject, DeleteObject,
 * ListObjectsV2 and DeleteObjects.
 * Signatures are not checked. Bodies the SDK sends `aws-chunked` (streamed, with a trailing
 * checksum) are decoded. Missing keys answer 404 with S3's XML error.
 */
export type StoredObject = { body: Buffer; contentType: string; etag: string; lastModified: Date }
export type FakeS3 = { endpoint: string; objects: Map<string, StoredObject>; requests: string[]; close: () => Promise<void> }

/** Decodes the aws-chunked body encoding: `<hex size>[;chunk-signature=…]\r\n<data>\r\n` … `0\r\n<trailers>\r\n\r\n`. */
function decodeAwsChunked(raw: Buffer): Buffer {
  const parts: Buffer[] = []
  let offset = 0
  for (;;) {
    const lineEnd = raw.indexOf('\r\n', offset)
    if (lineEnd < 0) throw new Error('malformed aws-chunked body')
    const size = parseInt(raw.subarray(offset, lineEnd).toString('latin1').split(';')[0]!, 16)
    if (!Number.isFinite(size)) throw new Error('malformed aws-chunked body')
    if (size === 0) return Buffer.concat(parts)
    parts.push(raw.subarray(lineEnd + 2, lineEnd + 2 + size))
    offset = lineEnd + 2 + size + 2
  }
}

const xmlError = (code: string, message: string, key: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message><Key>${key.replace(/[<>&]/g, '')}</Key></Error>`

export async function startFakeS3(bucket: string): Promise<FakeS3> {
  const objects = new Map<string, StoredObject>()
  const requests: string[] = []
  const server = http.createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://s3.local')
    const [, bucketName, ...keyParts] = url.pathname.split('/')
    const key = decodeURIComponent(keyParts.join('/'))
    requests.push(`${request.method} ${key}`)
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const notFound = (code: string, message: string) => {
      response.writeHead(404, { 'content-type': 'application/xml' })
      response.end(request.method === 'HEAD' ? undefined : xmlError(code, message, key))
    }
    if (bucketName !== bucket) return notFound('NoSuchBucket', 'The specified bucket does not exist.')

    // ListObjectsV2 on the bucket: keys under a prefix, in order, a page at a time.
    if (request.method === 'GET' && key === '' && url.searchParams.get('list-type') === '2') {
      const prefix = url.searchParams.get('prefix') ?? ''
      const max = Math.min(1000, Number(url.searchParams.get('max-keys') ?? 1000))
      const after = url.searchParams.get('continuation-token') ?? url.searchParams.get('start-after') ?? ''
      const keys = [...objects.keys()].filter((name) => name.startsWith(prefix) && name > after).sort()
      const page = keys.slice(0, max)
      const truncated = keys.length > page.length
      const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
      response.writeHead(200, { 'content-type': 'application/xml' })
      return response.end(
        `<?xml version="1.0" encoding="UTF-8"?>\n<ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Name>${bucket}</Name><Prefix>${escape(prefix)}</Prefix><KeyCount>${page.length}</KeyCount><MaxKeys>${max}</MaxKeys><IsTruncated>${truncated}</IsTruncated>` +
          (truncated ? `<NextContinuationToken>${escape(page.at(-1)!)}</NextContinuationToken>` : '') +
          page.map((name) => `<Contents><Key>${escape(name)}</Key><Size>${objects.get(name)!.body.length}</Size><ETag>${escape(objects.get(name)!.etag)}</ETag></Contents>`).join('') +
          '</ListBucketResult>',
      )
    }
    // DeleteObjects: POST /<bucket>?delete with the keys in an XML body.
    if (request.method === 'POST' && key === '' && url.searchParams.has('delete')) {
      const keys = [...Buffer.concat(chunks).toString('utf8').matchAll(/<Key>([^<]*)<\/Key>/g)].map((match) => match[1]!.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&'))
      for (const name of keys) objects.delete(name)
      response.writeHead(200, { 'content-type': 'application/xml' })
      return response.end('<?xml version="1.0" encoding="UTF-8"?>\n<DeleteResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"></DeleteResult>')
    }
    if (request.method === 'PUT') {
      const raw = Buffer.concat(chunks)
      const chunked = String(request.headers['content-encoding'] ?? '').includes('aws-chunked') || String(request.headers['x-amz-content-sha256'] ?? '').startsWith('STREAMING-')
      const body = chunked ? decodeAwsChunked(raw) : raw
      const etag = `"${crypto.createHash('md5').update(body).digest('hex')}"`
      objects.set(key, { body, contentType: String(request.headers['content-type'] ?? 'application/octet-stream'), etag, lastModified: new Date() })
      response.writeHead(200, { etag })
      return response.end()
    }
    if (request.method === 'DELETE') {
      objects.delete(key)
      response.writeHead(204)
      return response.end()
    }
    if (request.method === 'GET' || request.method === 'HEAD') {
      const object = objects.get(key)
      if (!object) return notFound('NoSuchKey', 'The specified key does not exist.')
      const headers: Record<string, string> = {
        'content-type': object.contentType,
        etag: object.etag,
        'last-modified': object.lastModified.toUTCString(),
        'accept-ranges': 'bytes',
      }
      const range = /^bytes=(\d+)-(\d*)$/.exec(String(request.headers.range ?? ''))
      if (range) {
        const start = Number(range[1])
        const end = Math.min(range[2] ? Number(range[2]) : object.body.length - 1, object.body.length - 1)
        const slice = object.body.subarray(start, end + 1)
        response.writeHead(206, { ...headers, 'content-length': String(slice.length), 'content-range': `bytes ${start}-${end}/${object.body.length}` })
        return response.end(request.method === 'HEAD' ? undefined : slice)
      }
      response.writeHead(200, { ...headers, 'content-length': String(object.body.length) })
      return response.end(request.method === 'HEAD' ? undefined : object.body)
    }
    response.writeHead(501, { 'content-type': 'application/xml' })
    response.end(xmlError('NotImplemented', 'A header you provided implies functionality that is not implemented.', key))
  })
  server.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  const { port } = server.address() as AddressInfo
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

import { once } from 'node:events'
import type { AddressInfo } from 'node:net'

import { simpleParser, type ParsedMail } from 'mailparser'
import { SMTPServer } from 'smtp-server'

/**
 * A real SMTP server on loopback in the test process: what the site sends arrives here and is
 * parsed (headers, text, links). `failNext(n)` answers the next n messages with a temporary error,
 * as a mail server that is down or overloaded would.
 */
export type TestSmtp = {
  port: number
  mails: ParsedMail[]
  failNext: (count: number) => void
  /** Resolves with the first message (already received or still to come) that matches. */
  waitFor: (match: (mail: ParsedMail) => boolean, timeoutMs?: number) => Promise<ParsedMail>
  close: () => Promise<void>
}

export async function startSmtp({ host = '127.0.0.1', port = 0 }: { host?: string; port?: number } = {}): Promise<TestSmtp> {
  const mails: ParsedMail[] = []
  const waiters: { match: (mail: ParsedMail) => boolean; resolve: (mail: ParsedMail) => void }[] = []
  let failures = 0
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      if (failures > 0) {
        failures--
        stream.resume()
        stream.on('end', () => callback(Object.assign(new Error('Service not available, try again later'), { responseCode: 421 })))
        return
      }
      simpleParser(stream)
        .then((mail) => {
          mails.push(mail)
          for (const waiter of [...waiters]) {
            if (waiter.match(mail)) {
              waiters.splice(waiters.indexOf(waiter), 1)
              waiter.resolve(mail)
            }
          }
          callback()
        })
        .catch((error: Error) => callback(error))
    },
  })
  server.listen(port, host)
  await once(server.server, 'listening')
  return {
    port: (server.server.address() as AddressInfo).port,
    mails,
    failNext: (count) => {
      failures = count
    },
    waitFor: (match, timeoutMs = 15_000) => {
      const found = mails.find(match)
      if (found) return Promise.resolve(found)
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`No matching e-mail within ${timeoutMs} ms (${mails.length} received)`)), timeoutMs)
        waiters.push({ match, resolve: (mail) => (clearTimeout(timer), resolve(mail)) })
      })
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

/** The addresses of a parsed header (To, Cc, Reply-To) as plain strings. */
export function addressesOf(field: ParsedMail['to'] | ParsedMail['replyTo']): string[] {
  if (!field) return []
  const list = Array.isArray(field) ? field : [field]
  return list.flatMap((entry) => entry.value.map((address) => address.address ?? ''))
}

/** A header exactly as it was sent (mailparser folds List-* headers into a structure of its own). */
export function rawHeader(mail: ParsedMail, name: string): string | null {
  const line = mail.headerLines.find((entry) => entry.key === name.toLowerCase())
  return line ? line.line.slice(line.line.indexOf(':') + 1).replace(/\r?\n\s+/g, ' ').trim() : null
}

import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'

import type { Payload } from 'payload'

import { t } from '@/lib/messages'
import { BodyTooLarge, readBody, sendWebResponse, toWebRequest } from '@/lib/server/webBridge'

import { problem } from './respond'
import { engagementEndpoint } from './routes'

/** More than any endpoint reads (readJson stops at 16 KB); larger bodies are refused unread. */
const BODY_LIMIT = 64 * 1024

/**
 * Answers the engagement endpoints straight from our own server (see routes.ts): returns false for
 * every other request, which then goes to Next. `headers` are the security headers Next would add.
 */
export function directEngagement(payload: () => Promise<Payload>, headers: OutgoingHttpHeaders) {
  return function answerDirectly(request: IncomingMessage, response: ServerResponse): boolean {
    const url = request.url ?? '/'
    const query = url.indexOf('?')
    const endpoint = engagementEndpoint(request.method, query === -1 ? url : url.slice(0, query))
    if (!endpoint) return false
    void answer(endpoint, payload, request, response, headers)
    return true
  }
}

async function answer(endpoint: NonNullable<ReturnType<typeof engagementEndpoint>>, payload: () => Promise<Payload>, request: IncomingMessage, response: ServerResponse, headers: OutgoingHttpHeaders): Promise<void> {
  let answer: Response
  try {
    const body = request.method === 'GET' || request.method === 'HEAD' ? null : await readBody(request, BODY_LIMIT)
    answer = await endpoint(await payload(), toWebRequest(request, body))
  } catch (error) {
    if (error instanceof BodyTooLarge) answer = problem(413, t('request.tooLarge'))
    else {
      console.error(`[engagement] ${request.method} ${request.url} failed:`, error)
      answer = problem(500, t('request.failed'))
    }
  }
  try {
    await sendWebResponse(answer, request, response, headers)
  } catch {
    // The visitor went away; nothing to tell them.
    response.destroy()
  }
}

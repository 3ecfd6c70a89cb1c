import type { Env } from './env'

/** The origins a chat widget's script may come from (the operator's CHAT_SCRIPT_ORIGINS), for the CSP too. */
export function chatOrigins(env: Env): string[] {
  return env.CHAT_SCRIPT_ORIGINS
}

/**
 * Why a chat script address cannot be used, in a sentence for the editor, or null when it can: it
 * must be https (http only for this machine's own addresses) and on an origin the operator allowed.
 */
export function chatScriptProblem(value: unknown, env: Env): string | null {
  if (typeof value !== 'string' || value.trim() === '') return 'Enter the address of the chat service’s script.'
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return 'Enter a full address starting with https://.'
  }
  const loopback = /^(127\.\d+\.\d+\.\d+|localhost|\[::1\])$/.test(url.hostname)
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback)) return 'Enter a full address starting with https://.'
  if (url.username || url.password) return 'The address must not contain a user name or password.'
  if (!chatOrigins(env).includes(url.origin)) {
    return `Scripts from ${url.origin} are not allowed on this site. Ask your operator to add it to CHAT_SCRIPT_ORIGINS.`
  }
  return null
}

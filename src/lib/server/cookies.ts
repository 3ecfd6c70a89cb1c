/** One cookie's value from a Cookie header (undefined when it is not there). */
export function readCookie(header: string | null, name: string): string | undefined {
  if (!header) return undefined
  for (const part of header.split(';')) {
    const [rawName, ...rest] = part.split('=')
    if (rawName?.trim() === name) return rest.join('=').trim()
  }
  return undefined
}

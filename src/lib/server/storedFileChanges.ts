import type { StoredFileChanges } from './pageCache'

/**
 * The announcement that who may read a stored file may have changed (a photo was changed or
 * deleted, e.g. its gallery gained a watermark), heard by the server's response cache
 * (pageCache.ts), which then forgets the photo files it keeps in memory.
 *
 * Kept on globalThis: the Media collection's hooks run inside Next's bundle, and scripts/serve.ts
 * loads this module apart from it, so each has its own copy of the module in the one process.
 */
type Feed = { count: number; listeners: Set<() => void> }

const FEED = Symbol.for('atrium.storedFileChanges')

function feed(): Feed {
  const holder = globalThis as typeof globalThis & { [FEED]?: Feed }
  holder[FEED] ??= { count: 0, listeners: new Set() }
  return holder[FEED]
}

export const storedFileChanges: StoredFileChanges = {
  count: () => feed().count,
  subscribe(listener) {
    const { listeners } = feed()
    listeners.add(listener)
    return () => void listeners.delete(listener)
  },
}

/** Says a stored file's access may have changed; every listener in this process hears it at once. */
export function storedFilesChanged(): void {
  const current = feed()
  current.count += 1
  for (const listener of current.listeners) listener()
}

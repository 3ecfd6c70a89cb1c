/**
 * How many times who may read a stored file may have changed (a photo was changed or deleted, e.g.
 * its gallery gained a watermark) in this process. The server's response cache (pageCache.ts)
 * forgets the photo files it keeps in memory whenever this count has moved.
 *
 * Kept on globalThis: the Media collection's hooks run inside Next's bundle, and scripts/serve.ts
 * loads this module apart from it, so each has its own copy of the module in the one process.
 */
const COUNT = Symbol.for('atrium.storedFileChanges')

const holder = globalThis as typeof globalThis & { [COUNT]?: number }

export function storedFileChangeCount(): number {
  return holder[COUNT] ?? 0
}

/** Says a stored file's access may have changed; the cache sees it on its next request. */
export function storedFilesChanged(): void {
  holder[COUNT] = storedFileChangeCount() + 1
}

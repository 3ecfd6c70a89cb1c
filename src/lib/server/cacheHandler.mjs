// @ts-check
/**
 * Next's cache handler, chosen when the server starts rather than when the site is built, so one
 * build serves one instance (memory) or several (Redis): REDIS_URL set means Redis. A page is stored
 * with its scripts waiting for its first paint (paintFirst.mjs), rewritten once here rather than for
 * each visitor. Plain JavaScript: Next loads this file itself at run time.
 */
import MemoryCacheHandler from './memoryCacheHandler.mjs'
import { paintFirst } from './paintFirst.mjs'
import RedisCacheHandler from './redisCacheHandler.mjs'

const Handler = process.env.REDIS_URL ? RedisCacheHandler : MemoryCacheHandler

export default class PageCacheHandler extends Handler {
  /** @param {string} key @param {any} data @param {any} ctx */
  async set(key, data, ctx) {
    const ok = Number(data?.status ?? 200) < 300
    const page = data?.kind === 'APP_PAGE' && ok && typeof data.html === 'string' && data.html ? { ...data, html: paintFirst(data.html) } : data
    return super.set(key, page, ctx)
  }
}

// @ts-check
/**
 * Next's cache handler, chosen when the server starts rather than when the site is built, so one
 * build serves one instance (memory) or several (Redis): REDIS_URL set means Redis. Plain
 * JavaScript: Next loads this file itself at run time.
 */
import MemoryCacheHandler from './memoryCacheHandler.mjs'
import RedisCacheHandler from './redisCacheHandler.mjs'

export default process.env.REDIS_URL ? RedisCacheHandler : MemoryCacheHandler

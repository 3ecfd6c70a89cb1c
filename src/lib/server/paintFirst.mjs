// @ts-check
/**
 * A page paints before Next's scripts are asked for.
 *
 * React puts each built script in a page's HTML as `<script src async>` with a preload. On a slow
 * phone they arrive while the page is still being laid out, and running them (the framework and
 * hydration, 170–440 ms at 4× CPU) came before the first paint: every template's LCP carried 7–9 of
 * them, the empty Next page's almost none (docs/performance-log.md, 2026-11-29). Here each such tag,
 * and each preload of a built script, becomes an inert one carrying its address, and a small inline
 * loader puts the real tags back where they were once the parsed page has painted (at once in a
 * hidden tab or a prerendered page, which paint nothing meanwhile). The page works as before; it is
 * interactive a download later, and a link pressed meanwhile is followed as a plain link.
 *
 * Applied to every page Next sends: a cached page once, as the cache stores it (cacheHandler.mjs),
 * and a page rendered for its request as it streams (scripts/serve.ts). Plain JavaScript: Next loads
 * the cache handler itself at run time.
 */

/** Where Next's built files are served from: only those scripts wait. */
const BUILT = /^\/_next\/static\/[\w./-]+\.js(?:\?dpl=[\w-]+)?$/
const TAG = /<(script|link)\b([^<>]*)>(?:<\/script>)?|<\/body>/g
const ATTRIBUTE = /([^\s"'=<>/]+)(?:="([^"]*)")?/g

/** The inert tags' attributes the loader reads: a script's address, a preload's. */
const MARK = 'data-after-paint'
const PRELOAD_MARK = 'data-after-paint-preload'

/**
 * The loader, at the end of the body. Once the document is parsed it waits for the first contentful
 * paint (reported after the frame is on screen; a page painted mid-parse goes on at once), then swaps
 * each inert tag for a real one, in place and in order. The root element says
 * `data-scripts="waiting"` meanwhile and `"loaded"` once they have all arrived (the end-to-end tests
 * wait for it). Not the load event: a page with few pictures is loaded before it has painted. Not a
 * frame or a timer: a test's fake clock stops those (the 3 s timer is only for a page that paints no
 * text or picture at all). Nor `performance.getEntriesByName`: a test's fake clock wraps it, and it
 * listed no paint there.
 */
const LOADER_SOURCE = `(function () {
  document.documentElement.setAttribute('data-scripts', 'waiting');
  /* Called again (a paint after the timer, a hidden tab): nothing inert is left to swap. */
  function load() {
    swap('link[${PRELOAD_MARK}]', function (tag) {
      var link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'script';
      link.href = tag.getAttribute('${PRELOAD_MARK}');
      return link;
    });
    /* Counted down as each script arrives (its load or error comes after swap has returned). */
    var left = swap('script[${MARK}]', function (tag) {
      var script = document.createElement('script');
      script.src = tag.getAttribute('${MARK}');
      script.async = true;
      script.onload = script.onerror = function () {
        if (--left === 0) document.documentElement.setAttribute('data-scripts', 'loaded');
      };
      return script;
    });
  }
  function swap(selector, make) {
    var tags = document.querySelectorAll(selector);
    tags.forEach(function (tag) { tag.replaceWith(make(tag)); });
    return tags.length;
  }
  function parsed() {
    document.addEventListener('visibilitychange', function () { if (document.visibilityState === 'hidden') load(); });
    if (document.visibilityState === 'hidden' || document.prerendering) return load();
    if (!window.PerformanceObserver || PerformanceObserver.supportedEntryTypes.indexOf('paint') < 0) return load();
    /* buffered: a paint made mid-parse, before this ran, is delivered too. */
    new PerformanceObserver(function (list, observer) {
      if (list.getEntriesByName('first-contentful-paint').length) { observer.disconnect(); load(); }
    }).observe({ type: 'paint', buffered: true });
    setTimeout(load, 3000);
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', parsed);
  else parsed();
})();`

/**
 * The loader as sent: its source with the indentation and line breaks taken out (so every statement
 * ends in `;`, and comments in it are block comments).
 */
export const LOADER = `<script>${LOADER_SOURCE.replace(/\n\s*/g, ' ')}</script>`

/**
 * @param {string} attributes
 * @returns {Map<string, string>}
 */
function parseAttributes(attributes) {
  const found = new Map()
  for (const [, name, value] of attributes.matchAll(ATTRIBUTE)) if (name) found.set(name.toLowerCase(), value ?? '')
  return found
}

/**
 * What one tag becomes: an async built script or a built script's preload an inert tag (a preload of
 * a chunk the page has no tag for, a `next/dynamic` block's, comes back with the scripts), any other
 * tag itself.
 * @param {string} tag
 * @param {string} name
 * @param {string} attributes
 * @returns {{ html: string; inert: boolean }}
 */
function rewriteTag(tag, name, attributes) {
  const attrs = parseAttributes(attributes)
  if (name === 'script') {
    const src = attrs.get('src')
    if (tag.endsWith('</script>') && attrs.has('async') && src && BUILT.test(src) && !attrs.has('type')) return { html: `<script ${MARK}="${src}"></script>`, inert: true }
  } else if (attrs.get('rel') === 'preload' && attrs.get('as') === 'script' && BUILT.test(attrs.get('href') ?? '')) {
    return { html: `<link ${PRELOAD_MARK}="${attrs.get('href')}"/>`, inert: true }
  }
  return { html: tag, inert: false }
}

/**
 * Rewrites HTML given in pieces (a streamed page) or whole; the loader goes in at the end of the body,
 * after the content (an inline script there waits for the stylesheets only once the content is parsed). `push` returns what can be sent now (a tag cut across pieces waits for the
 * next), `end` the rest.
 */
export function paintFirstRewriter() {
  let held = ''
  let inert = false
  let loaderSent = false
  /** @param {string} text */
  const rewrite = (text) =>
    text.replace(TAG, (tag, name, attributes) => {
      if (!name) {
        // The end of the body: the loader goes in here, after the page's content.
        if (!inert || loaderSent) return tag
        loaderSent = true
        return LOADER + tag
      }
      const rewritten = rewriteTag(tag, name, attributes)
      if (rewritten.inert) inert = true
      const html = rewritten.html
      return html
    })
  return {
    /** @param {string} piece */
    push(piece) {
      const text = held + piece
      // An unfinished tag at the end waits for the rest, and a script's opening tag for its closing one.
      let cut = text.length
      const open = text.lastIndexOf('<')
      if (open >= 0 && text.indexOf('>', open) < 0) cut = open
      const last = text.lastIndexOf('<', cut - 1)
      if (last >= 0 && /^<script\b[^<>]*>$/.test(text.slice(last, cut))) cut = last
      held = text.slice(cut)
      return rewrite(text.slice(0, cut))
    },
    end() {
      const rest = rewrite(held)
      held = ''
      // A page that never closed its body still gets its scripts.
      if (!inert || loaderSent) return rest
      loaderSent = true
      return rest + LOADER
    },
  }
}

/**
 * A whole page rewritten (what the page cache stores).
 * @param {string} html
 */
export function paintFirst(html) {
  const rewriter = paintFirstRewriter()
  return rewriter.push(html) + rewriter.end()
}

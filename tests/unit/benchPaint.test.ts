import { describe, expect, it } from 'vitest'

import { builtScriptsIn, scriptsInLcpOf, type LcpGraph } from '../../scripts/lib/benchPaint'

/** A graph with only what the count reads: each node's type and request. */
type FakeNode = { type: string; request?: { url: string; resourceType?: string } }
const graph = (...nodes: FakeNode[]): LcpGraph => ({ traverse: (visit) => nodes.forEach(visit) })
const SITE = 'http://site.test'
const script = (path: string, origin = SITE): FakeNode => ({ type: 'network', request: { url: `${origin}${path}`, resourceType: 'Script' } })

describe('bench: the site’s scripts in Lighthouse’s LCP graphs', () => {
  it('counts each built script once across both graphs', () => {
    const optimistic = graph({ type: 'network', request: { url: `${SITE}/galleries/team`, resourceType: 'Document' } }, script('/_next/static/chunks/a.js'), { type: 'cpu' })
    const pessimistic = graph(script('/_next/static/chunks/a.js'), script('/_next/static/chunks/b.js'))
    expect(builtScriptsIn([optimistic, pessimistic], SITE)).toBe(2)
  })

  it('leaves out stylesheets, pictures, the page itself and other sites’ scripts', () => {
    const only = graph(
      { type: 'network', request: { url: `${SITE}/_next/static/chunks/a.css`, resourceType: 'Stylesheet' } },
      { type: 'network', request: { url: `${SITE}/media/photo.webp`, resourceType: 'Image' } },
      script('/_next/static/chunks/x.js', 'http://other.test'),
      script('/api/config.js'),
    )
    expect(builtScriptsIn([only], SITE)).toBe(0)
  })

  it('says the count of each run, and a run it could not read as ?', () => {
    expect(scriptsInLcpOf([0, 6, null])).toBe('scripts in its LCP 0, 6, ?')
  })
})

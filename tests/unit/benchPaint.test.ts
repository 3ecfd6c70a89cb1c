import { describe, expect, it } from 'vitest'

import { paintedBeforeScripts, paintFirstOf, type PaintTraceEvent } from '../../scripts/lib/benchPaint'

/** A trace with only what the check reads: the main frame's navigation and first paint, and scripts run. */
const SITE = 'http://site.test'
const navigation: PaintTraceEvent = { name: 'navigationStart', ts: 1_000, pid: 7, args: { frame: 'MAIN', data: { isLoadingMainFrame: true } } }
const paint = (ts: number, frame = 'MAIN', pid = 7): PaintTraceEvent => ({ name: 'firstContentfulPaint', ts, pid, args: { frame } })
const ran = (ts: number, url: string, pid = 7): PaintTraceEvent => ({ name: 'EvaluateScript', ts, pid, args: { data: { url } } })

describe('bench: did the observed load paint before its scripts ran', () => {
  it('yes when the site’s scripts ran after the first paint (an inline script before it does not count)', () => {
    expect(paintedBeforeScripts([navigation, ran(1_200, `${SITE}/galleries/team`), paint(2_000), ran(2_100, `${SITE}/_next/static/chunks/a.js`)], SITE)).toBe(true)
  })

  it('no when one of the site’s scripts ran before it (Lighthouse then counts its download and run in LCP)', () => {
    expect(paintedBeforeScripts([navigation, ran(1_500, `${SITE}/_next/static/chunks/a.js`), paint(2_000), ran(2_100, `${SITE}/_next/static/chunks/b.js`)], SITE)).toBe(false)
  })

  it('reads the main frame’s paint and the page’s renderer, not a frame’s or another process’s', () => {
    const events = [navigation, paint(1_100, 'FRAME'), ran(1_500, `${SITE}/_next/static/chunks/a.js`, 9), paint(2_000), ran(2_100, `${SITE}/_next/static/chunks/b.js`)]
    expect(paintedBeforeScripts(events, SITE)).toBe(true)
    expect(paintedBeforeScripts([navigation, ran(1_500, 'http://other.test/widget.js'), paint(2_000)], SITE)).toBe(true)
  })

  it('no when the trace has no first paint', () => {
    expect(paintedBeforeScripts([navigation, ran(1_500, `${SITE}/_next/static/chunks/a.js`)], SITE)).toBe(false)
  })

  it('says it as a count of runs', () => {
    expect(paintFirstOf([true, false, true])).toBe('painted before its scripts ran in 2 of 3')
  })
})

import { describe, expect, it } from 'vitest'

import { paintedBeforeScripts, paintFirstOf } from '../../scripts/lib/benchPaint'

/** A Lighthouse result with only what the check reads: the observed first paint and the requests' ends. */
const result = (paintMs: number | undefined, requests: { resourceType: string; networkEndTime?: number }[], startMs = 1_000) => ({
  audits: {
    metrics: { details: { items: [paintMs === undefined ? {} : { observedFirstContentfulPaintTs: (startMs + paintMs) * 1000 }] } },
    'network-requests': { details: { items: requests.map((request, index) => ({ url: `http://site.test/${index}`, ...request })), debugData: { networkStartTimeTs: startMs * 1000 } } },
  },
})

describe('bench: did the observed load paint before its scripts arrived', () => {
  it('yes when every script ended after the first paint (stylesheets and pictures do not count)', () => {
    expect(paintedBeforeScripts(result(120, [{ resourceType: 'Document', networkEndTime: 10 }, { resourceType: 'Stylesheet', networkEndTime: 60 }, { resourceType: 'Script', networkEndTime: 130 }, { resourceType: 'Script', networkEndTime: 240 }]))).toBe(true)
  })

  it('no when any script was in before it (Lighthouse then counts that script in its LCP)', () => {
    expect(paintedBeforeScripts(result(120, [{ resourceType: 'Script', networkEndTime: 90 }, { resourceType: 'Script', networkEndTime: 240 }]))).toBe(false)
    expect(paintedBeforeScripts(result(120, [{ resourceType: 'Script', networkEndTime: 120 }]))).toBe(false)
  })

  it('no when the result lacks the paint or the requests’ time base', () => {
    expect(paintedBeforeScripts(result(undefined, [{ resourceType: 'Script', networkEndTime: 500 }]))).toBe(false)
    expect(paintedBeforeScripts({ audits: {} })).toBe(false)
  })

  it('a script whose end is unknown does not decide it', () => {
    expect(paintedBeforeScripts(result(120, [{ resourceType: 'Script' }, { resourceType: 'Script', networkEndTime: 300 }]))).toBe(true)
  })

  it('says it as a count of runs', () => {
    expect(paintFirstOf([true, false, true])).toBe('painted before its scripts in 2 of 3')
  })
})

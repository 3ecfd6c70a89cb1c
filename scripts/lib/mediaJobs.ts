/**
 * A fresh site's server first makes the demo clips' streams (ffmpeg, minutes of both cores): measured
 * meanwhile, every figure would be the transcoder's. Waits until no clip is queued or processing.
 */
export async function waitForMediaJobs(base: string, admin: { email: string; password: string }): Promise<void> {
  const login = await fetch(`${base}/api/users/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(admin) })
  if (!login.ok) throw new Error(`Could not sign in as ${admin.email} to see the media jobs: ${login.status}`)
  const { token } = (await login.json()) as { token: string }
  const deadline = Date.now() + 20 * 60_000
  let told = false
  for (;;) {
    const busy = (await (await fetch(`${base}/api/videos?where[stream.status][in]=queued,processing&limit=1&depth=0`, { headers: { Authorization: `JWT ${token}` } })).json()) as { totalDocs: number }
    if (busy.totalDocs === 0) return
    if (Date.now() > deadline) throw new Error(`${busy.totalDocs} clip(s) still have no streams after 20 minutes: is ffmpeg working?`)
    if (!told) console.log(`Waiting for the streams of ${busy.totalDocs} demo clip(s) to be made before measuring…`)
    told = true
    await new Promise((resolve) => setTimeout(resolve, 5_000))
  }
}

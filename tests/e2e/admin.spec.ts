import crypto from 'node:crypto'

import { adminApi, expect, test } from '../helpers/fixtures'
import sharp from 'sharp'

import { ADMIN, adminLogin, adminSession, apiLogin } from '../helpers/e2e'

const EDITOR = { email: `editor-${crypto.randomBytes(3).toString('hex')}@e2e.test`, password: 'editor-password-123' }

test.describe('admin', () => {
  // Each admin page takes 5–9 s to load on a busy 2-core machine (the upload story passed 60 s
  // there): these stories get 150 s, like the shop's purchase story.
  test.describe.configure({ mode: 'serial', timeout: 150_000 })

  test.beforeAll(async ({ request }) => {
    await (await adminApi(request)).create('users', { email: EDITOR.email, password: EDITOR.password, name: 'E2E Editor', roles: ['editor'] })
  })

  test('an admin can sign in to the admin', async ({ page }) => {
    await adminLogin(page, ADMIN.email, ADMIN.password)
    await expect(page.getByRole('link', { name: /Galleries/ }).first()).toBeVisible()
  })

  test('opened at an address the site does not trust, the admin says which address to use', async ({ page, baseURL }) => {
    // The test server trusts its SITE_URL (127.0.0.1); localhost is the same server under another name.
    const trusted = new URL(baseURL!)
    await page.goto(`http://localhost:${trusted.port}/admin/login`)
    const notice = page.getByRole('alert').filter({ hasText: 'This admin is set up for' })
    await expect(notice).toContainText(`Opened at http://localhost:${trusted.port}`)
    await expect(notice.getByRole('link')).toHaveAttribute('href', `${trusted.origin}/admin/login`)
    await page.goto('/admin/login')
    await expect(page.locator('#field-email')).toBeVisible()
    await expect(page.getByText('This admin is set up for')).toHaveCount(0)
  })

  test('a wrong password is refused', async ({ page }) => {
    await page.goto('/admin/login')
    await page.locator('#field-email').fill(ADMIN.email)
    await page.locator('#field-password').fill('not-the-password')
    await page.getByRole('button', { name: 'Login' }).click()
    await expect(page.getByText(/email or password provided is incorrect/i)).toBeVisible()
    await expect(page).toHaveURL(/\/admin\/login/)
  })

  test('a new password needs the current one, typed on the account page', async ({ page, request, admin }) => {
    // Two saves of three password hashes each, and the admin's own checks between tries: on a loaded
    // 2-core machine a try takes 15 s or more.
    test.slow()
    const person = { email: `changer-${crypto.randomBytes(3).toString('hex')}@e2e.test`, password: 'changer-password-123' }
    await admin.create('users', { ...person, name: 'Changer', roles: ['editor'] })
    await adminSession(page, person.email, person.password)
    await page.goto('/admin/account')
    // Saved as a person does, who types again what the admin no longer holds. After a refused save
    // the admin may count the form as unchanged (Save disabled) and fold the new-password fields
    // away; a field filled with what it already shows is no change to it. So each attempt opens
    // the fields where they are folded and types every one afresh, then clicks Save once, and
    // waits for the save's answer (three password hashes: seconds on a busy machine) — the outcome
    // or "Please correct invalid fields" (a click while the admin still checks what was typed).
    const refused = page.getByText(/please correct invalid fields/i).first()
    const typeAfresh = async (fields: [string, string][]) => {
      if (await page.getByRole('button', { name: 'Change Password' }).isVisible()) await page.getByRole('button', { name: 'Change Password' }).click()
      for (const [field, value] of fields) {
        await page.locator(field).fill('')
        await page.locator(field).fill(value)
      }
    }
    const saveUntil = (shown: ReturnType<typeof page.getByText>, fields: [string, string][]) =>
      expect(async () => {
        if (await shown.isVisible()) return
        // A refusal still on screen belongs to the attempt before (its toast goes after 4 s).
        await expect(refused).toBeHidden({ timeout: 10_000 })
        await typeAfresh(fields)
        await page.getByRole('button', { name: 'Save' }).click({ timeout: 5000 })
        await expect(shown.or(refused)).toBeVisible({ timeout: 15_000 })
        await expect(shown).toBeVisible({ timeout: 1000 })
      }).toPass({ timeout: 90_000 })
    const newPassword: [string, string][] = [
      ['#field-password', 'a-new-password-456'],
      ['#field-confirm-password', 'a-new-password-456'],
    ]
    await saveUntil(page.getByText('Type your current password to change the password.').first(), newPassword)
    // Then, after that refusal, with the current password typed too.
    await saveUntil(page.getByText(/updated successfully/i).first(), [...newPassword, ['#field-currentPassword', person.password]])
    // The new password signs in; the old one no longer does.
    expect(await apiLogin(request, person.email, 'a-new-password-456')).toEqual(expect.any(String))
    expect((await request.post('/api/users/login', { data: { email: person.email, password: person.password } })).status()).toBe(401)
  })

  test('an editor uploads a photo, adds it to a gallery, and visitors see it after publishing', async ({ page }) => {
    const stamp = crypto.randomBytes(3).toString('hex')
    const title = `Office plants ${stamp}`
    const alt = `Green office plants on a windowsill (${stamp})`
    const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 34, g: 139, b: 34 } } }).png().toBuffer()

    await adminSession(page, EDITOR.email, EDITOR.password)

    // Upload through the admin's own form.
    await page.goto('/admin/collections/media/create')
    await page.locator('input[type="file"]').setInputFiles({ name: 'plants.png', mimeType: 'image/png', buffer: png })
    await page.locator('#field-alt').fill(alt)
    await page.locator('#field-title').fill(title)
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(page).toHaveURL(/\/admin\/collections\/media\/\d+/, { timeout: 30_000 })

    // Add it to the Community days gallery and publish.
    const found = await page.request.get('/api/galleries?where[slug][equals]=community-days&depth=0')
    const galleryId = (await found.json()).docs[0].id as number
    await page.goto(`/admin/collections/galleries/${galleryId}`)
    // Photos are picked from the media library with their thumbnails, and listed with them.
    const items = page.locator('#field-items')
    await items.getByRole('button', { name: 'Choose from existing' }).click()
    const drawer = page.getByRole('dialog').last()
    await drawer.getByPlaceholder(/Search by/).fill(title)
    const row = drawer.getByRole('row').filter({ hasText: title })
    await expect(row).toHaveCount(1)
    await expect(row.locator('img')).toBeVisible()
    await row.getByRole('button').first().click()
    // The gallery lists it by its thumbnail and its title (not the stored file's name), last.
    const card = items.getByRole('listitem').last()
    await expect(card).toContainText(title)
    await expect(card).not.toContainText('.png')
    await expect(card.locator('img')).toBeVisible()
    await expect(card.getByRole('button', { name: `Remove ${title}` })).toBeVisible()
    await page.getByRole('button', { name: 'Publish changes' }).click()
    await expect(page.getByText(/updated successfully|published successfully/i).first()).toBeVisible({ timeout: 30_000 })

    // The cached public page is revalidated: the new photo appears with its alt text (the gallery is
    // longer than a page and the photo comes last, so the visitor searches for it).
    const searched = `/galleries/community-days?q=${encodeURIComponent(stamp)}`
    await expect
      .poll(
        async () => {
          const response = await page.request.get(searched)
          return (await response.text()).includes(alt)
        },
        { timeout: 30_000, intervals: [500, 1000, 2000] },
      )
      .toBe(true)
    await page.goto(searched)
    const img = page.getByRole('img', { name: alt })
    await expect(img).toBeVisible()
    await expect(img).toHaveJSProperty('complete', true)
    expect(await img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBeGreaterThan(0)
  })

  test('an old address redirects where an editor points it, even after it was seen as a 404', async ({ page, request }) => {
    const oldPath = `/index.php/team-${crypto.randomBytes(3).toString('hex')}`
    expect((await page.goto(oldPath))?.status()).toBe(404)
    const about = (await (await request.get('/api/pages?where[slug][equals]=about&depth=0')).json()).docs[0]
    await (await adminApi(request, EDITOR)).create('redirects', { from: oldPath, to: { type: 'reference', reference: { relationTo: 'pages', value: about.id } } })
    await expect
      .poll(async () => (await request.get(oldPath, { maxRedirects: 0 })).status(), { timeout: 20_000 })
      .toBe(308)
    await page.goto(oldPath)
    await expect(page).toHaveURL(/\/about$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('A people business, about people')
  })

  test("a gallery's own settings: photo links, titles always shown, descriptions, or no link at all", async ({ page, request }) => {
    const token = await apiLogin(request, EDITOR.email, EDITOR.password)
    const auth = { Authorization: `JWT ${token}` }
    const stamp = crypto.randomBytes(3).toString('hex')
    const png = await sharp({ create: { width: 600, height: 400, channels: 3, background: { r: 20, g: 60, b: 140 } } }).png().toBuffer()
    const upload = await request.post('/api/media', {
      headers: auth,
      multipart: {
        file: { name: 'partner.png', mimeType: 'image/png', buffer: png },
        _payload: JSON.stringify({ alt: `Partner logo ${stamp}`, title: `Partner ${stamp}`, caption: `Our partner since 2019 (${stamp})`, linkUrl: 'https://partner.example/about' }),
      },
    })
    expect(upload.status(), await upload.text()).toBe(201)
    const mediaId = (await upload.json()).doc.id
    const makeGallery = async (slug: string, behaviour: Record<string, unknown>, viewOptions?: Record<string, unknown>) => {
      const response = await request.post('/api/galleries', {
        headers: auth,
        data: { title: slug, slug, view: 'thumbnails', items: [mediaId], _status: 'published', behaviour: { custom: true, ...behaviour }, ...(viewOptions ? { viewOptions: { custom: true, ...viewOptions } } : {}) },
      })
      expect(response.status(), await response.text()).toBe(201)
    }
    await makeGallery(`partners-${stamp}`, { thumbClickAction: 'redirect_to_url', linkTarget: 'new' }, { titleDisplay: 'always', showDescription: true })
    await makeGallery(`logos-${stamp}`, { thumbClickAction: 'do_nothing' })

    await page.goto(`/galleries/partners-${stamp}`)
    const link = page.getByRole('link', { name: new RegExp(`Partner logo ${stamp}`) })
    await expect(link).toHaveAttribute('href', 'https://partner.example/about')
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    await expect(page.locator('.thumb-title', { hasText: `Partner ${stamp}` })).toBeVisible()
    await expect(page.getByText(`Our partner since 2019 (${stamp})`)).toBeVisible()

    await page.goto(`/galleries/logos-${stamp}`)
    await expect(page.getByRole('img', { name: `Partner logo ${stamp}` })).toBeVisible()
    await expect(page.locator('.gallery-grid a')).toHaveCount(0)
  })

  test('an editor previews drafts of a page, a gallery and an album as visitors will see them; visitors and caches never get a draft', async ({ page, browser, request }) => {
    const stamp = crypto.randomBytes(3).toString('hex')
    const token = await apiLogin(request, EDITOR.email, EDITOR.password)
    const headers = { Authorization: `JWT ${token}` }
    const slug = `preview-${stamp}`
    const created = await request.post('/api/pages', { headers, data: { title: `Published ${stamp}`, slug, _status: 'published', layout: [] } })
    expect(created.status(), await created.text()).toBe(201)
    const pageId = (await created.json()).doc.id as number
    const drafted = await request.patch(`/api/pages/${pageId}?draft=true`, { headers, data: { title: `Draft ${stamp}`, _status: 'draft' } })
    expect(drafted.status(), await drafted.text()).toBe(200)
    const gallery = (await (await request.get('/api/galleries?where[slug][equals]=life-at-atrium&depth=0')).json()).docs[0]
    const galleryDraft = await request.patch(`/api/galleries/${gallery.id}?draft=true`, { headers, data: { title: `Life at Atrium, draft ${stamp}`, _status: 'draft' } })
    expect(galleryDraft.status(), await galleryDraft.text()).toBe(200)
    const album = (await (await request.get('/api/albums?where[slug][equals]=inside-atrium&depth=0')).json()).docs[0]
    const albumDraft = await request.patch(`/api/albums/${album.id}?draft=true`, { headers, data: { title: `Inside Atrium, draft ${stamp}`, _status: 'draft' } })
    expect(albumDraft.status(), await albumDraft.text()).toBe(200)

    const visitor = await browser.newContext()
    const visitorPage = await visitor.newPage()
    try {
      // Visitors: the published page; the preview address refuses them and turns nothing on.
      await visitorPage.goto(`/${slug}`)
      await expect(visitorPage.getByRole('heading', { level: 1 })).toHaveText(`Published ${stamp}`)
      const refused = await visitorPage.request.get(`/preview?collection=pages&slug=${slug}`, { maxRedirects: 0 })
      expect(refused.status()).toBe(401)
      expect(await refused.text()).toBe('Sign in to the admin to preview drafts.')
      expect((await visitorPage.request.get('/preview?collection=users&slug=x', { maxRedirects: 0 })).status()).toBe(400)
      // A document saved without a slug cannot be previewed yet (it must not fall back to another page).
      expect(await (await visitorPage.request.get('/preview?collection=pages&slug=', { maxRedirects: 0 })).text()).toMatch(/needs a valid slug/)

      // The editor, signed in: the preview shows the draft with a way out.
      await adminSession(page, EDITOR.email, EDITOR.password)
      await page.goto(`/preview?collection=pages&slug=${slug}`)
      await expect(page).toHaveURL(new RegExp(`/${slug}$`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Draft ${stamp}`)
      await expect(page.getByRole('status').filter({ hasText: 'Preview: the latest draft' })).toBeVisible()
      await page.goto('/preview?collection=galleries&slug=life-at-atrium')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Life at Atrium, draft ${stamp}`)
      await page.goto('/preview?collection=albums&slug=inside-atrium')
      await expect(page).toHaveURL(/\/albums\/inside-atrium$/)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Inside Atrium, draft ${stamp}`)

      // Meanwhile visitors still get the published versions, from every cache.
      for (let i = 0; i < 2; i++) {
        await visitorPage.goto(`/${slug}`)
        await expect(visitorPage.getByRole('heading', { level: 1 })).toHaveText(`Published ${stamp}`)
        await visitorPage.goto('/galleries/life-at-atrium')
        await expect(visitorPage.getByRole('heading', { level: 1 })).toHaveText('Life at Atrium')
        await visitorPage.goto('/albums/our-story/inside-atrium')
        await expect(visitorPage.getByRole('heading', { level: 1 })).toHaveText('Inside Atrium')
        await expect(visitorPage.getByText('Preview: the latest draft')).toHaveCount(0)
      }

      // Leaving the preview shows the published page again.
      await page.goto(`/${slug}`)
      await page.getByRole('link', { name: 'Exit preview' }).click()
      await expect(page).toHaveURL(new RegExp(`/${slug}$`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Published ${stamp}`)

      // In the admin, Live Preview shows the draft beside the form.
      await page.goto(`/admin/collections/pages/${pageId}`)
      await page.getByRole('button', { name: /live preview/i }).first().click()
      await expect(page.frameLocator('iframe').first().getByRole('heading', { level: 1 })).toHaveText(`Draft ${stamp}`, { timeout: 20_000 })
      // As the editor types (no button pressed): the draft saves itself and the preview follows.
      await page.locator('#field-title').fill(`Typed ${stamp}`)
      await expect(page.frameLocator('iframe').first().getByRole('heading', { level: 1 })).toHaveText(`Typed ${stamp}`, { timeout: 20_000 })
      // Visitors still get the published page.
      await visitorPage.goto(`/${slug}`)
      await expect(visitorPage.getByRole('heading', { level: 1 })).toHaveText(`Published ${stamp}`)
    } finally {
      await visitor.close()
      // The gallery's draft goes: other specs read its published title.
      await request.patch(`/api/galleries/${gallery.id}`, { headers, data: { title: 'Life at Atrium', _status: 'published' } })
      await request.patch(`/api/albums/${album.id}`, { headers, data: { title: 'Inside Atrium', _status: 'published' } })
    }
  })

  test("the gallery block shows its gallery's first photos in the page editor", async ({ page, request }) => {
    const token = await apiLogin(request, EDITOR.email, EDITOR.password)
    const headers = { Authorization: `JWT ${token}` }
    const gallery = (await (await request.get('/api/galleries?where[slug][equals]=life-at-atrium&depth=0')).json()).docs[0]
    const created = await request.post('/api/pages', {
      headers,
      data: { title: 'Block preview', slug: `block-preview-${crypto.randomBytes(3).toString('hex')}`, _status: 'draft', layout: [{ blockType: 'gallery', source: { relationTo: 'galleries', value: gallery.id } }] },
    })
    expect(created.status(), await created.text()).toBe(201)
    await adminSession(page, EDITOR.email, EDITOR.password)
    await page.goto(`/admin/collections/pages/${(await created.json()).doc.id}`)
    // "Loading a preview…" first, then the figure with the photos (the editor and its live preview
    // load together: 12 s was not enough on a busy 2-core machine, where it showed just after).
    const preview = page.locator('figure.gallery-source-preview')
    await expect(preview.locator('figcaption')).toHaveText(`Life at Atrium: the first 6 of ${gallery.items.length} photos`, { timeout: 30_000 })
    await expect(preview.locator('img')).toHaveCount(6)
    await preview.scrollIntoViewIfNeeded()
    await expect.poll(() => preview.locator('img').evaluateAll((images) => images.every((image) => (image as HTMLImageElement).naturalWidth > 0))).toBe(true)
  })

  test('the block chooser shows each block with its own sketch and a line saying what it makes, in groups', async ({ page, request }) => {
    const created = await (await adminApi(request, EDITOR)).create('pages', { title: 'Chooser', slug: `chooser-${crypto.randomBytes(3).toString('hex')}`, _status: 'draft', layout: [] })
    await adminSession(page, EDITOR.email, EDITOR.password)
    await page.goto(`/admin/collections/pages/${created.id}`)
    await page.getByRole('button', { name: /^Add (Layout|Block)/ }).first().click()
    const drawer = page.getByRole('dialog').last()
    const sketches = drawer.locator('.blocks-drawer__block img')
    await expect(sketches).toHaveCount(29)
    // Every sketch loads (they arrive as the drawer opens: wait for each, then look at them).
    await expect.poll(() => sketches.evaluateAll((images) => images.filter((image) => !(image as HTMLImageElement).complete || (image as HTMLImageElement).naturalWidth === 0).map((image) => image.getAttribute('src')))).toEqual([])
    const shown = await sketches.evaluateAll((images) => images.map((image) => ({ src: image.getAttribute('src'), alt: image.getAttribute('alt') })))
    expect(new Set(shown.map((image) => image.src)).size).toBe(29)
    for (const image of shown) expect((image.alt ?? '').length, image.src ?? '').toBeGreaterThan(15)
    expect(shown.find((image) => image.src === '/blocks/hero.svg')?.alt).toBe('A big heading, a lead text and buttons, with a picture')
    await expect(drawer.getByRole('heading', { name: 'Pictures and video' })).toBeVisible()
  })

  test('a form that e-mails nobody says so in its editor, until an address is added', async ({ signedIn: page, admin }) => {
    const { id } = await admin.create('forms', { title: `Quiet form ${crypto.randomBytes(3).toString('hex')}`, fields: [{ blockType: 'text', name: 'name', label: 'Name' }], confirmationType: 'redirect', redirect: { type: 'custom', url: '/' } })
    await page.goto(`/admin/collections/forms/${id}`)
    const hint = page.getByRole('note').filter({ hasText: 'Nobody is e-mailed when this form is sent.' })
    await expect(hint).toBeVisible()
    await admin.update('forms', id, { emails: [{ emailTo: 'team@atrium.example', subject: 'A new answer' }] })
    await page.reload()
    await expect(page.locator('#field-title')).toBeVisible()
    await expect(hint).toHaveCount(0)
  })

  test('the REST API refuses visitors and hostile uploads with clear messages', async ({ request }) => {
    expect((await request.get('/api/users')).status()).toBe(403)
    // Visitors cannot ask for unbounded result sets.
    for (const query of ['limit=100000', 'limit=0', 'pagination=false']) {
      const page = await (await request.get(`/api/media?${query}&depth=0`)).json()
      expect(page.limit, query).toBe(100)
      expect(page.docs.length, query).toBeLessThanOrEqual(100)
    }
    const anonymousUpload = await request.post('/api/media', {
      multipart: { file: { name: 'x.png', mimeType: 'image/png', buffer: Buffer.from('x') }, _payload: JSON.stringify({ alt: 'x' }) },
    })
    expect(anonymousUpload.status()).toBe(403)

    const token = await apiLogin(request, EDITOR.email, EDITOR.password)
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')
    const rejected = await request.post('/api/media', {
      headers: { Authorization: `JWT ${token}` },
      multipart: { file: { name: 'evil.svg', mimeType: 'image/svg+xml', buffer: svg }, _payload: JSON.stringify({ alt: 'evil' }) },
    })
    expect(rejected.status()).toBe(415)
    expect((await rejected.json()).errors[0].message).toBe('This file is not a supported image. Upload a JPEG, PNG, WebP, AVIF or GIF picture.')

    const htmlAsJpeg = await request.post('/api/media', {
      headers: { Authorization: `JWT ${token}` },
      multipart: { file: { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('<html><script>alert(1)</script></html>') }, _payload: JSON.stringify({ alt: 'fake' }) },
    })
    expect(htmlAsJpeg.status()).toBe(415)
    expect((await htmlAsJpeg.json()).errors[0].message).toBe('This file is not a supported image. Upload a JPEG, PNG, WebP, AVIF or GIF picture.')
  })
})

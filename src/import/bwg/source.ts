import mysql from 'mysql2/promise'

/**
 * Photo Gallery by 10Web's data as it sits in the old site's MySQL/MariaDB database (read only).
 * Table and column names are the plugin's (BWGInsert::tables()); the prefix is usually `wp_`.
 */
export type BwgGallery = { id: number; name: string; slug: string; description: string; order: number; published: number }
export type BwgAlbum = BwgGallery
export type BwgAlbumItem = { album_id: number; is_album: number; alb_gal_id: number; order: number }
export type BwgImage = {
  id: number
  gallery_id: number
  slug: string
  filename: string
  image_url: string
  thumb_url: string
  description: string
  alt: string
  date: string
  order: number
  published: number
  hit_count: number
  redirect_url: string
  pricelist_id?: number
}
export type BwgComment = { id: number; image_id: number; name: string; date: string; comment: string; mail: string; published: number }
export type BwgRate = { id: number; image_id: number; rate: number; ip: string; date: string }
export type BwgImageTag = { tag_id: number; image_id: number; name: string }

/**
 * The ecommerce add-on's tables (`wdpg_ecommerce_*`), read with SELECT * because their columns are
 * known only from the sibling Gallery Ecommerce plugin's schema: a column that is missing reads as
 * its default rather than failing the import.
 */
export type BwgShop = {
  pricelists: Record<string, unknown>[]
  items: Record<string, unknown>[]
  parameters: Record<string, unknown>[]
  pricelistParameters: Record<string, unknown>[]
  options: Record<string, unknown>[]
}

export type BwgData = {
  galleries: BwgGallery[]
  albums: BwgAlbum[]
  albumItems: BwgAlbumItem[]
  images: BwgImage[]
  comments: BwgComment[]
  rates: BwgRate[]
  tags: BwgImageTag[]
  shop: BwgShop
}

/** The connection address must be a mysql:// URL; the prefix only letters, digits and _. */
export function checkSource(url: string, prefix: string): string | null {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return 'Give the old database as mysql://user:password@host:port/database.'
  }
  if (parsed.protocol !== 'mysql:' && parsed.protocol !== 'mariadb:') return 'Give the old database as mysql://user:password@host:port/database.'
  if (!parsed.pathname.replace(/^\//, '')) return 'The address must name the database, e.g. mysql://root@127.0.0.1:3306/wordpress.'
  if (!/^[A-Za-z0-9_]{0,20}$/.test(prefix)) return 'The table prefix may hold only letters, digits and _ (usually wp_).'
  return null
}

/** Reads every table the import needs in one connection (read only; nothing is written to the old site). */
export async function readBwg(url: string, prefix = 'wp_'): Promise<BwgData> {
  const parsed = new URL(url.replace(/^mariadb:/, 'mysql:'))
  const connection = await mysql.createConnection({
    host: parsed.hostname,
    port: Number(parsed.port || 3306),
    user: decodeURIComponent(parsed.username),
    password: decodeURIComponent(parsed.password),
    database: decodeURIComponent(parsed.pathname.replace(/^\//, '')),
    charset: 'utf8mb4',
    connectTimeout: 10_000,
  })
  try {
    const table = (name: string) => `\`${prefix}${name}\``
    const rows = async <T>(sql: string): Promise<T[]> => (await connection.query(sql))[0] as T[]
    const exists = async (name: string) => (await rows<{ n: number }>(`SELECT COUNT(*) AS n FROM information_schema.tables WHERE table_schema = DATABASE() AND table_name = ${connection.escape(prefix + name)}`))[0]!.n > 0
    if (!(await exists('bwg_gallery')) || !(await exists('bwg_image'))) throw new Error(`No Photo Gallery tables (${prefix}bwg_gallery, ${prefix}bwg_image) in that database.`)
    const hasTags = (await exists('bwg_image_tag')) && (await exists('terms')) && (await exists('term_taxonomy'))
    return {
      galleries: await rows(`SELECT id, name, slug, description, \`order\`, published FROM ${table('bwg_gallery')} ORDER BY \`order\`, id`),
      albums: (await exists('bwg_album')) ? await rows(`SELECT id, name, slug, description, \`order\`, published FROM ${table('bwg_album')} ORDER BY \`order\`, id`) : [],
      albumItems: (await exists('bwg_album_gallery')) ? await rows(`SELECT album_id, is_album, alb_gal_id, \`order\` FROM ${table('bwg_album_gallery')} ORDER BY album_id, \`order\`, id`) : [],
      images: await rows(`SELECT * FROM ${table('bwg_image')} ORDER BY gallery_id, \`order\`, id`),
      comments: (await exists('bwg_image_comment')) ? await rows(`SELECT id, image_id, name, date, comment, mail, published FROM ${table('bwg_image_comment')} ORDER BY id`) : [],
      rates: (await exists('bwg_image_rate')) ? await rows(`SELECT id, image_id, rate, ip, date FROM ${table('bwg_image_rate')} ORDER BY id`) : [],
      tags: hasTags
        ? await rows(
            `SELECT it.tag_id, it.image_id, t.name FROM ${table('bwg_image_tag')} it JOIN ${table('terms')} t ON t.term_id = it.tag_id JOIN ${table('term_taxonomy')} tt ON tt.term_id = t.term_id AND tt.taxonomy = 'bwg_tag' ORDER BY it.image_id, it.id`,
          )
        : [],
      shop: (await exists('wdpg_ecommerce_pricelists'))
        ? {
            pricelists: await rows(`SELECT * FROM ${table('wdpg_ecommerce_pricelists')} ORDER BY id`),
            items: (await exists('wdpg_ecommerce_pricelist_items')) ? await rows(`SELECT * FROM ${table('wdpg_ecommerce_pricelist_items')} ORDER BY id`) : [],
            parameters: (await exists('wdpg_ecommerce_parameters')) ? await rows(`SELECT * FROM ${table('wdpg_ecommerce_parameters')} ORDER BY id`) : [],
            pricelistParameters: (await exists('wdpg_ecommerce_pricelist_parameters')) ? await rows(`SELECT * FROM ${table('wdpg_ecommerce_pricelist_parameters')} ORDER BY id`) : [],
            options: (await exists('wdpg_ecommerce_options')) ? await rows(`SELECT * FROM ${table('wdpg_ecommerce_options')}`) : [],
          }
        : { pricelists: [], items: [], parameters: [], pricelistParameters: [], options: [] },
    }
  } finally {
    await connection.end()
  }
}

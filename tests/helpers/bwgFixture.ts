import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import mysql from 'mysql2/promise'
import sharp from 'sharp'

/**
 * An old WordPress site with Photo Gallery by 10Web, made by us: an SQL dump in the plugin's own
 * schema (its tables and columns as BWGInsert::tables() creates them, plus the WordPress term tables
 * its tags live in) loaded into a fresh database on the machine's MariaDB (127.0.0.1:3306), and an
 * upload folder with the image files (`thumb/` copies, and `.original/` for some). Dropped by `drop`.
 */
export type BwgFixture = { url: string; uploads: string; database: string; drop: () => Promise<void> }

const SERVER = process.env.TEST_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306'

const SCHEMA = `
CREATE TABLE wp_bwg_gallery (id bigint(20) NOT NULL AUTO_INCREMENT, name varchar(255) NOT NULL, slug longtext NOT NULL, description mediumtext NOT NULL, page_link mediumtext NOT NULL, preview_image mediumtext NOT NULL, random_preview_image mediumtext NOT NULL, \`order\` bigint(20) NOT NULL, author bigint(20) NOT NULL, published tinyint(1) NOT NULL, gallery_type varchar(32) NOT NULL, gallery_source varchar(256) NOT NULL, autogallery_image_number int(4) NOT NULL, update_flag varchar(32) NOT NULL, modified_date int(10) NOT NULL DEFAULT 0, PRIMARY KEY (id)) DEFAULT CHARSET=utf8mb4;
CREATE TABLE wp_bwg_album (id bigint(20) NOT NULL AUTO_INCREMENT, name varchar(255) NOT NULL, slug longtext NOT NULL, description mediumtext NOT NULL, preview_image mediumtext NOT NULL, random_preview_image mediumtext NOT NULL, \`order\` bigint(20) NOT NULL, author bigint(20) NOT NULL, published tinyint(1) NOT NULL, modified_date int(10) NOT NULL DEFAULT 0, PRIMARY KEY (id)) DEFAULT CHARSET=utf8mb4;
CREATE TABLE wp_bwg_album_gallery (id bigint(20) NOT NULL AUTO_INCREMENT, album_id bigint(20) NOT NULL, is_album tinyint(1) NOT NULL, alb_gal_id bigint(20) NOT NULL, \`order\` bigint(20) NOT NULL, PRIMARY KEY (id)) DEFAULT CHARSET=utf8mb4;
CREATE TABLE wp_bwg_image (id bigint(20) NOT NULL AUTO_INCREMENT, gallery_id bigint(20) NOT NULL, slug longtext NOT NULL, filename varchar(255) NOT NULL, image_url mediumtext NOT NULL, thumb_url mediumtext NOT NULL, description mediumtext NOT NULL, alt mediumtext NOT NULL, date varchar(128) NOT NULL, size varchar(128) NOT NULL, filetype varchar(128) NOT NULL, resolution varchar(128) NOT NULL, resolution_thumb varchar(128) NOT NULL, author bigint(20) NOT NULL, \`order\` bigint(20) NOT NULL, published tinyint(1) NOT NULL, comment_count bigint(20) NOT NULL, avg_rating float(20) NOT NULL, rate_count bigint(20) NOT NULL, hit_count bigint(20) NOT NULL, redirect_url varchar(255) NOT NULL, pricelist_id bigint(20) NOT NULL, modified_date int(10) NOT NULL DEFAULT 0, PRIMARY KEY (id)) DEFAULT CHARSET=utf8mb4;
CREATE TABLE wp_bwg_image_tag (id bigint(20) NOT NULL AUTO_INCREMENT, tag_id bigint(20) NOT NULL, image_id bigint(20) NOT NULL, gallery_id bigint(20) NOT NULL, PRIMARY KEY (id)) DEFAULT CHARSET=utf8mb4;
CREATE TABLE wp_bwg_image_comment (id bigint(20) NOT NULL AUTO_INCREMENT, image_id bigint(20) NOT NULL, name varchar(255) NOT NULL, date varchar(64) NOT NULL, comment mediumtext NOT NULL, url mediumtext NOT NULL, mail mediumtext NOT NULL, published tinyint(1) NOT NULL, PRIMARY KEY (id)) DEFAULT CHARSET=utf8mb4;
CREATE TABLE wp_bwg_image_rate (id bigint(20) NOT NULL AUTO_INCREMENT, image_id bigint(20) NOT NULL, rate float NOT NULL, ip varchar(64) NOT NULL, date varchar(64) NOT NULL, PRIMARY KEY (id)) DEFAULT CHARSET=utf8mb4;
CREATE TABLE wp_terms (term_id bigint(20) unsigned NOT NULL AUTO_INCREMENT, name varchar(200) NOT NULL DEFAULT '', slug varchar(200) NOT NULL DEFAULT '', term_group bigint(10) NOT NULL DEFAULT 0, PRIMARY KEY (term_id)) DEFAULT CHARSET=utf8mb4;
CREATE TABLE wp_term_taxonomy (term_taxonomy_id bigint(20) unsigned NOT NULL AUTO_INCREMENT, term_id bigint(20) unsigned NOT NULL DEFAULT 0, taxonomy varchar(32) NOT NULL DEFAULT '', description longtext NOT NULL, parent bigint(20) unsigned NOT NULL DEFAULT 0, count bigint(20) NOT NULL DEFAULT 0, PRIMARY KEY (term_taxonomy_id)) DEFAULT CHARSET=utf8mb4;
CREATE TABLE wp_wdpg_ecommerce_pricelists (id int(16) NOT NULL AUTO_INCREMENT, title varchar(255) NOT NULL, price decimal(16,2) NOT NULL DEFAULT 0, manual_title varchar(255) NOT NULL DEFAULT '', manual_description longtext NOT NULL, sections varchar(255) NOT NULL DEFAULT '', shipping_type varchar(64) NOT NULL DEFAULT '', shipping_price decimal(16,2) NOT NULL DEFAULT 0, enable_international_shipping tinyint(1) NOT NULL DEFAULT 0, international_shipping_type varchar(64) NOT NULL DEFAULT '', international_shipping_price decimal(16,2) NOT NULL DEFAULT 0, tax_rate decimal(16,2) NOT NULL DEFAULT 0, display_license tinyint(1) NOT NULL DEFAULT 0, license_id int(16) NOT NULL DEFAULT 0, published tinyint(1) NOT NULL DEFAULT 1, PRIMARY KEY (id)) DEFAULT CHARSET=utf8mb4;
CREATE TABLE wp_wdpg_ecommerce_pricelist_items (id int(16) NOT NULL AUTO_INCREMENT, pricelist_id int(16) NOT NULL, item_name varchar(255) NOT NULL, item_price decimal(16,2) NOT NULL, item_longest_dimension int(16) NOT NULL, PRIMARY KEY (id)) DEFAULT CHARSET=utf8mb4;
CREATE TABLE wp_wdpg_ecommerce_parameters (id int(16) NOT NULL AUTO_INCREMENT, title varchar(255) NOT NULL, type int(4) NOT NULL, default_values longtext NOT NULL, published tinyint(1) NOT NULL DEFAULT 1, PRIMARY KEY (id)) DEFAULT CHARSET=utf8mb4;
CREATE TABLE wp_wdpg_ecommerce_pricelist_parameters (id int(16) NOT NULL AUTO_INCREMENT, pricelist_id int(16) NOT NULL, parameter_id int(16) NOT NULL, parameter_value longtext NOT NULL, parameter_value_price decimal(16,2) NOT NULL DEFAULT 0, parameter_value_price_sign varchar(4) NOT NULL DEFAULT '+', PRIMARY KEY (id)) DEFAULT CHARSET=utf8mb4;
CREATE TABLE wp_wdpg_ecommerce_options (id int(16) NOT NULL AUTO_INCREMENT, name varchar(255) NOT NULL, value longtext NOT NULL, PRIMARY KEY (id)) DEFAULT CHARSET=utf8mb4;
`

const quote = (value: string | number) => (typeof value === 'number' ? String(value) : `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`)
const insert = (table: string, rows: Record<string, string | number>[]) =>
  rows.length ? `INSERT INTO ${table} (${Object.keys(rows[0]!).map((key) => `\`${key}\``).join(', ')}) VALUES\n${rows.map((row) => `(${Object.values(row).map(quote).join(', ')})`).join(',\n')};\n` : ''

/** `firstGalleryId` keeps the old ids clear of a site that already has galleries with old ids (the demo's). */
export type FixtureShape = { galleries: number; imagesPerGallery: number; width?: number; firstGalleryId?: number }

/** The dump itself (SQL text) and the files it names, written into `uploads`. */
export async function makeBwgDump(uploads: string, { galleries, imagesPerGallery, width = 640, firstGalleryId = 1 }: FixtureShape): Promise<string> {
  const galleryId = (g: number) => firstGalleryId - 1 + g
  const galleryRows: Record<string, string | number>[] = []
  const imageRows: Record<string, string | number>[] = []
  const base = { page_link: '', preview_image: '', random_preview_image: '', author: 1, modified_date: 1700000000 }
  const palette = ['#1f4e79', '#b45309', '#15803d', '#7c3aed', '#be123c', '#0e7490']
  // One picture per colour, reused under each name (the import reads and stores each file anyway).
  const pictures = await Promise.all(palette.map((colour) => sharp({ create: { width, height: Math.round(width * 0.66), channels: 3, background: colour } }).jpeg({ quality: 70 }).toBuffer()))
  const originals = await Promise.all(palette.map((colour) => sharp({ create: { width: width * 2, height: Math.round(width * 1.32), channels: 3, background: colour } }).jpeg({ quality: 70 }).toBuffer()))
  let imageId = 0
  for (let g = 1; g <= galleries; g++) {
    galleryRows.push({ id: galleryId(g), name: g === 1 ? 'Złota godzina in Kraków' : `Gallery ${g}`, slug: g === 1 ? 'zlota-godzina' : `gallery-${g}`, description: g === 1 ? '<p>Evening light &amp; <b>old</b> streets.</p>' : '', order: g, published: g === galleries && galleries > 2 ? 0 : 1, gallery_type: '', gallery_source: '', autogallery_image_number: 12, update_flag: '', ...base })
    fs.mkdirSync(path.join(uploads, `gallery${g}`, 'thumb'), { recursive: true })
    fs.mkdirSync(path.join(uploads, `gallery${g}`, '.original'), { recursive: true })
    for (let i = 1; i <= imagesPerGallery; i++) {
      imageId++
      const filename = `photo-${g}-${i}.jpg`
      const picture = pictures[imageId % pictures.length]!
      fs.writeFileSync(path.join(uploads, `gallery${g}`, filename), picture)
      fs.writeFileSync(path.join(uploads, `gallery${g}`, 'thumb', filename), picture)
      // Every third image has its unresized original kept by the plugin.
      if (imageId % 3 === 0) fs.writeFileSync(path.join(uploads, `gallery${g}`, '.original', filename), originals[imageId % originals.length]!)
      imageRows.push({
        id: imageId,
        gallery_id: galleryId(g),
        slug: `photo-${g}-${i}`,
        filename,
        image_url: `/gallery${g}/${filename}`,
        thumb_url: `/gallery${g}/thumb/${filename}`,
        description: i === 1 ? 'The first picture of the evening.' : '',
        alt: `Photo ${i} of gallery ${g}`,
        date: '2019-05-04 18:30:00',
        size: '42 KB',
        filetype: 'JPG',
        resolution: `${width} x ${Math.round(width * 0.66)} px`,
        resolution_thumb: '300x198',
        author: 1,
        order: imagesPerGallery - i,
        published: i === imagesPerGallery && imagesPerGallery > 2 ? 0 : 1,
        comment_count: 0,
        avg_rating: 0,
        rate_count: 0,
        hit_count: 10 * i,
        redirect_url: i === 2 ? 'https://example.org/old-link' : '',
        // The first and third photos are sold with the "Prints" pricelist.
        pricelist_id: imageId === 1 || imageId === 3 ? 1 : 0,
        modified_date: 1700000000,
      })
    }
  }
  // A file the database names but the disk lost.
  if (imageRows[1]) fs.rmSync(path.join(uploads, `gallery1`, String(imageRows[1].filename)))
  const albums = [
    { id: 1, name: 'Our story', slug: 'our-story', description: 'Everything, by place.', order: 1, published: 1, ...base, preview_image: '', random_preview_image: '' },
    { id: 2, name: 'Poland', slug: 'poland', description: '', order: 2, published: 1, ...base, preview_image: '', random_preview_image: '' },
  ].map(({ page_link: _unused, ...album }) => album)
  const albumItems = [
    { id: 1, album_id: 1, is_album: 1, alb_gal_id: 2, order: 1 },
    ...Array.from({ length: galleries }, (_, i) => ({ id: i + 2, album_id: i === 0 ? 2 : 1, is_album: 0, alb_gal_id: galleryId(i + 1), order: i + 2 })),
  ]
  const comments = [
    { id: 1, image_id: 1, name: 'Ania', date: '2019-05-05 10:00', comment: 'Piękne światło!', url: '', mail: 'ania@example.org', published: 1 },
    { id: 2, image_id: 1, name: 'Spammer', date: '2019-05-05 11:00', comment: 'buy now', url: 'http://spam.example', mail: 'not-an-address', published: 0 },
  ]
  const rates = [
    { id: 1, image_id: 1, rate: 5, ip: '203.0.113.1', date: '2019-05-05' },
    { id: 2, image_id: 1, rate: 4, ip: '203.0.113.2', date: '2019-05-05' },
  ]
  const terms = [
    { term_id: 7, name: 'Sunset', slug: 'sunset', term_group: 0 },
    { term_id: 8, name: 'Old town', slug: 'old-town', term_group: 0 },
    { term_id: 9, name: 'Not a gallery tag', slug: 'category', term_group: 0 },
  ]
  const taxonomy = [
    { term_taxonomy_id: 1, term_id: 7, taxonomy: 'bwg_tag', description: '', parent: 0, count: 2 },
    { term_taxonomy_id: 2, term_id: 8, taxonomy: 'bwg_tag', description: '', parent: 0, count: 1 },
    { term_taxonomy_id: 3, term_id: 9, taxonomy: 'category', description: '', parent: 0, count: 1 },
  ]
  const imageTags = [
    { id: 1, tag_id: 7, image_id: 1, gallery_id: galleryId(1) },
    { id: 2, tag_id: 8, image_id: 1, gallery_id: galleryId(1) },
    { id: 3, tag_id: 9, image_id: 1, gallery_id: galleryId(1) },
  ]
  // The ecommerce add-on: prints with parameters and downloads, and a downloads-only list (columns
  // as the sibling Gallery Ecommerce plugin defines them).
  const shop = [
    insert('wp_wdpg_ecommerce_pricelists', [
      { id: 1, title: 'Prints', price: 20, manual_title: 'Fine-art print', manual_description: '<p>On archival paper.</p>', sections: 'manual,downloads', shipping_type: 'flat', shipping_price: 5, enable_international_shipping: 1, international_shipping_type: 'flat', international_shipping_price: 15, tax_rate: 23, display_license: 0, license_id: 0, published: 1 },
      { id: 2, title: 'Digital only', price: 0, manual_title: '', manual_description: '', sections: 'downloads', shipping_type: '', shipping_price: 0, enable_international_shipping: 0, international_shipping_type: '', international_shipping_price: 0, tax_rate: 0, display_license: 1, license_id: 0, published: 1 },
    ]),
    insert('wp_wdpg_ecommerce_pricelist_items', [
      { id: 1, pricelist_id: 1, item_name: 'Web', item_price: 5, item_longest_dimension: 800 },
      { id: 2, pricelist_id: 1, item_name: 'Print file', item_price: 25, item_longest_dimension: 4000 },
      { id: 3, pricelist_id: 2, item_name: 'Full size', item_price: 12.5, item_longest_dimension: 6000 },
    ]),
    insert('wp_wdpg_ecommerce_parameters', [
      { id: 1, title: 'Size', type: 4, default_values: '', published: 1 },
      { id: 2, title: 'Paper', type: 5, default_values: '', published: 1 },
      { id: 3, title: 'Frame', type: 1, default_values: '', published: 1 },
    ]),
    insert('wp_wdpg_ecommerce_pricelist_parameters', [
      { id: 1, pricelist_id: 1, parameter_id: 1, parameter_value: 'A4', parameter_value_price: 0, parameter_value_price_sign: '+' },
      { id: 2, pricelist_id: 1, parameter_id: 1, parameter_value: 'A3', parameter_value_price: 15.5, parameter_value_price_sign: '+' },
      { id: 3, pricelist_id: 1, parameter_id: 2, parameter_value: 'Matt', parameter_value_price: 0, parameter_value_price_sign: '+' },
      { id: 4, pricelist_id: 1, parameter_id: 2, parameter_value: 'Gloss', parameter_value_price: 2, parameter_value_price_sign: '-' },
      { id: 5, pricelist_id: 1, parameter_id: 3, parameter_value: 'None', parameter_value_price: 0, parameter_value_price_sign: '+' },
    ]),
    insert('wp_wdpg_ecommerce_options', [{ id: 1, name: 'currency', value: 'PLN' }]),
  ]
  return [
    SCHEMA,
    ...shop,
    insert('wp_bwg_gallery', galleryRows),
    insert('wp_bwg_album', albums),
    insert('wp_bwg_album_gallery', albumItems),
    insert('wp_bwg_image', imageRows),
    insert('wp_bwg_image_comment', comments),
    insert('wp_bwg_image_rate', rates),
    insert('wp_terms', terms),
    insert('wp_term_taxonomy', taxonomy),
    insert('wp_bwg_image_tag', imageTags),
  ].join('\n')
}

/** A fresh database loaded with the dump, and its upload folder. */
export async function startBwgFixture(shape: FixtureShape): Promise<BwgFixture> {
  const database = `atrium_bwg_${process.pid}_${crypto.randomBytes(3).toString('hex')}`
  const uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'atrium-bwg-uploads-'))
  const dump = await makeBwgDump(uploads, shape)
  const server = new URL(SERVER)
  const connection = await mysql.createConnection({ host: server.hostname, port: Number(server.port || 3306), user: decodeURIComponent(server.username || 'root'), password: decodeURIComponent(server.password), multipleStatements: true, charset: 'utf8mb4' })
  await connection.query(`CREATE DATABASE \`${database}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`)
  await connection.query(`USE \`${database}\`;\n${dump}`)
  await connection.end()
  const url = new URL(SERVER)
  url.pathname = `/${database}`
  return {
    url: url.toString(),
    uploads,
    database,
    drop: async () => {
      const admin = await mysql.createConnection({ host: server.hostname, port: Number(server.port || 3306), user: decodeURIComponent(server.username || 'root'), password: decodeURIComponent(server.password) })
      await admin.query(`DROP DATABASE IF EXISTS \`${database}\``)
      await admin.end()
      fs.rmSync(uploads, { recursive: true, force: true })
    },
  }
}

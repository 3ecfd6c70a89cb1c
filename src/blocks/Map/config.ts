import type { Block } from 'payload'

/**
 * A map with markers (the old theme's map element) on an open map library with the operator's tile
 * servers (MAP_TILE_URL…). It loads only when a visitor has agreed to content from other companies
 * (or presses "Show map" and agrees), so no tile is fetched before consent.
 */
export const MapBlock: Block = {
  slug: 'map',
  interfaceName: 'MapBlock',
  labels: { singular: 'Map', plural: 'Maps' },
  fields: [
    { name: 'heading', type: 'text', maxLength: 160 },
    {
      name: 'markers',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 50,
      admin: { description: 'A marker needs a latitude and a longitude (e.g. 53.7997, -1.5492); one without is left off the map.' },
      fields: [
        { name: 'title', type: 'text', required: true, maxLength: 120, admin: { description: 'Shown in the marker’s tooltip and in the list of places.' } },
        {
          type: 'row',
          fields: [
            { name: 'lat', type: 'number', label: 'Latitude', min: -90, max: 90 },
            { name: 'lng', type: 'number', label: 'Longitude', min: -180, max: 180 },
          ],
        },
        { name: 'address', type: 'textarea', maxLength: 300 },
        { name: 'content', type: 'textarea', maxLength: 600, admin: { description: 'More text in the marker’s bubble (opening hours, directions…).' } },
        {
          type: 'row',
          fields: [
            {
              name: 'tooltip',
              type: 'select',
              required: true,
              defaultValue: 'click',
              options: [
                { label: 'On click', value: 'click' },
                { label: 'On hover', value: 'hover' },
                { label: 'Always open', value: 'always' },
              ],
            },
            { name: 'icon', type: 'upload', relationTo: 'media', filterOptions: { kind: { equals: 'image' } }, admin: { description: 'Optional picture for the marker (a logo or pin).' } },
            { name: 'iconSize', type: 'number', defaultValue: 40, min: 16, max: 80, admin: { description: 'Pixels; at most 40 on high-density screens.' } },
          ],
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'autoZoom', type: 'checkbox', defaultValue: true, label: 'Zoom to show every marker' },
        { name: 'zoom', type: 'number', defaultValue: 10, min: 1, max: 19, admin: { description: 'Zoom level without auto-zoom (and for a single marker).' } },
        { name: 'height', type: 'number', defaultValue: 420, min: 200, max: 900, admin: { description: 'Pixels.' } },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'baseLayer',
          type: 'select',
          required: true,
          defaultValue: 'street',
          options: [
            { label: 'Street map', value: 'street' },
            { label: 'Satellite', value: 'satellite' },
          ],
        },
        { name: 'layerSwitch', type: 'checkbox', defaultValue: true, label: 'Let visitors switch layers' },
        { name: 'zoomControl', type: 'checkbox', defaultValue: true, label: 'Zoom buttons' },
        { name: 'mobileDrag', type: 'checkbox', defaultValue: false, label: 'One-finger dragging on phones (else two fingers, so the page still scrolls)' },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'hue', type: 'number', defaultValue: 0, min: -180, max: 180, admin: { description: 'Tint the map: degrees round the colour wheel.' } },
        { name: 'saturation', type: 'number', defaultValue: 0, min: -100, max: 100, admin: { description: '-100 for grey, up to 100 for vivid.' } },
      ],
    },
  ],
}

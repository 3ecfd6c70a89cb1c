import type { Block } from 'payload'

/** Portfolio items in a masonry of cards with a category filter and a "Load more" button (the old theme's masonry). */
export const MasonryGridBlock: Block = {
  slug: 'masonryGrid',
  interfaceName: 'MasonryGridBlock',
  labels: { singular: 'Masonry grid', plural: 'Masonry grids' },
  fields: [
    { name: 'heading', type: 'text', maxLength: 160 },
    {
      name: 'categories',
      type: 'relationship',
      relationTo: 'portfolio-categories',
      hasMany: true,
      maxRows: 20,
      admin: { description: 'Show only items in these categories. Leave empty for all.' },
    },
    {
      type: 'row',
      fields: [
        { name: 'pageSize', type: 'number', required: true, defaultValue: 6, min: 1, max: 24, admin: { description: 'Items shown at first and added by each "Load more".' } },
        { name: 'columns', type: 'number', required: true, defaultValue: 3, min: 2, max: 4 },
        { name: 'showFilter', type: 'checkbox', defaultValue: true, label: 'Category filter' },
      ],
    },
  ],
}

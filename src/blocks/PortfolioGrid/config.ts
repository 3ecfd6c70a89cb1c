import type { Block } from 'payload'

/** A grid of portfolio items with a category filter; an item opens a quick view in place (and has its own page). */
export const PortfolioGridBlock: Block = {
  slug: 'portfolioGrid',
  interfaceName: 'PortfolioGridBlock',
  labels: { singular: 'Portfolio grid', plural: 'Portfolio grids' },
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
        { name: 'limit', type: 'number', required: true, defaultValue: 12, min: 1, max: 48, admin: { description: 'Most items shown, newest first.' } },
        { name: 'columns', type: 'number', required: true, defaultValue: 3, min: 2, max: 4 },
        { name: 'showFilter', type: 'checkbox', defaultValue: true, label: 'Category filter' },
      ],
    },
  ],
}

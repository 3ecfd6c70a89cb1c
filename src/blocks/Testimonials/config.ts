import type { Block } from 'payload'

/** Defaults are the old theme's testimonial slider: autoplay, 5 s per quote, 0.5 s change. */
export const TestimonialsBlock: Block = {
  slug: 'testimonials',
  interfaceName: 'TestimonialsBlock',
  labels: { singular: 'Testimonials', plural: 'Testimonials' },
  fields: [
    { name: 'heading', type: 'text', maxLength: 160 },
    {
      type: 'row',
      fields: [
        { name: 'autoplay', type: 'checkbox', defaultValue: true },
        { name: 'interval', type: 'number', defaultValue: 5000, min: 1000, max: 60000, required: true, admin: { description: 'Milliseconds each quote stays.' } },
        { name: 'speed', type: 'number', defaultValue: 500, min: 0, max: 3000, required: true, admin: { description: 'Milliseconds the change takes.' } },
      ],
    },
    {
      name: 'height',
      type: 'select',
      defaultValue: 'tallest',
      required: true,
      options: [
        { label: 'As tall as the longest quote', value: 'tallest' },
        { label: 'Adapts to each quote', value: 'adaptive' },
      ],
      admin: {
        description:
          'Adapting (the old theme’s “adaptive height”) moves everything below the slider each time the quote changes, which visitors notice and search engines count against the page (layout shift); the longest quote’s height keeps the page still.',
      },
    },
    {
      name: 'items',
      type: 'array',
      minRows: 1,
      maxRows: 20,
      required: true,
      fields: [
        { name: 'quote', type: 'textarea', required: true, maxLength: 1200 },
        { name: 'name', type: 'text', required: true, maxLength: 120 },
        { name: 'role', type: 'text', maxLength: 160, admin: { description: 'Job title and company.' } },
        { name: 'photo', type: 'upload', relationTo: 'media' },
      ],
    },
  ],
}

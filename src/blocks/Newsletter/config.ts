import type { Block } from 'payload'

export const NewsletterBlock: Block = {
  slug: 'newsletter',
  interfaceName: 'NewsletterBlock',
  labels: { singular: 'Newsletter sign-up', plural: 'Newsletter sign-ups' },
  fields: [
    { name: 'heading', type: 'text', maxLength: 160, admin: { description: 'Leave empty for “Stay in the loop”.' } },
    { name: 'text', type: 'textarea', maxLength: 400 },
    {
      name: 'redirect',
      type: 'text',
      maxLength: 300,
      admin: { description: 'Optional: a page of this site to show after signing up, for example /thank-you. Empty: the success text shows in place.' },
      validate: (value: unknown) => (!value || (typeof value === 'string' && /^\/(?!\/)\S*$/.test(value)) ? true : 'Enter a path of this site, starting with /.'),
    },
  ],
}

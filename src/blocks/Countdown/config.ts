import type { Block } from 'payload'

export const CountdownBlock: Block = {
  slug: 'countdown',
  interfaceName: 'CountdownBlock',
  labels: { singular: 'Countdown', plural: 'Countdowns' },
  fields: [
    { name: 'heading', type: 'text', maxLength: 160 },
    {
      name: 'target',
      type: 'date',
      required: true,
      // The zone the date is written in for visitors (the count itself is the same everywhere).
      timezone: { defaultTimezone: 'Europe/London', required: true },
      admin: { date: { pickerAppearance: 'dayAndTime' }, description: 'The moment the count reaches zero.' },
    },
    {
      name: 'largestUnit',
      type: 'select',
      defaultValue: 'days',
      required: true,
      admin: { description: 'The largest unit shown; bigger amounts add up in it (for example 50 hours).' },
      options: [
        { label: 'Seconds', value: 'seconds' },
        { label: 'Minutes', value: 'minutes' },
        { label: 'Hours', value: 'hours' },
        { label: 'Days', value: 'days' },
      ],
    },
    { name: 'endedText', type: 'text', maxLength: 160, admin: { description: 'Shown once the time has come, for example "Registration is open".' } },
  ],
}

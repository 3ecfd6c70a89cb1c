import type { TextField } from 'payload'

import { parseMoney } from '../money'

/** An amount as editors type it ("12.50"; signed where a choice may lower the price), kept as text and read digit by digit. */
export function moneyField({ name, label, signed = false, required = true, description }: { name: string; label: string; signed?: boolean; required?: boolean; description?: string }): TextField {
  return {
    name,
    label,
    type: 'text',
    required,
    defaultValue: required ? '0.00' : undefined,
    admin: { description: description ?? (signed ? 'For example 5.00 or -2.50.' : 'For example 12.50.'), width: '33%' },
    validate: (value: unknown) => {
      if ((value === undefined || value === null || value === '') && !required) return true
      return parseMoney(value, { signed }) === null ? `Enter an amount such as ${signed ? '5.00 or -2.50' : '12.50'} (at most two decimals).` : true
    },
  }
}

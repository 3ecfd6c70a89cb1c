import type { MessageKey } from '@/messages/en'

import { FORM_RULE_MESSAGES } from '../rules'

/** The texts a site form needs in the browser (its server parent picks them). */
export const SITE_FORM_MESSAGES = [
  ...FORM_RULE_MESSAGES,
  'forms.choose',
  'forms.dateHint',
  'forms.submit',
  'forms.sending',
  'forms.invalid',
  'forms.failed',
  'forms.sent',
  'forms.spamCheck',
  'forms.honeypot',
] as const satisfies readonly MessageKey[]

import type { MessageKey } from '@/messages/en'

export const NEWSLETTER_MESSAGES = [
  'newsletter.label',
  'newsletter.email',
  'newsletter.consent',
  'newsletter.submit',
  'newsletter.sending',
  'newsletter.success',
  'newsletter.failed',
  'newsletter.consentRequired',
  'forms.required',
  'forms.email',
  'forms.invalid',
  'forms.honeypot',
  'forms.spamCheck',
] as const satisfies readonly MessageKey[]

export const POPUP_MESSAGES = [...NEWSLETTER_MESSAGES, 'popup.close'] as const satisfies readonly MessageKey[]

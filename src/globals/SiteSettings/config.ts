import type { GlobalConfig } from 'payload'

import { anyone, staff } from '@/access'
import { linkField, validateHttpUrl } from '@/fields/link'
import { chatScriptProblem } from '@/lib/chat'
import { getEnv } from '@/lib/env'
import { revalidateEverything } from '@/lib/revalidate'

export const SOCIAL_PLATFORMS = ['linkedin', 'facebook', 'instagram', 'youtube', 'x', 'xing'] as const
export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number]

/** Brand names as the platforms write them (not translated). */
export const SOCIAL_LABELS: Record<SocialPlatform, string> = {
  linkedin: 'LinkedIn',
  facebook: 'Facebook',
  instagram: 'Instagram',
  youtube: 'YouTube',
  x: 'X',
  xing: 'XING',
}

/** The chat script must be https (http only on this machine) and on a site the operator allowed. */
const validateChatScript = (value: unknown, { siblingData }: { siblingData: unknown }): true | string => {
  if (!(siblingData as { enabled?: boolean })?.enabled && !value) return true
  return chatScriptProblem(value, getEnv()) ?? true
}

export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: 'Site settings',
  admin: { group: 'Settings' },
  access: { read: anyone, update: staff },
  hooks: { afterChange: [({ req, context }) => revalidateEverything({ context, payload: req.payload })] },
  fields: [
    { name: 'siteName', type: 'text', required: true, defaultValue: 'Atrium', maxLength: 80 },
    { name: 'tagline', type: 'text', maxLength: 160 },
    { name: 'defaultDescription', type: 'textarea', maxLength: 300, admin: { description: 'Used by search engines when a page has no description of its own.' } },
    {
      name: 'contact',
      type: 'group',
      fields: [
        { name: 'email', type: 'email' },
        { name: 'phone', type: 'text', maxLength: 40 },
        { name: 'address', type: 'textarea', maxLength: 300 },
      ],
    },
    {
      name: 'social',
      label: 'Social links',
      type: 'array',
      maxRows: 10,
      fields: [
        { name: 'platform', type: 'select', required: true, options: SOCIAL_PLATFORMS.map((value) => ({ value, label: SOCIAL_LABELS[value] })) },
        { name: 'url', type: 'text', required: true, validate: validateHttpUrl },
      ],
    },
    {
      name: 'consent',
      label: 'Consent banner',
      type: 'group',
      admin: { description: 'Asks visitors before anything from another company (videos, maps, chat) loads; the answer is kept for 30 days and can be changed from the footer.' },
      fields: [
        { name: 'enabled', type: 'checkbox', defaultValue: true, label: 'Show the consent banner' },
        { name: 'message', type: 'textarea', maxLength: 400, admin: { description: 'Leave empty for the standard wording.' } },
        { name: 'policyUrl', type: 'text', maxLength: 300, validate: validateHttpUrl, admin: { description: 'Your privacy policy, for example /privacy.' } },
      ],
    },
    {
      name: 'chat',
      label: 'Chat widget',
      type: 'group',
      admin: { description: 'A chat service’s widget, loaded only when a visitor presses the chat button and has agreed to content from other companies.' },
      fields: [
        { name: 'enabled', type: 'checkbox', defaultValue: false, label: 'Offer a chat button' },
        {
          name: 'scriptUrl',
          type: 'text',
          maxLength: 500,
          label: 'Widget script address',
          admin: { condition: (_, sibling) => Boolean(sibling?.enabled), description: 'The https address of the chat service’s script. Its site must be one the operator allowed (CHAT_SCRIPT_ORIGINS).' },
          validate: validateChatScript,
        },
        { name: 'provider', type: 'text', maxLength: 80, admin: { condition: (_, sibling) => Boolean(sibling?.enabled), description: 'The service’s name, shown when visitors are asked (e.g. "Crisp").' } },
      ],
    },
    {
      name: 'features',
      label: 'Feature switches',
      type: 'group',
      admin: { description: 'Switch whole features on or off for the site.' },
      fields: [
        { name: 'search', type: 'checkbox', defaultValue: true, label: 'Site search' },
        // Off here is off in every gallery, whatever the gallery's own settings say.
        { name: 'comments', type: 'checkbox', defaultValue: true, label: 'Photo comments (off: no gallery takes or shows comments)' },
        { name: 'ratings', type: 'checkbox', defaultValue: true, label: 'Photo ratings (off: no gallery takes or shows votes)' },
        { name: 'hitCounting', type: 'checkbox', defaultValue: true, label: 'Photo view counts (off: views are neither counted nor shown)' },
        { name: 'sharing', type: 'checkbox', defaultValue: true, label: 'Sharing (off: the viewer has no Share button)' },
        { name: 'newsletter', type: 'checkbox', defaultValue: true, label: 'Newsletter sign-up (off: no sign-up in the footer, in blocks or in the popup, and none is accepted)' },
        { name: 'entranceAnimations', type: 'checkbox', defaultValue: true, label: 'Blocks fade in as they scroll into view (never on phones or for visitors who ask for less motion)' },
        { name: 'pageTransitions', type: 'checkbox', defaultValue: false, label: 'Pages fade out and in when visitors follow a link of the site (not for visitors who ask for less motion)' },
        { name: 'shop', type: 'checkbox', defaultValue: true, label: 'Print and download sales (off: no shop in the viewer, no cart, no checkout; orders already placed keep their pages and downloads)' },
        { name: 'preloader', type: 'checkbox', defaultValue: false, label: 'Show a loading screen until the first pictures of a page have loaded (4 seconds at most; not for visitors who ask for less motion)' },
      ],
    },
    {
      name: 'newsletter',
      label: 'Newsletter sign-up',
      type: 'group',
      admin: { description: 'The sign-up in the footer (switched on under Feature switches). Sign-ups are confirmed by e-mail before anyone is subscribed.' },
      fields: [
        { name: 'heading', type: 'text', maxLength: 80, admin: { description: 'Leave empty for “Stay in the loop”.' } },
        { name: 'text', type: 'textarea', maxLength: 300 },
      ],
    },
    {
      name: 'shop',
      label: 'Print and download sales',
      type: 'group',
      admin: { description: 'What visitors buy is set by pricelists (Shop → Pricelists), assigned to photos or galleries.' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'panelPosition', label: 'Shop panel in the viewer', type: 'select', defaultValue: 'right', options: [{ label: 'Right', value: 'right' }, { label: 'Left', value: 'left' }], admin: { width: '33%' } },
            { name: 'afterAdd', label: 'After “Add to cart”', type: 'select', defaultValue: 'stay', options: [{ label: 'Stay in the viewer', value: 'stay' }, { label: 'Go to the checkout', value: 'checkout' }], admin: { width: '33%' } },
            { name: 'downloadDays', label: 'Download links work for (days)', type: 'number', defaultValue: 7, min: 1, max: 365, admin: { width: '33%' } },
          ],
        },
        { name: 'bankInstructions', label: 'Bank transfer instructions', type: 'textarea', maxLength: 1000, admin: { description: 'Shown on the order page and in the confirmation e-mail of orders paid by bank transfer (account, IBAN, …). The order number is added as the reference.' } },
        { name: 'notifyEmail', label: 'Send new orders to', type: 'email', admin: { description: 'Leave empty for the contact e-mail.' } },
      ],
    },
    {
      name: 'popup',
      label: 'Promotional popup',
      type: 'group',
      admin: { description: 'A popup with a newsletter sign-up or an offer. Shown at most once per visitor every 5 days, never before the visitor has answered the consent banner, never to someone who subscribed.' },
      fields: [
        { name: 'enabled', type: 'checkbox', defaultValue: false, label: 'Show the popup' },
        {
          name: 'kind',
          type: 'radio',
          defaultValue: 'newsletter',
          options: [
            { label: 'Newsletter sign-up', value: 'newsletter' },
            { label: 'An offer with a link', value: 'offer' },
          ],
        },
        { name: 'heading', type: 'text', maxLength: 80, validate: (value: unknown, { siblingData }: { siblingData: unknown }) => (!(siblingData as { enabled?: boolean })?.enabled || (typeof value === 'string' && value.trim()) ? true : 'A popup needs a heading (it names the dialog).') },
        { name: 'text', type: 'textarea', maxLength: 400 },
        { ...linkField({ name: 'link' }), admin: { condition: (_, sibling) => sibling?.kind === 'offer' } },
        {
          name: 'trigger',
          type: 'radio',
          defaultValue: 'delay',
          options: [
            { label: 'After a delay', value: 'delay' },
            { label: 'When the visitor has scrolled part of the page', value: 'scroll' },
          ],
        },
        { name: 'delaySeconds', type: 'number', defaultValue: 10, min: 0, max: 600, admin: { condition: (_, sibling) => sibling?.trigger !== 'scroll' } },
        { name: 'scrollPercent', type: 'number', defaultValue: 50, min: 1, max: 100, admin: { condition: (_, sibling) => sibling?.trigger === 'scroll' } },
      ],
    },
  ],
}

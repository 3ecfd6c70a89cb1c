import type { Form } from '@/payload-types'

import { paragraph, richText } from '@/lib/richText'

type FormSeed = Pick<Form, 'title' | 'fields' | 'submitButtonLabel' | 'confirmationType' | 'confirmationMessage' | 'emails'>

const options = (...labels: string[]) => labels.map((label) => ({ label, value: label.toLowerCase().replace(/[^a-z0-9]+/g, '-') }))

/** The demo's forms: the contact form on /contact and a short call-back request on /services. */
export const DEMO_FORMS = {
  contact: {
    title: 'Contact us',
    submitButtonLabel: 'Send message',
    confirmationType: 'message',
    confirmationMessage: richText(paragraph('Thank you. Your message has reached our team and a specialist will reply within one working day.')),
    fields: [
      { blockType: 'text', name: 'name', label: 'Name', required: true, width: 50 },
      { blockType: 'text', name: 'company', label: 'Company', required: false, width: 50 },
      { blockType: 'email', name: 'email', label: 'E-mail', required: true, width: 50 },
      { blockType: 'phone', name: 'phone', label: 'Phone', required: false, width: 50 },
      { blockType: 'select', name: 'topic', label: 'Topic', required: true, options: options('Payroll', 'HR', 'Benefits', 'Compliance', 'Something else') },
      { blockType: 'textarea', name: 'message', label: 'Message', required: true },
      { blockType: 'checkbox', name: 'consent', label: 'I agree that Atrium may use these details to answer my message', required: true },
    ],
    emails: [{ emailTo: 'hello@atrium.example', replyTo: '{{email}}', subject: 'Contact form: {{topic}} from {{name}}', message: richText(paragraph('{{name}} ({{company}}) wrote through the contact form.')) }],
  },
  callback: {
    title: 'Request a call back',
    submitButtonLabel: 'Call me back',
    confirmationType: 'message',
    confirmationMessage: richText(paragraph('Thanks. We will call you on the next working day at the time you chose.')),
    fields: [
      { blockType: 'text', name: 'name', label: 'Name', required: true, width: 50 },
      { blockType: 'phone', name: 'phone', label: 'Phone', required: true, width: 50 },
      { blockType: 'radio', name: 'time', label: 'Best time to call', required: true, options: options('Morning', 'Afternoon') },
      { blockType: 'checkboxes', name: 'interests', label: 'Interested in', required: false, options: options('Payroll', 'HR', 'Benefits') },
      { blockType: 'date', name: 'date', label: 'Preferred day', required: false },
    ],
    emails: [{ emailTo: 'sales@atrium.example', subject: 'Call back request from {{name}}', message: richText(paragraph('Please call {{name}} on {{phone}} ({{time}}).')) }],
  },
} satisfies Record<string, FormSeed>

export type DemoFormKey = keyof typeof DEMO_FORMS

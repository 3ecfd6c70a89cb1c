/** Fills `{name}` placeholders in a label the server sent (labels arrive with the lightbox data). */
export { fill } from '@/lib/messageTemplates'

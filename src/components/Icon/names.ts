/** The icons editors can pick (the drawings are in index.tsx); plain data so block configs can list them. */
export const ICON_NAMES = ['payslip', 'people', 'shield', 'chart', 'clock', 'heart', 'check', 'chat'] as const
export type IconName = (typeof ICON_NAMES)[number]

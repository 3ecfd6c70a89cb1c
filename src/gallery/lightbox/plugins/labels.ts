/** Fills `{name}` placeholders in a label the server sent (labels arrive with the lightbox data). */
export function fill(label: string, values: Record<string, string | number>): string {
  return label.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match))
}

type Node = { text?: unknown; children?: unknown }

/** The plain text of a Lexical rich-text value (for meta descriptions), cut at a word boundary. */
export function plainText(value: { root?: Node } | null | undefined, maxLength = 160): string | undefined {
  const parts: string[] = []
  const walk = (node: Node) => {
    if (typeof node.text === 'string') parts.push(node.text)
    if (Array.isArray(node.children)) {
      node.children.forEach((child) => walk(child as Node))
      parts.push(' ')
    }
  }
  if (value?.root) walk(value.root)
  const text = parts.join('').replace(/\s+/g, ' ').trim()
  if (!text) return undefined
  if (text.length <= maxLength) return text
  return `${text.slice(0, text.lastIndexOf(' ', maxLength - 1)).trimEnd()}…`
}

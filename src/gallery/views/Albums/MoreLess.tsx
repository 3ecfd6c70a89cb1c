/** Descriptions at least this long are clamped to three lines with a More/Less toggle. */
export const LONG_DESCRIPTION = 240

/**
 * A long description clamped to a few lines with a More/Less toggle, without JavaScript: the toggle
 * is a native disclosure (<details>), and CSS unclamps the text while it is open. Nothing changes
 * size when the page hydrates, so the rows never shift. Short texts are shown whole.
 */
export function MoreLess({ text, moreLabel, lessLabel }: { text: string; moreLabel: string; lessLabel: string }) {
  if (text.length < LONG_DESCRIPTION) return <p className="more-less-text">{text}</p>
  return (
    <div className="more-less">
      <p className="more-less-text">{text}</p>
      <details className="more-less-toggle">
        <summary>
          <span className="more-less-more">{moreLabel}</span>
          <span className="more-less-less">{lessLabel}</span>
        </summary>
      </details>
    </div>
  )
}

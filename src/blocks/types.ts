/** Where a block sits: first on the page or not, and the page's address and gallery state. */
export type BlockPlacement = {
  isFirst: boolean
  pagePath: string
  pageState: URLSearchParams
  /** Per-gallery prefix for its state in the address (`g1`, `g2`…), so galleries never share state. */
  statePrefix: string
}

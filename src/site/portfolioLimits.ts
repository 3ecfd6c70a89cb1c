/** The most one load-more request returns, skips by count, or lists as already shown. */
export const PORTFOLIO_LIMITS = { page: 24, offset: 1000, exclude: 200 } as const

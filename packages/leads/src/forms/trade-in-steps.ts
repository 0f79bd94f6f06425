// The trade-in form's steps, apart from its schemas (./trade-in.ts) so that a page can name them
// without pulling zod into its JavaScript (bench/pages/RESULTS.md, session 10).

/** The steps of the trade-in / sell-my-car form, in order (docs/spec-coverage.md, Trade-in, finance and reserve). */
export const TRADE_IN_STEPS = ['vehicle', 'condition', 'contact'] as const
export type TradeInStep = (typeof TRADE_IN_STEPS)[number]

export { standings, hasEnded, type SpinCampaign, type SpinPrize, type PrizeStanding } from './campaign'
export { drawPrize } from './draw'
export {
  createSpinToWin,
  type SpinToWin,
  type SpinToWinOptions,
  type SpinResult,
  type SpinOutcome,
  type SpinHooks,
} from './spin-to-win'

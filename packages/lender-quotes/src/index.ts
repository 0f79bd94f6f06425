export type { LenderQuotePort, LenderQuoteRequest } from './port'
export {
  createYouxQuotes,
  youxQuoteBody,
  youxAnswerSchema,
  YOUX_DEFAULT_TIMEOUT_MS,
  YOUX_LOAN_TERM_YEARS,
  YOUX_QUOTE_PATH,
  type YouxAdapterOptions,
} from './youx'
export { lenderQuotesFromEnv } from './from-env'

// The dealer's stock noun (caravans on a caravan dealer's site, cars elsewhere): kept in domain so
// the packages' texts can take it too.
export { stockNoun, type StockNoun } from '@dealer/domain'

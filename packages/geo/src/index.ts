export * from './postcodes'
export * from './geocode'

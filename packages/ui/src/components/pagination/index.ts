export * from './pagination'
export * from './link'

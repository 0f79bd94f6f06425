export * from './pagination'

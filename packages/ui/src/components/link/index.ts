export * from './link'

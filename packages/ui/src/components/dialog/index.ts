export * from './dialog'

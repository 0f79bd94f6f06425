export * from './animated-count'

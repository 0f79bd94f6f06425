export * from './hours-table'

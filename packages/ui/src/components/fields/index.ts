export type { AnyField } from './any-field'
export * from './fields'
export * from './affixed-field'
export * from './radio-group'

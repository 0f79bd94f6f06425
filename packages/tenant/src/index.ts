export * from './schema'
export * from './load'
export * from './resolve'
export * from './site'

// The server's view of analytics: the catalogue and its zod schemas, the wire format and the
// first-party sink. Browser code imports `@dealer/analytics/client` instead.
export * from './catalogue'
export * from './meanings'
export * from './schemas'
export * from './wire'
export * from './batch'
export * from './privacy'
export * from './sink'

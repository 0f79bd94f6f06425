// The server's view of analytics: the catalogue, the wire format and the first-party sink.
// Browser code imports `@dealer/analytics/client` instead.
export * from './catalogue'
export * from './batch'
export * from './privacy'
export * from './sink'

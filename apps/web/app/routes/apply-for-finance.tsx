// A finance page of spec §2: the /finance module, with this path's title and finance type.
export { headers, loader, action, meta, default, ErrorBoundary } from './finance'

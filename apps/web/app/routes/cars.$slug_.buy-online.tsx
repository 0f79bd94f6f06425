// Reserve Car Now for tenants whose reserve route is buy-online (spec §2).
export { loader, action, meta, default } from './cars.$slug_.checkout'

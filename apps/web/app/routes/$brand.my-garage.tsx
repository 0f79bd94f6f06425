// A brand garage, /{brand}/my-garage, for the brands in the dealer's accounts.brandGarages.
export { headers, loader, meta, default } from './my-garage'

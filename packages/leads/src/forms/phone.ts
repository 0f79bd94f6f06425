// Phone rules are shared with the signed-in shopper (a mobile is the shopper's identity), so they
// live in the domain package.
export { normaliseAustralianPhone, formatAustralianPhone, isMobilePhone } from '@dealer/domain'

// Presenters only; each component is its own subpath (`@dealer/ui/dialog`, ...): see README.md.
export * from './presenters/image'
export * from './presenters/car-card'

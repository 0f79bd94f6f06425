export * from './presenters/image'
export * from './presenters/car-card'

/*
 * The car page's panels that do nothing in the browser and whose server HTML is cached per props
 * (car-sections.tsx): one chunk for them all. Their code loads only when React must draw them
 * afresh (a client-side navigation, new loader data), and then it draws them all at once, so one
 * file serves them with one request and one entry in the page's import table.
 */
export { CarSpecifications, DealerComments, KeyInformation } from './car-details'
export { DeliveryCalculator } from './delivery-calculator'
export { FuelCalculator } from './fuel-calculator'
export { PriceComparison } from './price-comparison'
export { VehicleLocation } from './vehicle-location'

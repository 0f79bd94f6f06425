import {
  carSchema,
  locationSchema,
  reviewSchema,
  vehicleModelSchema,
  type Car,
  type CarInput,
  type Location,
  type LocationInput,
  type Review,
  type ReviewInput,
  type VehicleModel,
  type VehicleModelInput,
} from '@dealer/domain'

/** A car with only the required fields set; everything else takes the schema's defaults. */
export function makeCar(overrides: Partial<CarInput> & { id: string }): Car {
  return carSchema.parse({
    slug: `car-${overrides.id}`,
    name: `Car ${overrides.id}`,
    year: 2022,
    make: 'Toyota',
    model: 'Corolla',
    price: 30_000,
    status: 'in_stock',
    car_type: 'used',
    created_at: '2025-01-01T00:00:00.000Z',
    stocknum: `S-${overrides.id}`,
    km: 10_000,
    dealership_id: 'd-1',
    dealership_slug: 'dealer-one',
    ...overrides,
  })
}

/** A car with every field set, to a value other than its default where there is one. */
export function makeFullCar(overrides: Partial<CarInput> & { id: string }): Car {
  return carSchema.parse({
    slug: `2023-mazda-cx-5-${overrides.id}`,
    name: '2023 Mazda CX-5 Touring',
    carsales_title: 'Mazda CX-5 Touring Auto AWD',
    year: 2023,
    make: 'Mazda',
    model: 'CX-5',
    badge: 'Touring',
    series: 'KF',
    colour: 'Soul Red',
    interior_colour: 'Black',
    price: 45_990.5,
    before_price: 47_990,
    offer_price: 44_990,
    subscription_price: 199.99,
    weekly_price: 155.25,
    preorder: true,
    price_type: 'DAP',
    status: 'sold',
    car_type: 'demo',
    reserved: true,
    sold_date: '2025-06-09T08:30:00.000Z',
    tag: 'Runout Sale',
    certified: true,
    created_at: '2025-05-01T10:00:00.000Z',
    show_on_dealer_website: false,
    test_drive_only: true,
    stocknum: `STK-${overrides.id}`,
    vin: 'JM0KF4W7A00123456',
    nvic: '0AB12C',
    regplate: 'ABC123',
    rego_expiry: '2026-03-01',
    compliance_date: '2023-02',
    build_date: '2023-01',
    km: 12_345,
    file: 'https://example.test/history.pdf',
    drive: 'All Wheel Drive',
    seats: 5,
    doors: 4,
    engine_size: 2.5,
    gearnum: 6,
    bodyconfiguration: 'Wagon',
    fuel: 'Unleaded Petrol',
    simple_fuel: 'Petrol',
    body: 'SUV',
    simple_body: 'SUV',
    trans: 'Sports Automatic',
    simple_transmission: 'Automatic',
    simple_drive: 'AWD',
    images: [
      { url: 'https://img.test/1.jpg', thumb: { url: 'https://img.test/1-t.jpg' } },
      { url: 'https://img.test/2.jpg', thumb: { url: 'https://img.test/2-t.jpg' } },
    ],
    video_url: 'https://video.test/a.mp4',
    external_video_url: 'https://youtube.test/watch?v=x',
    spin_images: ['https://spin.test/0.jpg', 'https://spin.test/1.jpg'],
    spin_interior_image: 'https://spin.test/interior.jpg',
    hotspots: [
      {
        id: 'h1',
        description: 'Alloy wheels',
        anchors: ['wheel'],
        exterior: [{ activeAngle: 3, posX: 0.25, posY: 0.75, hotspotId: 'h1' }],
        interior: [],
      },
    ],
    views: 321,
    dealercomments: 'One owner, "full" service history — ünïcödé ok.',
    standard_equipment: ['Cruise control', 'Apple CarPlay'],
    filtered_features: ['Sunroof'],
    dealership_id: 'd-42',
    dealership_slug: 'dealer-forty-two',
    location_id: 'loc-1',
    city: 'Sydney',
    state: 'NSW',
    item_type: 'caravan',
    variant: { fuelconsumptioncombined: 7.4, cylinders: 4, induction: 'Aspirated', torque: null },
    caravan: { body_width: 2.4, sleeps: 4, axle_type: 'Tandem' },
    autograb_data: { state_average_market_price: 41_000, average_market_price: 40_500.5 },
    finance_lenders: {
      lenderA: { deposit: 5_000, termYears: 5, interestRate: 7.99, comparisonRate: null, financeProvider: 'Bank A' },
      lenderB: { disclaimer: 'Terms apply', balloon: 0 },
    },
    ...overrides,
  })
}

/** A location with opening and special hours. */
export function makeLocation(overrides: Partial<LocationInput> & { id: string }): Location {
  return locationSchema.parse({
    name: `Location ${overrides.id}`,
    slug: `location-${overrides.id}`,
    location_type: 'sales',
    location_subtype: 'Pre-owned Sales',
    primary: true,
    visible: false,
    dealership_id: 'd-1',
    dealership_slug: 'dealer-one',
    manufacturers: ['Mazda', 'Kia'],
    dealer_license_number: 'MD12345',
    motor_vehicle_repairer: 'MVRL999',
    image_url: 'https://img.test/loc.jpg',
    average_rating: 4.6,
    review_count: 120,
    address: {
      street: '1 Main St',
      city: 'Parramatta',
      state: 'NSW',
      postcode: '2150',
      lat: -33.8150123,
      long: 151.0011456,
      place_url: 'https://maps.test/p',
    },
    phone: '02 9999 0000',
    landline_phone: '02 9999 0001',
    email: 'sales@dealer.test',
    website_url: 'https://dealer.test',
    opening_hours: [
      { weekday: 1, status: 'Open', open: '08:30', close: '17:30' },
      { weekday: 0, status: 'Closed', open: null, close: null },
    ],
    special_hours: [
      { date: '2025-12-25', status: 'Closed', start_hour: null, end_hour: null, label: 'Christmas Day' },
      { date: '2025-12-24', status: 'Open', start_hour: '09:00', end_hour: '13:00' },
    ],
    ...overrides,
  })
}

/** A vehicle model with two variants and colours. */
export function makeModel(overrides: Partial<VehicleModelInput> & { id: string }): VehicleModel {
  return vehicleModelSchema.parse({
    slug: `model-${overrides.id}`,
    name: `Model ${overrides.id}`,
    make: 'Kia',
    status: 'coming_soon',
    short_description: 'Small SUV',
    image_url: 'https://img.test/model.jpg',
    body: 'SUV',
    model_variants: [
      {
        id: `${overrides.id}-v1`,
        name: 'S',
        full_name: 'Kia Seltos S',
        series: 'city',
        features: ['<b>LED</b> lights', 'Cruise'],
        image_url: 'https://img.test/v1.jpg',
        dap_min_price: 29_990,
        dap_max_price: 31_490.5,
      },
      { id: `${overrides.id}-v2`, name: 'GT', full_name: 'Kia Seltos GT' },
    ],
    colours: [
      {
        name: 'Snow White',
        photo_url: 'https://img.test/white.jpg',
        hexCode: '#ffffff',
        oem_id: 'UD',
        model_variant_name: 'S',
      },
      { name: 'Aurora Black', hexCode: '#000000' },
    ],
    ...overrides,
  })
}

/** A review; rating and date default to 5 and 2025-01-01. */
export function makeReview(overrides: Partial<ReviewInput> & { id: string }): Review {
  return reviewSchema.parse({
    location_id: 'loc-1',
    customer_name: `Customer ${overrides.id}`,
    text: 'Great service',
    rating: 5,
    image_url: null,
    review_date: '2025-01-01',
    ...overrides,
  })
}

/**
 * Realistic, display-ready sample props for every slot. Shared by the themes' tests and preview
 * scripts (and usable by the app's stories or e2e), so every theme is checked against the same data.
 * Exported from `@dealer/theme-contract/fixtures`; never imported by runtime code.
 */
import type {
  CarCardData,
  CardImage,
  CardWatchlist,
  CtaAction,
  FooterProps,
  HeaderProps,
  NavEntry,
  VehicleCtasProps,
} from './slots'

const link = (label: string, href: string) => ({ label, href })

function entry(
  label: string,
  href: string,
  children: NavEntry['children'] = [],
  extra: Partial<NavEntry> = {},
): NavEntry {
  return { label, href, children, highlight: false, current: false, ...extra }
}

/**
 * The usual header (docs/spec-coverage.md, Pages and navigation): Home, New Vehicles, Stock,
 * Offers, Service, About Us, Sell My Car, Finance.
 */
export const navEntries: readonly NavEntry[] = [
  entry('Home', '/'),
  entry('New Vehicles', '/models', [
    link('Corolla', '/toyota/corolla/overview'),
    link('Camry', '/toyota/camry/overview'),
    link('RAV4', '/toyota/rav4/overview'),
    link('Kluger', '/toyota/kluger/overview'),
    link('HiLux', '/toyota/hilux/overview'),
    link('LandCruiser 300', '/toyota/landcruiser-300/overview'),
    link('All Models', '/models'),
  ]),
  entry(
    'Stock',
    '/search/new-used-and-demo-cars',
    [
      link('New Cars', '/search/new-cars'),
      link('Demo Cars', '/search/demo-cars'),
      link('Used Cars', '/search/used-cars'),
      link('All Stock', '/search/new-used-and-demo-cars'),
    ],
    { current: true },
  ),
  entry('Offers', '/special-offers'),
  entry('Service', '/service', [
    link('Book a Service', '/service'),
    link('Capped Price Servicing', '/pages/capped-price-servicing'),
    link('Parts & Accessories', '/vehicle-parts-and-accessories'),
    link('Warranty', '/warranty'),
    link('Roadside Assist', '/roadside-assist'),
  ]),
  entry('About Us', '/about-us', [
    link('About Us', '/about-us'),
    link('Our Locations', '/dealer-locator'),
    link('Careers', '/careers'),
    link('FAQs', '/faqs'),
    link('Contact Us', '/contact'),
  ]),
  entry('Sell My Car', '/trade-in'),
  entry('Finance', '/finance', [], { highlight: true }),
]

export const headerProps: HeaderProps = {
  dealerName: 'Harbourside Motors',
  tagline: 'Family owned in Newcastle since 1994',
  homeHref: '/',
  phone: { display: '(02) 4961 2200', href: 'tel:+61249612200' },
  nav: navEntries,
  dropdownOpen: 'hover',
  location: { name: 'Newcastle West', hoursToday: 'Open today 8:30am – 5:30pm', href: '/our-location/newcastle-west' },
  account: {
    signedIn: false,
    signIn: { label: 'Sign In', href: '/sign-in?type=my-garage' },
    links: [],
    signOutAction: null,
  },
}

/** The same header for a signed-in shopper. */
export const headerPropsSignedIn: HeaderProps = {
  ...headerProps,
  account: {
    signedIn: true,
    signIn: null,
    links: [
      { label: 'My Garage', href: '/my-garage' },
      { label: 'Watchlist', href: '/watchlist' },
    ],
    signOutAction: '/sign-out',
  },
}

export const headerPropsClick: HeaderProps = { ...headerProps, dropdownOpen: 'click' }

export const footerProps: FooterProps = {
  dealerName: 'Harbourside Motors',
  groups: [
    {
      title: 'Vehicles',
      links: [
        link('SUV', '/search/new-used-and-demo-cars?body=SUV'),
        link('Ute', '/search/new-used-and-demo-cars?body=Ute'),
        link('Hatch', '/search/new-used-and-demo-cars?body=Hatch'),
        link('Sedan', '/search/new-used-and-demo-cars?body=Sedan'),
        link('Wagon', '/search/new-used-and-demo-cars?body=Wagon'),
        link('Van', '/search/new-used-and-demo-cars?body=Van'),
      ],
    },
    {
      title: 'Models',
      links: [
        link('Corolla', '/toyota/corolla/overview'),
        link('Camry', '/toyota/camry/overview'),
        link('RAV4', '/toyota/rav4/overview'),
        link('Kluger', '/toyota/kluger/overview'),
        link('HiLux', '/toyota/hilux/overview'),
      ],
    },
    {
      title: 'Buyer Tools',
      links: [
        link('Finance', '/finance'),
        link('Trade-in Valuation', '/trade-in'),
        link('Sell My Car', '/sell-my-car'),
        link('Special Offers', '/special-offers'),
        link('Book a Test Drive', '/book-test-drive/'),
      ],
    },
    {
      title: 'Servicing and Parts',
      links: [
        link('Book a Service', '/service'),
        link('Capped Price Servicing', '/pages/capped-price-servicing'),
        link('Parts & Accessories', '/vehicle-parts-and-accessories'),
        link('Warranty', '/warranty'),
        link('Roadside Assist', '/roadside-assist'),
      ],
    },
    {
      title: 'Harbourside Motors',
      links: [
        link('About Us', '/about-us'),
        link('Our Locations', '/dealer-locator'),
        link('Careers', '/careers'),
        link('FAQs', '/faqs'),
        link('Contact Us', '/contact'),
      ],
    },
  ],
  stats: [
    { value: '50+', label: 'locations' },
    { value: '40+', label: 'brands' },
    { value: '30+', label: 'years' },
  ],
  paymentMethods: ['visa', 'mastercard', 'amex', 'eftpos', 'paypal', 'afterpay'],
  unsubscribe: link('Unsubscribe', '/pages/unsubscribe'),
  legal: [link('Privacy Policy', '/privacy-policy'), link('Terms and Conditions', '/terms-and-conditions')],
  phone: { display: '(02) 4961 2200', href: 'tel:+61249612200' },
  email: 'sales@harbourside-motors.example',
  address: '120 Hunter Street, Newcastle West NSW 2302',
  copyright: '© 2025 Harbourside Motors Pty Ltd. ABN 12 345 678 901. All rights reserved.',
}

function image(file: string, alt: string): CardImage {
  const url = `/images/demo/${file}`
  const widths = [320, 480, 640, 800, 1024]
  return {
    src: `${url}?w=640&q=75`,
    srcSet: widths.map((w) => `${url}?w=${w}&q=75 ${w}w`).join(', '),
    sizes: '(min-width: 1200px) 380px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw',
    alt,
    width: 640,
    height: 427,
  }
}

const attrs = (type: string, body: string, km: string | null, transmission: string, stock: string) =>
  [
    { key: 'car_type', label: 'Type', value: type },
    { key: 'simple_body', label: 'Body', value: body },
    ...(km ? [{ key: 'km', label: 'Odometer', value: km }] : []),
    { key: 'simple_transmission', label: 'Transmission', value: transmission },
    { key: 'stocknum', label: 'Stock #', value: stock },
  ] as const

/** A used car with every optional field filled: tag, was price, weekly, photos. */
export const carAvailable: CarCardData = {
  id: 'car-1001',
  href: '/cars/2021-toyota-rav4-gxl-hybrid-u1001',
  title: '2021 Toyota RAV4',
  subtitle: 'GXL Hybrid AXAH54R',
  price: '$41,990',
  priceLabel: 'Drive Away',
  wasPrice: '$43,490',
  weekly: '$178/wk',
  tag: { kind: 'custom', label: 'Runout Sale', tone: 'green' },
  image: image('rav4.jpg', '2021 Toyota RAV4 GXL Hybrid in Atomic Rush red'),
  photoCount: 24,
  attributes: attrs('Used', 'SUV', '38,412 km', 'Automatic', 'U1001'),
  location: 'Newcastle West',
  available: true,
  similarHref: null,
}

export const carNew: CarCardData = {
  id: 'car-1002',
  href: '/cars/2025-toyota-hilux-sr5-n2044',
  title: '2025 Toyota HiLux',
  subtitle: 'SR5 4x4 Double Cab',
  price: '$69,450',
  priceLabel: 'Drive Away',
  wasPrice: null,
  weekly: '$289/wk',
  tag: { kind: 'new', label: 'NEW' },
  image: image('hilux.jpg', '2025 Toyota HiLux SR5 in Eclipse Black'),
  photoCount: 18,
  attributes: attrs('New', 'Ute', null, 'Automatic', 'N2044'),
  location: 'Maitland',
  available: true,
  similarHref: null,
}

/** Reserved, without a photo: the placeholder is drawn. */
export const carReservedNoImage: CarCardData = {
  id: 'car-1003',
  href: '/cars/2019-mazda-cx-5-maxx-sport-u0871',
  title: '2019 Mazda CX-5',
  subtitle: 'Maxx Sport',
  price: '$27,990',
  priceLabel: 'Excl. Gov. Charges',
  wasPrice: null,
  weekly: null,
  tag: { kind: 'reserved', label: 'RESERVED' },
  image: null,
  photoCount: 0,
  attributes: attrs('Used', 'SUV', '71,200 km', 'Automatic', 'U0871'),
  location: 'Newcastle West',
  available: true,
  similarHref: null,
}

/** No price (10 or less; docs/spec-coverage.md, Stock rules), coming soon. */
export const carNoPrice: CarCardData = {
  id: 'car-1004',
  href: '/cars/2025-toyota-landcruiser-300-sahara-n2101',
  title: '2025 Toyota LandCruiser 300',
  subtitle: 'Sahara ZX',
  price: null,
  priceLabel: null,
  wasPrice: null,
  weekly: null,
  tag: { kind: 'coming_soon', label: 'COMING SOON' },
  image: image('landcruiser.jpg', '2025 Toyota LandCruiser 300 Sahara ZX in Graphite'),
  photoCount: 6,
  attributes: attrs('New', 'SUV', null, 'Automatic', 'N2101'),
  location: 'Newcastle West',
  available: true,
  similarHref: null,
}

/** Sold: the sold tag and the 'Find Me Something Similar' link. */
export const carSold: CarCardData = {
  id: 'car-1005',
  href: '/cars/2020-hyundai-i30-active-u0932',
  title: '2020 Hyundai i30',
  subtitle: 'Active PD2',
  price: '$19,990',
  priceLabel: 'Drive Away',
  wasPrice: null,
  weekly: null,
  tag: { kind: 'sold', label: 'SOLD' },
  image: image('i30.jpg', '2020 Hyundai i30 Active in Polar White'),
  photoCount: 15,
  attributes: attrs('Used', 'Hatch', '54,980 km', 'Automatic', 'U0932'),
  location: 'Maitland',
  available: false,
  similarHref: '/search/new-used-and-demo-cars?make=Hyundai&model=i30',
}

export const carElectric: CarCardData = {
  id: 'car-1006',
  href: '/cars/2024-byd-atto-3-extended-d0311',
  title: '2024 BYD Atto 3',
  subtitle: 'Extended Range',
  price: '$44,990',
  priceLabel: 'Drive Away',
  wasPrice: null,
  weekly: '$191/wk',
  tag: { kind: 'fuel', label: 'Electric' },
  image: image('atto3.jpg', '2024 BYD Atto 3 Extended Range in Surf Blue'),
  photoCount: 21,
  attributes: attrs('Demo', 'SUV', '1,250 km', 'Automatic', 'D0311'),
  location: 'Newcastle West',
  available: true,
  similarHref: null,
}

export const carCertified: CarCardData = {
  id: 'car-1007',
  href: '/cars/2022-toyota-corolla-ascent-sport-u1120',
  title: '2022 Toyota Corolla',
  subtitle: 'Ascent Sport Hybrid',
  price: '$31,490',
  priceLabel: 'Drive Away',
  wasPrice: null,
  weekly: '$134/wk',
  tag: { kind: 'certified', label: 'Toyota Certified Pre-Owned' },
  image: image('corolla.jpg', '2022 Toyota Corolla Ascent Sport Hybrid in Glacier White'),
  photoCount: 30,
  attributes: attrs('Used', 'Hatch', '22,604 km', 'Automatic', 'U1120'),
  location: 'Maitland',
  available: true,
  similarHref: null,
}

export const carRedTag: CarCardData = {
  id: 'car-1008',
  href: '/cars/2023-ford-ranger-xlt-u1204',
  title: '2023 Ford Ranger',
  subtitle: 'XLT 3.0 V6 Double Cab',
  price: '$62,880',
  priceLabel: 'Drive Away',
  wasPrice: '$64,990',
  weekly: '$262/wk',
  tag: { kind: 'custom', label: 'Price Drop', tone: 'red' },
  image: image('ranger.jpg', '2023 Ford Ranger XLT in Blue Lightning'),
  photoCount: 27,
  attributes: attrs('Used', 'Ute', '18,330 km', 'Automatic', 'U1204'),
  location: 'Newcastle West',
  available: true,
  similarHref: null,
}

/** One card for each tag kind, plus no image, no price and sold. */
export const carCards: readonly CarCardData[] = [
  carAvailable,
  carNew,
  carNoPrice,
  carReservedNoImage,
  carElectric,
  carSold,
  carCertified,
  carRedTag,
]

/** The save button of a card whose car is not saved yet. */
export const watchlistSave: CardWatchlist = {
  saved: false,
  label: 'Save to Watchlist',
  action: '/api/watchlist/save-car',
  fields: [
    { name: 'car_id', value: carAvailable.id },
    { name: 'redirect', value: '/search/used-cars' },
  ],
}

/** The same button once the car is saved: pressed, and posting to the remove call. */
export const watchlistSaved: CardWatchlist = {
  ...watchlistSave,
  saved: true,
  label: 'Saved',
  action: '/api/watchlist/remove-car',
}

const action = (
  id: CtaAction['id'],
  label: string,
  href: string,
  emphasis: CtaAction['emphasis'],
  dialog: string | null = null,
): CtaAction => ({ id, label, href, emphasis, dialog })

/** The car page's call-to-action buttons for an available car (docs/spec-coverage.md, Car page). */
export const ctaActions: readonly CtaAction[] = [
  action('reserve', 'Reserve Car Now', '/cars/2021-toyota-rav4-gxl-hybrid-u1001/checkout', 'primary'),
  action(
    'enquire',
    'Enquire Now',
    '/cars/2021-toyota-rav4-gxl-hybrid-u1001?form=enquire#form-section',
    'primary',
    'enquire',
  ),
  action('call', 'Call Now - (02) 4961 2200', 'tel:+61249612200', 'secondary'),
  action('test-drive', 'Book a Test Drive', '/book-test-drive/?car_id=car-1001', 'secondary', 'test-drive'),
  action('trade-in', 'Value My Trade-in', '/cars/trade-in?car_id=car-1001', 'secondary'),
  action(
    'finance',
    'Get Finance Now',
    '/finance?car_id=car-1001&vehiclePriceBudget=41990#finance-form',
    'secondary',
    'finance',
  ),
  action('history', 'History Report', '/cars/2021-toyota-rav4-gxl-hybrid-u1001/history.pdf', 'secondary'),
]

export const vehicleCtasProps: VehicleCtasProps = {
  actions: ctaActions,
  available: true,
  placement: 'sidebar',
  soldMessage: null,
}

/** The fixed mobile bottom bar repeats the main actions. */
export const vehicleCtasBarProps: VehicleCtasProps = {
  actions: [
    action('call', 'Call Now', 'tel:+61249612200', 'secondary'),
    action(
      'enquire',
      'Enquire Now',
      '/cars/2021-toyota-rav4-gxl-hybrid-u1001?form=enquire#form-section',
      'primary',
      'enquire',
    ),
    action('test-drive', 'Test Drive', '/book-test-drive/?car_id=car-1001', 'secondary', 'test-drive'),
    action('finance', 'Finance', '/finance?car_id=car-1001#finance-form', 'secondary', 'finance'),
  ],
  available: true,
  placement: 'bar',
  soldMessage: null,
}

/**
 * A sold car replaces the buttons by 'Find Me Something Similar' and a request form
 * (docs/spec-coverage.md, Car page).
 */
export const vehicleCtasSoldProps: VehicleCtasProps = {
  actions: [
    action('similar', 'Find Me Something Similar', '/search/new-used-and-demo-cars?make=Hyundai&model=i30', 'primary'),
    action(
      'request',
      'Request a Similar Car',
      '/cars/2020-hyundai-i30-active-u0932?form=request#form-section',
      'secondary',
      'request',
    ),
    action('call', 'Call Now - (02) 4961 2200', 'tel:+61249612200', 'secondary'),
  ],
  available: false,
  placement: 'sidebar',
  soldMessage: "Unfortunately this vehicle recently sold. But don't worry, we can help you find a similar vehicle!",
}
export * from './page-slot-fixtures'

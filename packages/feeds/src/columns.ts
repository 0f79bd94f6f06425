/*
 * The usual Australian dealer-feed column names, mapped onto the Car's fields (docs/feeds/README.md;
 * docs/spec-coverage.md, Stock feeds). A header is matched without case, spaces, dashes or
 * underscores, so `Stock Number`, `stock_number`, `StockNo` and `STOCKNUMBER` are one column.
 */

/** What a feed row can carry; most are Car fields of the same name, `photos` and `location` are the feed's. */
export const FEED_FIELDS = [
  'stocknum',
  'vin',
  'regplate',
  'rego_expiry',
  'make',
  'model',
  'badge',
  'series',
  'year',
  'price',
  'drive_away_price',
  'before_price',
  'price_type',
  'km',
  'body',
  'trans',
  'fuel',
  'drive',
  'colour',
  'interior_colour',
  'seats',
  'doors',
  'engine_size',
  'nvic',
  'build_date',
  'compliance_date',
  'photos',
  'dealercomments',
  'status',
  'car_type',
  'location',
  'sold_date',
] as const
export type FeedField = (typeof FEED_FIELDS)[number]

/** Accepted names per field, in the normalised form of `columnKey`. */
const ALIASES: Record<FeedField, readonly string[]> = {
  stocknum: ['stocknum', 'stocknumber', 'stockno', 'stock', 'stockid', 'stockcode', 'stockref'],
  vin: ['vin', 'vinnumber', 'vinno', 'chassis', 'chassisnumber', 'chassisno'],
  regplate: [
    'rego',
    'registration',
    'regono',
    'regonumber',
    'regoplate',
    'regplate',
    'registrationnumber',
    'plate',
    'numberplate',
  ],
  rego_expiry: ['regoexpiry', 'registrationexpiry', 'regoexpirydate'],
  make: ['make', 'manufacturer', 'brand'],
  model: ['model', 'modelname'],
  badge: ['badge', 'variant', 'grade', 'trim', 'modelvariant'],
  series: ['series', 'modelseries'],
  year: ['year', 'yearofmanufacture', 'modelyear', 'manufactureyear', 'releaseyear'],
  price: ['price', 'saleprice', 'sellingprice', 'retailprice', 'askingprice', 'advertisedprice', 'egcprice'],
  drive_away_price: ['driveawayprice', 'driveaway', 'dapprice', 'dap'],
  before_price: ['wasprice', 'beforeprice', 'previousprice'],
  price_type: ['pricetype', 'pricequalifier'],
  km: ['kms', 'km', 'odometer', 'odometerreading', 'kilometres', 'kilometers', 'mileage'],
  body: ['body', 'bodytype', 'bodystyle', 'bodyshape'],
  trans: ['transmission', 'trans', 'gearbox', 'geartype', 'transmissiontype'],
  fuel: ['fuel', 'fueltype'],
  drive: ['drive', 'drivetype', 'drivetrain', 'driveline', 'drivewheels'],
  colour: ['colour', 'color', 'exteriorcolour', 'exteriorcolor', 'paint', 'bodycolour', 'bodycolor'],
  interior_colour: ['interiorcolour', 'interiorcolor', 'trimcolour', 'trimcolor'],
  seats: ['seats', 'seatingcapacity', 'seatcount'],
  doors: ['doors', 'doorcount'],
  engine_size: ['enginesize', 'enginecapacity', 'enginecc', 'cc'],
  nvic: ['nvic'],
  build_date: ['builddate', 'built'],
  compliance_date: ['compliancedate', 'compliance'],
  photos: [
    'photos',
    'images',
    'imageurls',
    'photourls',
    'pictures',
    'image',
    'photo',
    'imageurl',
    'photourl',
    'picture',
    'media',
  ],
  dealercomments: [
    'comments',
    'description',
    'dealercomments',
    'sellerscomments',
    'sellercomments',
    'notes',
    'remarks',
  ],
  status: ['status', 'stockstatus', 'availability', 'vehiclestatus'],
  car_type: [
    'condition',
    'cartype',
    'newused',
    'neworused',
    'stocktype',
    'vehiclecondition',
    'vehicletype',
    'saletype',
  ],
  location: ['location', 'branch', 'yard', 'site', 'locationid', 'dealerlocation', 'dealership'],
  sold_date: ['solddate', 'datesold'],
}

const BY_KEY = new Map<string, FeedField>()
for (const field of FEED_FIELDS) for (const alias of ALIASES[field]) BY_KEY.set(alias, field)

/** A header as matched: lower case, letters and digits only. */
export function columnKey(header: string): string {
  return header.toLowerCase().replace(/[^a-z0-9]/g, '')
}

/** The field a column name carries, if it is one we know. */
export function fieldForColumn(header: string): FeedField | undefined {
  return BY_KEY.get(columnKey(header))
}

/** The names a field is read from, as documented (first is the canonical one). */
export function columnAliases(field: FeedField): readonly string[] {
  return ALIASES[field]
}

/** Fields a feed must have a column for; a feed without one is refused whole. */
export const REQUIRED_COLUMNS = ['stocknum', 'make', 'model', 'year'] as const satisfies readonly FeedField[]

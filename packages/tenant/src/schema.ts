import { z } from 'zod'
import {
  BRAND_SECTIONS,
  DEFAULT_INCLUDE_SOLD_CARS_DAYS,
  DEFAULT_REVIEW_SETTINGS,
  FINANCE_PRESETS,
  GATEABLE_JOURNEYS,
  LENDER_RULE_KINDS,
  type FinancePresetName,
  deliveryPriceTableSchema,
  formatCents,
  locationSchema,
  mentionsComparisonRate,
  parseDollars,
  SALES_COUNTER_MODES,
  PARTNER_REGIONS,
} from '@dealer/domain'
import { checkTenantConsistency, hostnameSchema } from './consistency'

const href = z
  .string()
  .min(1)
  .refine((v) => v.startsWith('/') || /^https?:\/\//.test(v) || v.startsWith('#'), {
    message: 'must start with /, # or http(s)://',
  })

export const navLinkSchema = z.object({
  label: z.string().min(1),
  href,
})
export type NavLink = z.infer<typeof navLinkSchema>

/**
 * A header item. `source` fills the dropdown from data: 'models' lists the dealer's models,
 * 'stock' lists the stock searches. `when: 'has-offers'` shows the item only when the dealer
 * has at least one offer (docs/spec-coverage.md, Pages and navigation).
 */
export const navItemSchema = z.object({
  label: z.string().min(1),
  href,
  highlight: z.boolean().default(false),
  children: z.array(navLinkSchema).default([]),
  source: z.enum(['models', 'stock']).optional(),
  when: z.enum(['always', 'has-offers']).default('always'),
})
export type NavItem = z.infer<typeof navItemSchema>

export const footerGroupSchema = z.object({
  title: z.string().min(1),
  links: z.array(navLinkSchema).default([]),
  /** Fill the group from data: body types or models. */
  source: z.enum(['body-types', 'models']).optional(),
})

/** A date (the whole day in the dealer's zone) or a date-time with its offset (that instant). */
const dayOrInstant = z.union([z.string().date(), z.string().datetime({ offset: true })])

/**
 * An advertised finance rate with its comparison rate and the example it rests on: an offer that
 * quotes a comparison rate must carry it, so pages print the warning and its basis
 * (docs/spec-coverage.md, Dealer site: offers, brands and service).
 */
export const advertisedRateSchema = z
  .object({
    advertisedRate: z.number().positive().max(40),
    comparisonRate: z.number().positive().max(40),
    loanAmount: z.number().positive().max(10_000_000),
    termYears: z.number().positive().max(30),
    secured: z.boolean(),
  })
  .strict()

/**
 * A dealer's offer (the spec's promo node: start, expiry). It shows from `start` through
 * `expires` in the dealer's time zone (docs/spec-coverage.md, Dealer site: offers, brands and
 * service); `make` puts it on that brand's overview page.
 */
export const offerSchema = z
  .object({
    slug: z.string().regex(/^[a-z0-9-]+$/),
    title: z.string(),
    summary: z.string(),
    start: dayOrInstant.nullable().default(null),
    expires: dayOrInstant.nullable().default(null),
    make: z.string().min(1).nullable().default(null),
    finance: advertisedRateSchema.nullable().default(null),
  })
  .strict()
  .superRefine((offer, ctx) => {
    if (!offer.finance && mentionsComparisonRate(`${offer.title} ${offer.summary}`)) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ['finance'],
        message:
          'quotes a comparison rate: give finance { advertisedRate, comparisonRate, loanAmount, termYears, secured } so the warning and its basis show',
      })
    }
  })
export type Offer = z.infer<typeof offerSchema>

/**
 * Service booking by make (the spec's service booking entry: name, make, url). An entry without a
 * make books any other make; a url is the dealer's own page or an external booking site.
 */
export const serviceBookingSchema = z
  .object({
    name: z.string().min(1),
    make: z.string().min(1).nullable().default(null),
    url: href,
  })
  .strict()
export type ServiceBooking = z.infer<typeof serviceBookingSchema>

/** Where a brand sits on /brands, when its name does not say (docs/spec-coverage.md, Dealer site: offers, brands and service). */
export const brandConfigSchema = z
  .object({
    name: z.string().min(1),
    section: z.enum(BRAND_SECTIONS),
  })
  .strict()

/**
 * A footer stats banner entry: a figure the dealer states (`value`, e.g. years in business), or a
 * count worked out from its own data (`count`): visible locations, franchise brands,
 * or makes in stock. No entry, no banner: nothing is claimed by default.
 */
export const statSchema = z.union([
  z.object({ value: z.string().min(1), label: z.string().min(1) }).strict(),
  z
    .object({
      count: z.enum(['locations', 'brands', 'makes']),
      /** Singular and plural, e.g. ["location", "locations"]; the count's own words by default. */
      label: z.tuple([z.string().min(1), z.string().min(1)]).optional(),
    })
    .strict(),
])
export type StatConfig = z.infer<typeof statSchema>

const colour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a #rrggbb colour')

/**
 * A tenant's brand colours (docs/spec-coverage.md, Theme kit: token pairs): `primary` becomes the
 * theme's `brand` token and `accent` its `accent`; `primaryContrast`/`accentContrast` are the text
 * drawn on them, used when they reach 4.5:1 on their colour, else replaced by white or near-black.
 */
export const brandColoursSchema = z
  .object({
    primary: colour.optional(),
    primaryContrast: colour.optional(),
    accent: colour.optional(),
    accentContrast: colour.optional(),
  })
  .strict()
  .refine((b) => !b.primaryContrast || b.primary, {
    message: 'primaryContrast is the text on primary: set primary too',
    path: ['primaryContrast'],
  })
  .refine((b) => !b.accentContrast || b.accent, {
    message: 'accentContrast is the text on accent: set accent too',
    path: ['accentContrast'],
  })
  .default({})

export const featuresSchema = z
  .object({
    /** Header dropdowns open on hover or on click (docs/spec-coverage.md, Pages and navigation). */
    dropdownOpen: z.enum(['hover', 'click']).default('hover'),
    favourites: z.boolean().default(true),
    compare: z.boolean().default(true),
    /** Hide favourites/compare for non-used cars (some sites; docs/spec-coverage.md, Car page). */
    favouritesUsedOnly: z.boolean().default(false),
    showTwitterShare: z.boolean().default(true),
    phoneUnmasked: z.boolean().default(false),
    printButton: z.boolean().default(true),
    reviews: z.boolean().default(true),
    fuelTagsFirst: z.boolean().default(false),
    /** Sorting by lowest price adds price > 0 (some dealers; docs/spec-coverage.md, Search). */
    lowestPriceRequiresPrice: z.boolean().default(false),
    reserveRoute: z.enum(['checkout', 'buy-online']).default('checkout'),
    reserveOnline: z.boolean().default(true),
    chatToken: z.string().nullable().default(null),
    caravans: z.boolean().default(false),
    /**
     * Where the empty results card's 'Clear Filters' goes (/special-offers by default;
     * docs/spec-coverage.md, Search).
     */
    clearFiltersHref: z.string().default('/special-offers'),
    /** Cards per row on wide screens: 3, or 4 on one site (docs/spec-coverage.md, Search). */
    searchColumns: z.union([z.literal(3), z.literal(4)]).default(3),
    /**
     * /checkout-journey?car_id={slug}: the shopper pays the reserve deposit online; off unless the
     * dealer switches it on (docs/spec-coverage.md, Payments and spin to win).
     */
    checkoutJourney: z.boolean().default(false),
  })
  .strict()
export type Features = z.infer<typeof featuresSchema>

export const listsSchema = z
  .object({
    /** Custom card tags shown green (e.g. runout sale). */
    greenTags: z.array(z.string()).default(['Runout Sale']),
    /** The manufacturer whose certified used cars get the certified badge. */
    certifiedMake: z.string().nullable().default(null),
    excludedFinanceMakes: z.array(z.string()).default([]),
    /** Card payment logos in the footer 'We accept:' strip. */
    paymentMethods: z
      .array(z.enum(['visa', 'mastercard', 'amex', 'eftpos', 'paypal', 'afterpay']))
      .default(['visa', 'mastercard', 'amex', 'eftpos']),
    /** The filter widgets of the search page, in order (docs/spec-coverage.md, Search). */
    searchFilters: z
      .array(z.string())
      .default([
        'car_type',
        'make',
        'model',
        'body',
        'price',
        'year',
        'km',
        'fuel',
        'transmission',
        'drive',
        'seats',
        'colour',
        'location_name',
        'tag',
        'filtered_features',
      ]),
    /** Promo card positions in search results. */
    promoPositions: z.array(z.number().int().positive()).default([5, 10]),
  })
  .strict()

/** A phone number as shoppers dial it: digits with spaces, brackets, dashes or a leading +. */
export const phoneNumberSchema = z
  .string()
  .trim()
  .regex(/^\+?[\d\s()-]+$/, 'a phone number such as "(07) 5596 4411"')
  .refine((v) => (v.match(/\d/g)?.length ?? 0) >= 6, 'a phone number needs at least 6 digits')

/**
 * The number a car page calls, when it is not the car's location's (ADR 016; docs/spec-coverage.md,
 * Car page): per car type for a dealer that answers new, demo or used cars on their own line,
 * and per dealership (by the car's dealership slug) on a site that shows several dealerships' stock.
 */
export const phoneOverridesSchema = z
  .object({
    byCarType: z
      .object({
        new: phoneNumberSchema.optional(),
        demo: phoneNumberSchema.optional(),
        used: phoneNumberSchema.optional(),
      })
      .strict()
      .default({}),
    byDealership: z
      .record(
        z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'a dealership slug: lowercase letters, digits and dashes'),
        phoneNumberSchema,
      )
      .default({}),
  })
  .strict()
export type PhoneOverrides = z.infer<typeof phoneOverridesSchema>

export const dealerSchema = z
  .object({
    name: z.string().min(1),
    /** The dealer's main number (the header's); a car page calls its own number (ADR 016). */
    phone: phoneNumberSchema,
    email: z.string().email(),
    address: z.string().min(1),
    abn: z.string().nullable().default(null),
    manufacturer: z.string().nullable().default(null),
    manufacturers: z.array(z.string()).default([]),
    xtime_url: z.string().url().nullable().default(null),
    dealership_group: z.string().nullable().default(null),
    include_sold_cars_days: z.number().int().min(0).max(365).default(DEFAULT_INCLUDE_SOLD_CARS_DAYS),
    tagline: z.string().default(''),
    phoneOverrides: phoneOverridesSchema.default({}),
  })
  .strict()

const envName = z.string().regex(/^[A-Z][A-Z0-9_]*$/, 'an environment variable name, e.g. HARBOUR_WEBHOOK_SECRET')

/** Where a dealer's leads go, and the switches of its lead forms (docs/spec-coverage.md, Lead forms). */
export const leadsSchema = z
  .object({
    /**
     * Delivery channels. Email (ADF/XML 1.0) goes to `email.to`, or the dealer's address when no
     * channel is named. A webhook's HMAC key is read from the environment variable it names.
     */
    email: z
      .object({ to: z.array(z.string().email()).min(1), cc: z.array(z.string().email()).default([]) })
      .nullable()
      .optional(),
    webhook: z
      .object({
        url: z
          .string()
          .url()
          .refine((v) => /^https?:\/\//i.test(v), { message: 'Expected an http:// or https:// address' }),
        secretEnv: envName,
        format: z.enum(['json', 'adf']).default('json'),
      })
      .nullable()
      .default(null),
    /** Comments are required on the enquiry form unless this is false. */
    messageRequired: z.boolean().default(true),
    /** Enquiry categories; listing 'General Enquiry' makes the category select required. */
    enquiryCategories: z.array(z.string().min(1)).default([]),
    enquirySubcategories: z.array(z.string().min(1)).default([]),
    /** 'department' changes the location select's placeholder (docs/spec-coverage.md, Lead forms). */
    locationLabel: z.enum(['location', 'department']).default('location'),
    /** Removes the dealership select even on a site with several dealerships. */
    dealershipSelectRemoved: z.boolean().default(false),
    /** A custom disclaimer that adds terms acceptance to the test drive form. */
    testDriveTerms: z.boolean().default(false),
    /** The reserve deposit text (docs/spec-coverage.md, Trade-in, finance and reserve). */
    reserveDepositText: z.string().min(1).default('$200'),
  })
  .strict()
export type LeadsConfig = z.infer<typeof leadsSchema>

/** Signed-in shoppers: which journeys need sign-in on this site (the garage always does). */
export const accountsSchema = z
  .object({
    /** Journeys a signed-out visitor is sent to sign in for first. */
    gated: z.array(z.enum(GATEABLE_JOURNEYS)).default([]),
    /** Brand garages for franchise dealers, e.g. ['toyota'] serves /toyota/my-garage. */
    brandGarages: z.array(z.string().regex(/^[a-z0-9-]+$/)).default([]),
  })
  .strict()
export type AccountsConfig = z.infer<typeof accountsSchema>

/** Payments taken on the site (ADR 015). */
export const paymentsSchema = z
  .object({
    /**
     * The checkout journey's deposit in cents. Without it, leads.reserveDepositText read as a
     * dollar amount; when both are set they must agree, so the reserve page and the journey
     * never name two deposits.
     */
    depositCents: z.number().int().positive().max(10_000_000).optional(),
  })
  .strict()
export type PaymentsConfig = z.infer<typeof paymentsSchema>

const starRating = z.number().min(0).max(5)

/**
 * The reviews block (docs/spec-coverage.md, Dealer site: reviews and sales counter): it shows only
 * when the average of all reviews exceeds `summaryMinimum`, and lists the latest `listed` reviews
 * rated at or above `listMinimum`. `features.reviews: false` hides it.
 */
export const reviewsSchema = z
  .object({
    summaryMinimum: starRating.default(DEFAULT_REVIEW_SETTINGS.summaryMinimum),
    listMinimum: starRating.default(DEFAULT_REVIEW_SETTINGS.listMinimum),
    listed: z.number().int().min(1).max(50).default(DEFAULT_REVIEW_SETTINGS.listed),
  })
  .strict()
export type ReviewsConfig = z.infer<typeof reviewsSchema>

/**
 * The 'Sales this Month' banner (docs/spec-coverage.md, Dealer site: reviews and sales counter;
 * docs/decisions/021-sales-counter.md): off unless `show`; `count: "sold"` counts the cars the
 * dealer's stock shows sold since the 1st in its time zone (no banner while that is none),
 * `"formula"` the spec's running figure in Brisbane time.
 */
export const salesCounterSchema = z
  .object({
    show: z.boolean().default(false),
    count: z.enum(SALES_COUNTER_MODES).default('sold'),
  })
  .strict()
export type SalesCounterConfig = z.infer<typeof salesCounterSchema>

const financePresetNames = Object.keys(FINANCE_PRESETS) as [FinancePresetName, ...FinancePresetName[]]

/** A fee paid on top of the repayments (docs/spec-coverage.md, Car page). */
export const financeFeeSchema = z
  .object({
    label: z.string().trim().min(1).max(60),
    amount: z.number().positive().max(100_000),
    per: z.enum(['once', 'month']).default('once'),
  })
  .strict()

/**
 * The lender ids of a car's finance_lenders whose estimates the page shows, in order of
 * preference, each with its provider rule (docs/spec-coverage.md, Car page).
 */
export const DEFAULT_FINANCE_LENDERS = {
  plenti: 'recentCarWithComparisonRate',
  ratesetter: 'availableCar',
  wisr: 'weeklyPayment',
  money3: 'monthlyPayment',
} as const

/** The finance figures of the car page (docs/spec-coverage.md, Car page). */
export const financeSchema = z
  .object({
    /** The calculator variant: a preset name of FINANCE_PRESETS (its bounds, default term and fees). */
    calculator: z.enum(financePresetNames).default('standardInput'),
    /** The dealer's default rate in % p.a.; null keeps the preset's. */
    interestRate: z.number().positive().max(40).nullable().default(null),
    /** Financed with the loan and included in the repayment; null keeps the preset's. */
    establishmentFee: z.number().min(0).max(100_000).nullable().default(null),
    /** Paid on top of the repayments and added to the total; null keeps the preset's. */
    otherFees: z.array(financeFeeSchema).max(10).nullable().default(null),
    /** Lender id → provider rule, in order of preference; a lender not named here is never shown. */
    lenders: z.record(z.enum(LENDER_RULE_KINDS)).default({ ...DEFAULT_FINANCE_LENDERS }),
    /** The estimate shows 'Offer ends dd/MM/yyyy' until the end of this day (YYYY-MM-DD); null for none. */
    offerEnds: z.string().date().nullable().default(null),
    /** Ask youx for a quote on each car page (also needs YOUX_QUOTE_URL in the environment). */
    youxQuote: z.boolean().default(false),
  })
  .strict()
export type FinanceConfig = z.infer<typeof financeSchema>

/**
 * Analytics out (docs/analytics.md; docs/spec-coverage.md, Analytics): the page's events go to
 * the site's own /api/events; with a Google Tag Manager container they are pushed onto its
 * dataLayer too. Do Not Track is always honoured.
 */
export const analyticsSchema = z
  .object({
    /** False: no event is kept or sent, and no tag manager is loaded. */
    enabled: z.boolean().default(true),
    /** 'required': a consent banner asks first, and nothing is sent until the shopper accepts. */
    consent: z.enum(['not-required', 'required']).default('not-required'),
    /** The dealer's Google Tag Manager container, e.g. GTM-ABC1234: loaded only while events may be sent. */
    gtmId: z
      .string()
      .regex(/^GTM-[A-Z0-9]{4,12}$/, 'a Google Tag Manager container id, e.g. GTM-ABC1234')
      .optional(),
  })
  .strict()
export type AnalyticsConfig = z.infer<typeof analyticsSchema>

/**
 * How the dealer's locations show (docs/spec-coverage.md, Dealer site: locations): the wording of a
 * day without hours, the per-site buttons of the location cards, and how many cards the home page's
 * 'Our Locations' carousel holds in a row before its arrows appear.
 */
export const locationDisplaySchema = z
  .object({
    /** A day without hours reads 'Closed', 'By appointment only', or links 'Enquire Now' to the enquiry form. */
    closedDays: z.enum(['closed', 'by-appointment', 'enquire-now']).default('closed'),
    /** 'Book a Service' on service departments' cards, to the service booking page. */
    bookService: z.boolean().default(false),
    /** 'Parts Enquiry' on parts departments' cards, to that department's own enquiry form. */
    partsEnquiry: z.boolean().default(false),
    /** Cards a row of the 'Our Locations' carousel holds: arrows appear above it. */
    carouselPerView: z.union([z.literal(3), z.literal(4)]).default(3),
  })
  .strict()
export type LocationDisplay = z.infer<typeof locationDisplaySchema>

export const spinPrizeSchema = z
  .object({
    label: z.string().trim().min(1).max(60),
    /** A whole-number weight among the prizes with stock left. */
    odds: z.number().int().min(1).max(1_000_000),
    /** How many can be given in the whole campaign; null for no limit. */
    stock: z.number().int().min(0).nullable(),
    /** False for a segment that wins nothing ('Better luck next time'). */
    win: z.boolean().default(true),
  })
  .strict()

/**
 * A dealer's spin-to-win campaign at /spin-to-win, one spin per signed-in phone
 * (docs/spec-coverage.md, Payments and spin to win).
 */
export const spinToWinSchema = z
  .object({
    /** Names the campaign in storage: a new name starts over with one spin per phone again. */
    campaign: z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'lowercase letters, digits and dashes only'),
    title: z.string().min(1).default('Spin to Win'),
    /** ISO date-time with its offset, e.g. 2026-12-31T23:59:00+10:00; null for no end. */
    endsAt: z.string().datetime({ offset: true }).nullable().default(null),
    prizes: z
      .array(spinPrizeSchema)
      .min(2)
      .max(12)
      .refine((prizes) => new Set(prizes.map((p) => p.label)).size === prizes.length, 'prize labels must differ'),
  })
  .strict()
export type SpinToWinConfig = z.infer<typeof spinToWinSchema>

/**
 * The home hero (docs/spec-coverage.md, Theme kit: page slots and partner blocks): `image` is a
 * picture behind it, a path on this site (the CSP allows images from the site only), drawn by the
 * theme's Hero slot or the app's own hero.
 */
export const heroConfigSchema = z
  .object({
    image: z
      .string()
      .regex(/^\/(?!\/)[A-Za-z0-9._~/-]+$/, 'a path on this site, like /images/hero.jpg')
      .nullable()
      .default(null),
  })
  .strict()

/**
 * One partner block (docs/decisions/023-partner-blocks.md): its `type` names an entry of
 * @dealer/partner-blocks' registry, which checks `props` when the app starts. A block with an
 * unknown type or invalid props is left out with a warning naming tenant, region and block; the
 * tenant file itself stays valid.
 */
export const partnerBlockConfigSchema = z
  .object({
    type: z.string().regex(/^[a-z][a-z-]*$/),
    /** Names the block in warnings and in the page (`data-partner-block`). */
    id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/),
    props: z.record(z.unknown()).default({}),
  })
  .strict()
export type PartnerBlockConfig = z.infer<typeof partnerBlockConfigSchema>

/** Partner blocks by region, in page order; every region empty by default. */
export const partnersSchema = z
  .object(
    Object.fromEntries(PARTNER_REGIONS.map((r) => [r, z.array(partnerBlockConfigSchema).max(8).default([])])) as {
      [K in (typeof PARTNER_REGIONS)[number]]: z.ZodDefault<z.ZodArray<typeof partnerBlockConfigSchema>>
    },
  )
  .strict()

export const tenantConfigSchema = z
  .object({
    $schema: z.string().optional(),
    slug: z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'lowercase letters, digits and dashes only'),
    name: z.string().min(1),
    hostnames: z.array(hostnameSchema).default([]),
    theme: z.string().regex(/^[a-z0-9-]+$/),
    /**
     * Brand colours that override the theme's brand tokens, each with its optional partner (the text
     * drawn on it); a partner missing or failing AA is derived (docs/spec-coverage.md, Theme kit: token pairs).
     */
    brand: brandColoursSchema,
    hero: heroConfigSchema.default({}),
    /** Partner blocks by page region (docs/decisions/023-partner-blocks.md). */
    partners: partnersSchema.default({}),
    dealer: dealerSchema,
    locations: z.array(locationSchema.omit({ dealership_id: true, dealership_slug: true }).strict()).min(1),
    navigation: z.object({
      header: z.array(navItemSchema).min(1),
      footer: z.array(footerGroupSchema).default([]),
    }),
    offers: z.array(offerSchema).default([]),
    stats: z.array(statSchema).max(6).default([]),
    /** Service booking by make (docs/spec-coverage.md, Dealer site: offers, brands and service). */
    service: z
      .object({ bookings: z.array(serviceBookingSchema).default([]) })
      .strict()
      .default({}),
    /** Brands whose /brands section the name does not tell (own brands, trucks, motorcycles). */
    brands: z.array(brandConfigSchema).default([]),
    features: featuresSchema.default({}),
    locationDisplay: locationDisplaySchema.default({}),
    lists: listsSchema.default({}),
    leads: leadsSchema.default({}),
    accounts: accountsSchema.default({}),
    payments: paymentsSchema.default({}),
    finance: financeSchema.default({}),
    reviews: reviewsSchema.default({}),
    salesCounter: salesCounterSchema.default({}),
    spinToWin: spinToWinSchema.nullable().default(null),
    analytics: analyticsSchema.default({}),
    /**
     * Stock feeds in (docs/spec-coverage.md, Stock feeds): `tokenEnv` names the environment variable
     * holding the bearer token of POST /api/feeds/stock. Null, the default, or the variable unset:
     * the endpoint answers 404.
     */
    feeds: z.object({ tokenEnv: envName }).strict().nullable().default(null),
    /**
     * The car page's delivery calculator (docs/spec-coverage.md, Car page): bands by distance from
     * the car's location (`by: "distance"`) or zones of postcodes (`by: "postcode"`); null, the
     * default, for a dealer that does not deliver, whose car pages have no calculator.
     */
    delivery: deliveryPriceTableSchema.nullable().default(null),
    /** Demo stock generation for this tenant (used by the demo seed only). */
    demo: z
      .object({
        cars: z.number().int().min(0).max(100_000),
        carTypes: z.array(z.enum(['new', 'demo', 'used'])).min(1),
        itemType: z.enum(['car', 'caravan']).default('car'),
        makes: z.array(z.string()).default([]),
        seed: z.number().int().default(1),
      })
      .optional(),
  })
  .strict()
  .superRefine((tenant, ctx) => {
    checkTenantConsistency(tenant, ctx)
    const fromText = parseDollars(tenant.leads.reserveDepositText)
    const { depositCents } = tenant.payments
    if (depositCents !== undefined && fromText !== null && fromText !== depositCents) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ['payments', 'depositCents'],
        message: `${depositCents} (${formatCents(depositCents)}) disagrees with leads.reserveDepositText "${tenant.leads.reserveDepositText}"`,
      })
    }
    if (tenant.features.checkoutJourney && depositCents === undefined && fromText === null) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ['features', 'checkoutJourney'],
        message: 'needs payments.depositCents, or a leads.reserveDepositText that is a dollar amount',
      })
    }
  })

export type TenantConfig = z.infer<typeof tenantConfigSchema>
export type TenantConfigInput = z.input<typeof tenantConfigSchema>

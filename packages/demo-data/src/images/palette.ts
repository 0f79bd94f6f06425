/**
 * The finite set of demo photos: body shapes × paint colours × views, plus interiors.
 * Car data points at these files; renderDemoImages draws them.
 */

export const SHAPES = [
  'sedan',
  'hatch',
  'wagon',
  'suv',
  'ute',
  'van',
  'people-mover',
  'coupe',
  'caravan',
  'pop-top',
  'camper-trailer',
] as const
export type ShapeId = (typeof SHAPES)[number]

export const CARAVAN_SHAPES: readonly ShapeId[] = ['caravan', 'pop-top', 'camper-trailer']

/** Paints drawn for cars. */
export const CAR_PAINTS = {
  white: '#eef0ee',
  silver: '#b4b9be',
  grey: '#595f65',
  black: '#17191c',
  red: '#a8121c',
  blue: '#1d4a86',
  green: '#3c5a44',
  orange: '#d8601d',
  sand: '#b09674',
} as const
export type PaintKey = keyof typeof CAR_PAINTS

/** Caravans: the paint is the lower skirt and decal colour. */
export const CARAVAN_PAINTS: readonly PaintKey[] = ['white', 'silver', 'grey', 'black']

/** Shapes sold in fewer colours get fewer paints (keeps the photo set small). */
const SHORT_PAINTS: readonly PaintKey[] = ['white', 'silver', 'grey', 'black', 'blue', 'red']
const FEW_PAINT_SHAPES: readonly ShapeId[] = ['wagon', 'van', 'people-mover', 'coupe']

export function paintsFor(shape: ShapeId): readonly PaintKey[] {
  if (CARAVAN_SHAPES.includes(shape)) return CARAVAN_PAINTS
  if (FEW_PAINT_SHAPES.includes(shape)) return SHORT_PAINTS
  return Object.keys(CAR_PAINTS) as PaintKey[]
}

/** The closest paint a shape is drawn in. */
const NEAREST: Record<PaintKey, readonly PaintKey[]> = {
  white: ['white', 'silver'],
  silver: ['silver', 'white', 'grey'],
  grey: ['grey', 'silver', 'black'],
  black: ['black', 'grey'],
  red: ['red', 'orange', 'black'],
  blue: ['blue', 'grey'],
  green: ['green', 'grey', 'black'],
  orange: ['orange', 'red', 'silver'],
  sand: ['sand', 'silver', 'white'],
}

export function drawnPaint(shape: ShapeId, paint: PaintKey): PaintKey {
  const available = paintsFor(shape)
  return NEAREST[paint].find((p) => available.includes(p)) ?? available[0]!
}

export const TRIMS = {
  black: { seat: '#1f2124', accent: '#3a3d42', stitch: '#55595f' },
  grey: { seat: '#7d8187', accent: '#5a5e64', stitch: '#a4a8ae' },
  tan: { seat: '#a8754a', accent: '#6b4a2f', stitch: '#d9b48c' },
} as const
export type TrimKey = keyof typeof TRIMS

/** Exterior views: rendered from a camera. Mirrored ones are flopped copies. */
export const EXTERIOR_VIEWS = ['front34', 'side', 'rear34', 'front', 'rear', 'wheel', 'detail'] as const
export type ExteriorView = (typeof EXTERIOR_VIEWS)[number]
export const MIRRORED_VIEWS = ['front34', 'rear34'] as const

export const INTERIOR_VIEWS = ['cabin', 'seats', 'closeup'] as const
export type InteriorView = (typeof INTERIOR_VIEWS)[number]
export type InteriorGroup = 'car' | 'caravan'

export const EXT = 'jpg'

export function exteriorFile(shape: ShapeId, paint: PaintKey, view: ExteriorView, mirrored = false): string {
  return `${shape}-${paint}-${view}${mirrored ? '-l' : ''}.${EXT}`
}

export function interiorFile(group: InteriorGroup, trim: TrimKey, view: InteriorView): string {
  return `interior-${group}-${trim}-${view}.${EXT}`
}

/**
 * The gallery order for a car: the three hero angles, interior, then details and the
 * mirrored angles. Up to 12 distinct photos.
 */
export function photoFiles(shape: ShapeId, paint: PaintKey, trim: TrimKey, count: number): string[] {
  const group: InteriorGroup = CARAVAN_SHAPES.includes(shape) ? 'caravan' : 'car'
  const safePaint = drawnPaint(shape, paint)
  const order = [
    exteriorFile(shape, safePaint, 'front34'),
    exteriorFile(shape, safePaint, 'side'),
    exteriorFile(shape, safePaint, 'rear34'),
    interiorFile(group, trim, 'cabin'),
    interiorFile(group, trim, 'seats'),
    exteriorFile(shape, safePaint, 'wheel'),
    exteriorFile(shape, safePaint, 'rear'),
    exteriorFile(shape, safePaint, 'front'),
    exteriorFile(shape, safePaint, 'front34', true),
    interiorFile(group, trim, 'closeup'),
    exteriorFile(shape, safePaint, 'rear34', true),
    exteriorFile(shape, safePaint, 'detail'),
  ]
  return order.slice(0, Math.max(1, Math.min(order.length, count)))
}

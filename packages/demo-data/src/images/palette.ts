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

export function paintsFor(shape: ShapeId): readonly PaintKey[] {
  return CARAVAN_SHAPES.includes(shape) ? CARAVAN_PAINTS : (Object.keys(CAR_PAINTS) as PaintKey[])
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
  const safePaint = paintsFor(shape).includes(paint) ? paint : (paintsFor(shape)[0] as PaintKey)
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

/** Every file renderDemoImages writes, with what it needs to draw it. */
export type ImageJob =
  | { kind: 'exterior'; file: string; shape: ShapeId; paint: PaintKey; view: ExteriorView; mirrorFile: string | null }
  | { kind: 'interior'; file: string; group: InteriorGroup; trim: TrimKey; view: InteriorView }

export function allImageJobs(shapes: readonly ShapeId[] = SHAPES): ImageJob[] {
  const jobs: ImageJob[] = []
  for (const shape of shapes) {
    for (const paint of paintsFor(shape)) {
      for (const view of EXTERIOR_VIEWS) {
        const mirrored = (MIRRORED_VIEWS as readonly string[]).includes(view)
        jobs.push({
          kind: 'exterior',
          file: exteriorFile(shape, paint, view),
          shape,
          paint,
          view,
          mirrorFile: mirrored ? exteriorFile(shape, paint, view, true) : null,
        })
      }
    }
  }
  const groups = new Set<InteriorGroup>(shapes.map((s) => (CARAVAN_SHAPES.includes(s) ? 'caravan' : 'car')))
  for (const group of groups) {
    for (const trim of Object.keys(TRIMS) as TrimKey[]) {
      for (const view of INTERIOR_VIEWS) jobs.push({ kind: 'interior', file: interiorFile(group, trim, view), group, trim, view })
    }
  }
  return jobs
}

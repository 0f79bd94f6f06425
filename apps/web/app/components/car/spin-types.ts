import type { Hotspot, SpinView } from '@dealer/domain'

/** The car page's 360° view data, shaped by the loader. */
export interface SpinData {
  /** Frame URLs in spin order (the hotspot angle formula counts them all). */
  frames: string[]
  /** Larger frames for the no-JS links. */
  fullFrames: string[]
  interior: string | null
  hotspots: Pick<Hotspot, 'id' | 'description' | 'exterior' | 'interior'>[]
  defaultView: SpinView
}

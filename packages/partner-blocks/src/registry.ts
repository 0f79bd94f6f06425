import type { PartnerBlockType } from './block'
import { badgeBlock } from './blocks/badge'
import { bannerBlock } from './blocks/banner'
import { linkWidgetBlock } from './blocks/link-widget'
import { richTextBlock } from './blocks/rich-text'
import { videoBlock } from './blocks/video'

/** An entry with its props type forgotten: its component only ever gets what its own schema parsed. */
export const erased = <P>(entry: PartnerBlockType<P>) => entry as unknown as PartnerBlockType<unknown>

/** Every block type a tenant may use, by type name. A new type is one file in blocks/ and a line here. */
export const PARTNER_BLOCK_TYPES: ReadonlyMap<string, PartnerBlockType<unknown>> = new Map(
  [erased(badgeBlock), erased(linkWidgetBlock), erased(videoBlock), erased(bannerBlock), erased(richTextBlock)].map(
    (b) => [b.type, b],
  ),
)

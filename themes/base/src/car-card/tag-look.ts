import type { CardTag } from '@dealer/domain'

/** The look of a card tag: its kind, with custom tags split by the tone the presenter chose. */
export type TagLook = Exclude<CardTag['kind'], 'custom'> | 'green' | 'red'

export function tagLook(tag: CardTag): TagLook {
  return tag.kind === 'custom' ? tag.tone : tag.kind
}

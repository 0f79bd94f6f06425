import type { BrandMark } from '@dealer/domain'

/*
 * A brand's logo as the platform draws it (docs/spec-coverage.md, Dealer site: offers, brands and
 * service): the name's initials on a tile in the name's own hue, or that tile beside the name as a
 * wordmark. No maker's artwork is shipped or fetched. Decorative: the name is always in text next
 * to it, so screen readers skip the drawing.
 */

const tileColour = (hue: number) => `hsl(${hue} 52% 30%)`

/** The square monogram tile. */
export function BrandMonogram({ mark, size = 64 }: { mark: BrandMark; size?: number }) {
  const fontSize = mark.initials.length > 2 ? 34 : 42
  return (
    <svg width={size} height={size} viewBox="0 0 100 100" aria-hidden="true" focusable="false">
      <rect width="100" height="100" rx="22" fill={tileColour(mark.hue)} />
      <rect
        x="6"
        y="6"
        width="88"
        height="88"
        rx="17"
        fill="none"
        stroke="#ffffff"
        strokeOpacity="0.35"
        strokeWidth="2"
      />
      <text
        x="50"
        y="50"
        dy="0.35em"
        textAnchor="middle"
        fill="#ffffff"
        fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif"
        fontWeight="800"
        fontSize={fontSize}
        letterSpacing="1"
      >
        {mark.initials}
      </text>
    </svg>
  )
}

/** The monogram with the name set beside it in capitals, for a page's hero. */
export function BrandWordmark({ mark, name, height = 72 }: { mark: BrandMark; name: string; height?: number }) {
  const text = name.toUpperCase()
  // The name is set to a fixed advance per letter (textLength), and the viewBox grows with it,
  // so no font can push it past the edge.
  const textWidth = text.length * 34
  const width = 118 + textWidth + 4
  return (
    <svg height={height} viewBox={`0 0 ${width} 100`} aria-hidden="true" focusable="false">
      <rect width="100" height="100" rx="22" fill={tileColour(mark.hue)} />
      <text
        x="50"
        y="50"
        dy="0.35em"
        textAnchor="middle"
        fill="#ffffff"
        fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif"
        fontWeight="800"
        fontSize={mark.initials.length > 2 ? 34 : 42}
      >
        {mark.initials}
      </text>
      <text
        x="118"
        y="50"
        dy="0.35em"
        fill="currentColor"
        fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif"
        fontWeight="800"
        fontSize="44"
        textLength={textWidth}
        lengthAdjust="spacingAndGlyphs"
      >
        {text}
      </text>
    </svg>
  )
}

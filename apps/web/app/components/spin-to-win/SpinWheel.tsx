import * as styles from '~/styles/payments.css'
import {
  fitLabel,
  HUB_RADIUS,
  placeSegments,
  restingAngle,
  segmentPath,
  WHEEL_RADIUS as RADIUS,
  type PlacedSegment,
  type WheelSegment,
} from './wheel-geometry'

/**
 * The wheel, each segment as wide as its chance. It rests with `landOn` under the pointer; while
 * `spinning` it turns until the server's draw is known, then `turns` extra turns carry it there.
 * Decoration only: the prize list and the result text carry the same facts for everyone.
 */
export function SpinWheel(props: {
  segments: readonly WheelSegment[]
  landOn: string | null
  spinning: boolean
  turns: number
  onLanded?: () => void
}) {
  const placed = placeSegments(props.segments)
  const angle = restingAngle(placed, props.landOn, props.turns)
  let winIndex = 0
  return (
    <div className={styles.wheelFrame} aria-hidden="true">
      <span className={styles.pointer} />
      <svg
        viewBox="-100 -100 200 200"
        className={`${styles.wheel} ${props.spinning ? styles.wheelSpinning : ''}`}
        style={props.spinning ? undefined : { transform: `rotate(${angle}deg)` }}
        onTransitionEnd={props.onLanded}
        data-testid="spin-wheel"
      >
        <circle r={RADIUS + 3} className={styles.segmentNone} />
        {placed.map((s) => {
          const alt = s.win && winIndex++ % 2 === 1
          const fill = !s.win ? styles.segmentNone : alt ? styles.segmentWinAlt : styles.segmentWin
          const text = !s.win ? styles.segmentLabelNone : alt ? styles.segmentLabelAlt : styles.segmentLabel
          return (
            <g key={s.label}>
              <path d={segmentPath(s.start, s.end, RADIUS)} className={`${fill} ${styles.segmentEdge}`} />
              <SegmentLabel segment={s} className={text} />
            </g>
          )
        })}
        <circle r={HUB_RADIUS} className={styles.hub} />
      </svg>
    </div>
  )
}

/**
 * A segment's whole label along its middle, from the rim towards the hub, on two lines and in
 * smaller type where it needs them (fitLabel); on the wheel's left half it is turned to read left
 * to right rather than upside down.
 */
function SegmentLabel({ segment, className }: { segment: PlacedSegment; className: string }) {
  const label = fitLabel(segment.label, segment.end - segment.start)
  if (!label) return null
  const upright = segment.mid > 180 ? ' rotate(180)' : ''
  const first = -((label.lines.length - 1) / 2) * label.lineHeight
  return (
    <text
      className={className}
      fontSize={label.fontSize}
      transform={`rotate(${segment.mid - 90}) translate(${label.centre.toFixed(2)} 0)${upright}`}
      textAnchor="middle"
      data-label={segment.label}
    >
      {label.whole ? null : <title>{segment.label}</title>}
      {label.lines.map((line, i) => (
        // 0.35em down puts the line's middle, not its baseline, on its place.
        <tspan key={`${i}:${line}`} x={0} y={(first + i * label.lineHeight + 0.35 * label.fontSize).toFixed(2)}>
          {line}
        </tspan>
      ))}
    </text>
  )
}

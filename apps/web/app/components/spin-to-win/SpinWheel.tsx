import * as styles from '~/styles/payments.css'
import { placeSegments, restingAngle, segmentPath, type WheelSegment } from './wheel-geometry'

const RADIUS = 96
const LABEL_CHARS = 18

const short = (label: string) => (label.length > LABEL_CHARS ? `${label.slice(0, LABEL_CHARS - 1)}…` : label)

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
              {s.end - s.start >= 14 ? (
                <text
                  className={text}
                  transform={`rotate(${s.mid - 90}) translate(${RADIUS * 0.56} 0)`}
                  textAnchor="middle"
                  dominantBaseline="middle"
                >
                  {short(s.label)}
                </text>
              ) : null}
            </g>
          )
        })}
        <circle r={10} className={styles.hub} />
      </svg>
    </div>
  )
}

import type { LocationMap } from '~/components/car/location-types'
import * as map from '~/components/car/vehicle-location.css'

/**
 * A map drawn as SVG from the server's numbers (.server/location-map.ts), shared by the car page's
 * Vehicle Location and the location cards: nearby localities, the pin, a scale bar, north.
 */
export function MapDrawing({
  drawing,
  name,
  address,
  titleId,
  testId,
}: {
  drawing: LocationMap
  name: string
  address: string
  /** Unique on the page: the drawing's accessible name is its title. */
  titleId: string
  testId?: string
}) {
  const { width, height, pin, scale } = drawing
  return (
    <svg
      className={map.svg}
      viewBox={`0 0 ${width} ${height}`}
      width={width}
      height={height}
      role="img"
      aria-labelledby={titleId}
      data-testid={testId}
    >
      <title id={titleId}>{`Map of ${name}, ${address}`}</title>
      <rect className={map.land} x={0} y={0} width={width} height={height} />
      <g className={map.grid} aria-hidden="true">
        {drawing.grid.xs.map((x) => (
          <line key={`x${x}`} x1={x} y1={0} x2={x} y2={height} />
        ))}
        {drawing.grid.ys.map((y) => (
          <line key={`y${y}`} x1={0} y1={y} x2={width} y2={y} />
        ))}
      </g>
      <circle className={map.reach} cx={pin.x} cy={pin.y} r={26} aria-hidden="true" />
      <g aria-hidden="true">
        {drawing.places.map((p) => (
          <g key={p.name}>
            <circle className={map.dot} cx={p.x} cy={p.y} r={3} />
            <text className={map.placeLabel} x={p.label.x} y={p.label.y} textAnchor={p.label.anchor}>
              {p.name}
            </text>
          </g>
        ))}
      </g>
      <g className={map.pin} transform={`translate(${pin.x} ${pin.y})`} aria-hidden="true">
        <ellipse cx={0} cy={1} rx={7} ry={2.5} className={map.pinShadow} />
        <path d="M0 0C-2-7-11-11-11-19a11 11 0 0 1 22 0c0 8-9 12-11 19z" />
        <circle cx={0} cy={-19} r={4.2} className={map.pinHole} />
      </g>
      <g className={map.scale} transform={`translate(16 ${height - 16})`} aria-hidden="true">
        <path d={`M0 -6V0H${scale.px}V-6`} />
        <text x={scale.px + 8} y={0}>
          {scale.label}
        </text>
      </g>
      <g className={map.north} transform={`translate(${width - 22} 26)`} aria-hidden="true">
        <path d="M0 -14L6 4L0 0L-6 4Z" />
        <text x={0} y={18} textAnchor="middle">
          N
        </text>
      </g>
    </svg>
  )
}

import { light, mix } from './colour'
import { TRIMS, type InteriorGroup, type InteriorView, type TrimKey } from './palette'
import { HEIGHT, WIDTH } from './exterior'

type Pt = readonly [number, number]

function d(pts: readonly Pt[], close = true): string {
  return pts.map((p, i) => `${i === 0 ? 'M' : 'L'}${p[0].toFixed(1)} ${p[1].toFixed(1)}`).join('') + (close ? 'Z' : '')
}

function wrap(defs: string[], body: string[]): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}"><defs>${defs.join('')}</defs>${body.join('')}</svg>`
}

function lin(id: string, x1: number, y1: number, x2: number, y2: number, stops: [number, string, number?][]): string {
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops
    .map(([o, c, op]) => `<stop offset="${o}" stop-color="${c}"${op === undefined ? '' : ` stop-opacity="${op}"`}/>`)
    .join('')}</linearGradient>`
}

const VIGNETTE = `<radialGradient id="vig" cx="0.5" cy="0.45" r="0.78"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.35"/></radialGradient>`

function outdoor(defs: string[], body: string[], horizon: number): void {
  defs.push(
    lin('sky', 0, 0, 0, 1, [
      [0, '#8fb6d8'],
      [0.6, '#cfe0ec'],
      [1, '#eef3f6'],
    ]),
  )
  body.push(`<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>`)
  body.push(
    `<path d="M0 ${horizon} C 180 ${horizon - 50} 330 ${horizon - 10} 520 ${horizon - 30} S 860 ${horizon - 60} 1200 ${horizon - 15} V ${horizon + 200} H0Z" fill="#90a98b"/>`,
  )
  body.push(
    `<path d="M0 ${horizon + 20} C 300 ${horizon} 700 ${horizon + 15} 1200 ${horizon + 5} V ${horizon + 220} H0Z" fill="#aeb99b"/>`,
  )
  body.push(
    `<path d="M420 ${horizon + 220} L 585 ${horizon + 12} L 615 ${horizon + 12} L 780 ${horizon + 220}Z" fill="#7f8488"/>`,
  )
}

// ───────────────────────────── car: dashboard ─────────────────────────────

function carCabin(trim: TrimKey): string {
  const t = TRIMS[trim]
  const defs: string[] = [VIGNETTE]
  const body: string[] = []
  outdoor(defs, body, 330)
  const liner = trim === 'black' ? '#8f8d89' : '#cdc8bf'
  defs.push(
    lin('liner', 0, 0, 0, 1, [
      [0, light(liner, 0.85)],
      [1, liner],
    ]),
  )
  body.push(`<path d="M0 0 H1200 V70 Q600 125 0 70Z" fill="url(#liner)"/>`)
  defs.push(
    lin('pillar', 0, 0, 1, 0, [
      [0, light(liner, 0.7)],
      [1, light(liner, 0.95)],
    ]),
  )
  body.push(`<path d="M0 0 L185 0 L80 460 L0 480Z" fill="url(#pillar)"/>`)
  body.push(`<path d="M1200 0 L1015 0 L1120 460 L1200 480Z" fill="url(#pillar)"/>`)
  // rear-view mirror
  body.push(`<rect x="590" y="70" width="20" height="40" fill="#2a2b2d"/>`)
  body.push(`<rect x="520" y="98" width="160" height="50" rx="18" fill="#1c1d1f"/>`)
  body.push(`<rect x="530" y="106" width="140" height="34" rx="13" fill="#5b6f80"/>`)
  // dashboard
  defs.push(
    lin('dash', 0, 0, 0, 1, [
      [0, '#45474b'],
      [0.25, '#2b2c2f'],
      [1, '#151617'],
    ]),
  )
  body.push(`<path d="M0 480 C 200 405 400 398 600 402 C 800 398 1000 405 1200 480 V800 H0Z" fill="url(#dash)"/>`)
  body.push(
    `<path d="M0 480 C 200 405 400 398 600 402 C 800 398 1000 405 1200 480" fill="none" stroke="#62656a" stroke-width="3"/>`,
  )
  // trim band across the dash
  defs.push(
    lin('band', 0, 0, 0, 1, [
      [0, light(t.seat, 1.15)],
      [1, light(t.seat, 0.8)],
    ]),
  )
  body.push(`<path d="M0 585 C 300 540 900 540 1200 585 V 625 C 900 582 300 582 0 625Z" fill="url(#band)"/>`)
  body.push(
    `<path d="M0 596 C 300 552 900 552 1200 596" fill="none" stroke="${t.stitch}" stroke-width="2" stroke-dasharray="7 6"/>`,
  )
  // passenger vent and glovebox line
  body.push(`<rect x="110" y="500" width="150" height="46" rx="14" fill="#111214"/>`)
  for (let i = 0; i < 4; i++) body.push(`<rect x="118" y="${508 + i * 10}" width="134" height="3" fill="#2f3134"/>`)
  body.push(`<path d="M40 690 C 200 660 330 660 420 680" fill="none" stroke="#0c0c0d" stroke-width="3"/>`)
  // centre screen
  body.push(`<rect x="455" y="418" width="210" height="118" rx="12" fill="#0b0d10" stroke="#3b3e43" stroke-width="6"/>`)
  body.push(`<rect x="466" y="429" width="128" height="96" rx="4" fill="#dfe8d6"/>`)
  body.push(
    `<path d="M466 470 C 500 460 540 490 594 478 M510 429 L 530 525 M466 505 L 594 450" stroke="#ffffff" stroke-width="6" fill="none"/>`,
  )
  body.push(
    `<path d="M480 520 C 505 480 525 470 560 440" stroke="#2f7cf6" stroke-width="5" fill="none" stroke-linecap="round"/>`,
  )
  body.push(`<circle cx="560" cy="440" r="7" fill="#e4473b"/>`)
  for (let i = 0; i < 3; i++)
    body.push(
      `<rect x="602" y="${431 + i * 32}" width="54" height="26" rx="5" fill="${['#1f2a36', '#283649', '#1c2530'][i]}"/>`,
    )
  // centre vents
  for (const x of [470, 575]) {
    body.push(`<rect x="${x}" y="552" width="90" height="32" rx="10" fill="#0f1011"/>`)
    for (let i = 0; i < 3; i++)
      body.push(`<rect x="${x + 6}" y="${559 + i * 8}" width="78" height="3" fill="#2d2f32"/>`)
  }
  // centre console
  defs.push(
    lin('console', 0, 0, 0, 1, [
      [0, '#2a2b2e'],
      [1, '#121314'],
    ]),
  )
  body.push(`<path d="M455 625 L665 625 L770 800 L350 800Z" fill="url(#console)"/>`)
  body.push(`<path d="M350 800 L455 625 L478 625 L385 800Z" fill="${t.seat}"/>`)
  body.push(`<path d="M770 800 L665 625 L642 625 L735 800Z" fill="${t.seat}"/>`)
  for (let i = 0; i < 4; i++)
    body.push(`<rect x="${482 + i * 40}" y="642" width="30" height="12" rx="4" fill="#34373b"/>`)
  body.push(`<ellipse cx="560" cy="715" rx="34" ry="22" fill="#3a3d41" stroke="#9aa1a8" stroke-width="4"/>`)
  body.push(`<ellipse cx="560" cy="709" rx="20" ry="11" fill="#55595e"/>`)
  // instrument cluster (right-hand drive)
  body.push(`<path d="M690 452 Q 835 398 980 452 L 972 482 L 698 482Z" fill="#1d1e20"/>`)
  defs.push(
    lin('cluster', 0, 0, 0, 1, [
      [0, '#0f2236'],
      [1, '#081521'],
    ]),
  )
  body.push(`<rect x="705" y="458" width="260" height="92" rx="12" fill="url(#cluster)"/>`)
  body.push(`<path d="M735 535 A 42 42 0 1 1 815 535" fill="none" stroke="#2b4a63" stroke-width="7"/>`)
  body.push(`<path d="M735 535 A 42 42 0 0 1 790 496" fill="none" stroke="#55c7f5" stroke-width="7"/>`)
  body.push(`<path d="M855 535 A 42 42 0 1 1 935 535" fill="none" stroke="#2b4a63" stroke-width="7"/>`)
  body.push(`<path d="M855 535 A 42 42 0 0 1 875 499" fill="none" stroke="#f2a33a" stroke-width="7"/>`)
  // steering wheel
  const cx = 835
  const cy = 615
  body.push(`<ellipse cx="${cx}" cy="${cy}" rx="205" ry="188" fill="none" stroke="#121314" stroke-width="40"/>`)
  body.push(
    `<ellipse cx="${cx}" cy="${cy - 4}" rx="215" ry="197" fill="none" stroke="#3c3f43" stroke-width="4" stroke-dasharray="260 900"/>`,
  )
  body.push(
    `<ellipse cx="${cx}" cy="${cy}" rx="205" ry="188" fill="none" stroke="${t.stitch}" stroke-width="1.5" stroke-dasharray="5 6" opacity="0.7"/>`,
  )
  body.push(
    `<path d="M${cx - 195} ${cy + 5} L${cx - 60} ${cy - 18} L${cx - 55} ${cy + 32} L${cx - 190} ${cy + 52}Z" fill="#1a1b1d"/>`,
  )
  body.push(
    `<path d="M${cx + 195} ${cy + 5} L${cx + 60} ${cy - 18} L${cx + 55} ${cy + 32} L${cx + 190} ${cy + 52}Z" fill="#1a1b1d"/>`,
  )
  body.push(
    `<path d="M${cx - 35} ${cy + 40} L${cx + 35} ${cy + 40} L${cx + 25} ${cy + 185} L${cx - 25} ${cy + 185}Z" fill="#1a1b1d"/>`,
  )
  defs.push(
    lin('hub', 0, 0, 0, 1, [
      [0, '#35373b'],
      [1, '#151617'],
    ]),
  )
  body.push(`<ellipse cx="${cx}" cy="${cy + 10}" rx="78" ry="62" fill="url(#hub)"/>`)
  body.push(`<ellipse cx="${cx}" cy="${cy + 8}" rx="24" ry="14" fill="#b5bbc1"/>`)
  for (const sx of [-1, 1]) {
    body.push(`<circle cx="${cx + sx * 120}" cy="${cy + 12}" r="7" fill="#3a3d41"/>`)
    body.push(`<circle cx="${cx + sx * 145}" cy="${cy + 18}" r="7" fill="#3a3d41"/>`)
  }
  // front seat shoulders framing the shot
  defs.push(
    lin('seatL', 0, 0, 1, 1, [
      [0, light(t.seat, 1.2)],
      [1, light(t.seat, 0.7)],
    ]),
  )
  body.push(`<path d="M0 800 V690 Q 110 645 250 690 L 285 800Z" fill="url(#seatL)"/>`)
  body.push(`<path d="M1200 800 V690 Q 1090 645 950 690 L 915 800Z" fill="url(#seatL)"/>`)
  body.push(
    `<path d="M30 800 Q 40 720 120 700" fill="none" stroke="${t.stitch}" stroke-width="2" stroke-dasharray="6 5"/>`,
  )
  body.push(
    `<path d="M1170 800 Q 1160 720 1080 700" fill="none" stroke="${t.stitch}" stroke-width="2" stroke-dasharray="6 5"/>`,
  )
  body.push(`<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#vig)"/>`)
  return wrap(defs, body)
}

// ───────────────────────────── car: front seats ─────────────────────────────

function carSeats(trim: TrimKey): string {
  const t = TRIMS[trim]
  const defs: string[] = [VIGNETTE]
  const body: string[] = []
  outdoor(defs, body, 300)
  // far door card, window frame
  defs.push(
    lin('far', 0, 0, 0, 1, [
      [0, light(t.accent, 1.1)],
      [1, light(t.accent, 0.7)],
    ]),
  )
  body.push(`<path d="M0 360 H1200 V800 H0Z" fill="url(#far)"/>`)
  body.push(`<path d="M0 360 H1200" stroke="#1a1b1d" stroke-width="10"/>`)
  body.push(
    `<path d="M80 470 C 300 450 700 450 1000 470" fill="none" stroke="${light(t.accent, 1.35)}" stroke-width="8"/>`,
  )
  body.push(`<rect x="140" y="520" width="240" height="30" rx="10" fill="#2a2b2e"/>`)
  // dashboard edge at left and a side-on steering wheel
  body.push(`<path d="M0 330 C 120 330 220 360 250 430 L 260 800 H0Z" fill="#232427"/>`)
  body.push(
    `<ellipse cx="190" cy="430" rx="34" ry="150" fill="none" stroke="#121314" stroke-width="26" transform="rotate(-14 190 430)"/>`,
  )
  // B-pillar and rear bench
  body.push(`<path d="M1010 0 H1080 L1090 800 H1000Z" fill="${light(t.accent, 0.9)}"/>`)
  body.push(`<path d="M1090 330 C 1130 300 1200 300 1200 300 V640 H1092Z" fill="${light(t.seat, 0.85)}"/>`)
  // driver seat in profile
  defs.push(
    lin('seat', 0, 0, 1, 1, [
      [0, light(t.seat, 1.25)],
      [0.55, t.seat],
      [1, light(t.seat, 0.65)],
    ]),
  )
  defs.push(
    lin('seatBack', 0, 0, 1, 0, [
      [0, light(t.seat, 1.15)],
      [1, light(t.seat, 0.7)],
    ]),
  )
  body.push(`<path d="M300 690 L 820 690 L 800 760 L 330 760Z" fill="#161718"/>`)
  body.push(
    `<path d="M250 560 C 250 505 700 500 790 530 C 830 545 835 640 790 652 L 300 676 C 262 672 250 620 250 560Z" fill="url(#seat)"/>`,
  )
  body.push(
    `<path d="M275 545 C 420 520 620 520 770 548" fill="none" stroke="${light(t.seat, 1.35)}" stroke-width="6" opacity="0.6"/>`,
  )
  body.push(
    `<path d="M300 600 C 450 580 620 580 780 600" fill="none" stroke="${t.stitch}" stroke-width="2.5" stroke-dasharray="8 6"/>`,
  )
  body.push(
    `<path d="M700 560 C 690 420 730 250 775 160 C 790 128 905 128 915 165 C 905 300 880 450 850 600Z" fill="url(#seatBack)"/>`,
  )
  body.push(
    `<path d="M735 540 C 735 420 765 280 800 190" fill="none" stroke="${t.stitch}" stroke-width="2.5" stroke-dasharray="8 6"/>`,
  )
  body.push(
    `<path d="M800 560 C 805 420 830 300 860 190" fill="none" stroke="${t.stitch}" stroke-width="2.5" stroke-dasharray="8 6"/>`,
  )
  body.push(
    `<path d="M712 550 C 705 420 740 260 782 170" fill="none" stroke="${light(t.seat, 1.4)}" stroke-width="5" opacity="0.5"/>`,
  )
  body.push(
    `<rect x="790" y="40" width="125" height="96" rx="34" fill="url(#seatBack)" transform="rotate(12 852 88)"/>`,
  )
  body.push(`<rect x="828" y="128" width="10" height="36" fill="#9aa0a6" transform="rotate(12 833 146)"/>`)
  body.push(`<rect x="868" y="132" width="10" height="36" fill="#9aa0a6" transform="rotate(12 873 150)"/>`)
  // door opening: sill and seal
  defs.push(
    lin('sill', 0, 0, 0, 1, [
      [0, '#d4d8dc'],
      [1, '#8d939a'],
    ]),
  )
  body.push(`<path d="M0 735 H1200 V800 H0Z" fill="#1b1c1e"/>`)
  body.push(`<path d="M0 745 H1200 V775 H0Z" fill="url(#sill)"/>`)
  body.push(`<path d="M0 0 H26 V800 H0Z M0 0 H1200 V22 H0Z" fill="#141516"/>`)
  body.push(`<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#vig)"/>`)
  return wrap(defs, body)
}

// ───────────────────────────── caravan: a small box renderer ─────────────────────────────

type P3 = readonly [number, number, number]

interface RoomCam {
  pos: P3
  yaw: number
  f: number
  cx: number
  cy: number
}

function toCam(c: RoomCam, p: P3): P3 {
  const dx = p[0] - c.pos[0]
  const dy = p[1] - c.pos[1]
  const dz = p[2] - c.pos[2]
  const cs = Math.cos(c.yaw)
  const sn = Math.sin(c.yaw)
  return [dx * cs - dz * sn, dy, dx * sn + dz * cs]
}

function projectPoly(c: RoomCam, pts: readonly P3[]): Pt[] {
  const cam = pts.map((p) => toCam(c, p))
  // clip against the near plane
  const near = 0.08
  const out: P3[] = []
  for (let i = 0; i < cam.length; i++) {
    const a = cam[i]!
    const b = cam[(i + 1) % cam.length]!
    const ain = a[2] >= near
    const bin = b[2] >= near
    if (ain) out.push(a)
    if (ain !== bin) {
      const t = (near - a[2]) / (b[2] - a[2])
      out.push([a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, near])
    }
  }
  return out.map((p) => [c.cx + (c.f * p[0]) / p[2], c.cy - (c.f * p[1]) / p[2]] as Pt)
}

interface Box {
  x: [number, number]
  y: [number, number]
  z: [number, number]
  colour: string
  top?: string
  front?: string
  /** Lines on the face that looks along +x / -x / -z (door splits), as [axis value list]. */
  splits?: { face: 'x0' | 'x1' | 'z0' | 'y0'; at: number[]; dir: 'y' | 'z' | 'x' }[]
  handles?: boolean
}

function drawRoom(
  c: RoomCam,
  room: { x: [number, number]; y: [number, number]; z: [number, number] },
  fills: Record<'floor' | 'ceiling' | 'left' | 'right' | 'back' | 'front', string>,
  body: string[],
): void {
  const [x0, x1] = room.x
  const [y0, y1] = room.y
  const [z0, z1] = room.z
  const faces: [string, P3[]][] = [
    [
      'back',
      [
        [x0, y0, z1],
        [x1, y0, z1],
        [x1, y1, z1],
        [x0, y1, z1],
      ],
    ],
    [
      'front',
      [
        [x0, y0, z0],
        [x1, y0, z0],
        [x1, y1, z0],
        [x0, y1, z0],
      ],
    ],
    [
      'floor',
      [
        [x0, y0, z0],
        [x1, y0, z0],
        [x1, y0, z1],
        [x0, y0, z1],
      ],
    ],
    [
      'ceiling',
      [
        [x0, y1, z0],
        [x1, y1, z0],
        [x1, y1, z1],
        [x0, y1, z1],
      ],
    ],
    [
      'left',
      [
        [x0, y0, z0],
        [x0, y1, z0],
        [x0, y1, z1],
        [x0, y0, z1],
      ],
    ],
    [
      'right',
      [
        [x1, y0, z0],
        [x1, y1, z0],
        [x1, y1, z1],
        [x1, y0, z1],
      ],
    ],
  ]
  for (const [name, pts] of faces) {
    const p = projectPoly(c, pts)
    if (p.length >= 3) body.push(`<path d="${d(p)}" fill="${fills[name as keyof typeof fills]}"/>`)
  }
}

function drawBox(c: RoomCam, b: Box, body: string[]): void {
  const [x0, x1] = b.x
  const [y0, y1] = b.y
  const [z0, z1] = b.z
  const cp = c.pos
  const faces: { pts: P3[]; fill: string; key: string }[] = []
  if (cp[0] < x0)
    faces.push({
      key: 'x0',
      pts: [
        [x0, y0, z0],
        [x0, y1, z0],
        [x0, y1, z1],
        [x0, y0, z1],
      ],
      fill: light(b.colour, 0.9),
    })
  if (cp[0] > x1)
    faces.push({
      key: 'x1',
      pts: [
        [x1, y0, z0],
        [x1, y1, z0],
        [x1, y1, z1],
        [x1, y0, z1],
      ],
      fill: light(b.colour, 0.9),
    })
  if (cp[1] > y1)
    faces.push({
      key: 'y1',
      pts: [
        [x0, y1, z0],
        [x1, y1, z0],
        [x1, y1, z1],
        [x0, y1, z1],
      ],
      fill: b.top ?? light(b.colour, 1.06),
    })
  if (cp[1] < y0)
    faces.push({
      key: 'y0',
      pts: [
        [x0, y0, z0],
        [x1, y0, z0],
        [x1, y0, z1],
        [x0, y0, z1],
      ],
      fill: light(b.colour, 0.78),
    })
  if (cp[2] < z0)
    faces.push({
      key: 'z0',
      pts: [
        [x0, y0, z0],
        [x1, y0, z0],
        [x1, y1, z0],
        [x0, y1, z0],
      ],
      fill: b.front ?? b.colour,
    })
  if (cp[2] > z1)
    faces.push({
      key: 'z1',
      pts: [
        [x0, y0, z1],
        [x1, y0, z1],
        [x1, y1, z1],
        [x0, y1, z1],
      ],
      fill: b.front ?? b.colour,
    })
  for (const fc of faces) {
    const p = projectPoly(c, fc.pts)
    if (p.length >= 3)
      body.push(`<path d="${d(p)}" fill="${fc.fill}" stroke="${light(fc.fill, 0.85)}" stroke-width="1"/>`)
  }
  for (const s of b.splits ?? []) {
    if (!faces.some((fc) => fc.key === s.face)) continue
    for (const at of s.at) {
      let a: P3
      let e: P3
      if (s.face === 'x0' || s.face === 'x1') {
        const x = s.face === 'x0' ? x0 - 0.002 : x1 + 0.002
        a = s.dir === 'y' ? [x, y0 + 0.03, at] : [x, at, z0 + 0.02]
        e = s.dir === 'y' ? [x, y1 - 0.03, at] : [x, at, z1 - 0.02]
      } else if (s.face === 'y0') {
        a = [x0, y0 - 0.002, at]
        e = [x1, y0 - 0.002, at]
      } else {
        a = s.dir === 'y' ? [at, y0 + 0.03, z0 - 0.002] : [x0 + 0.02, at, z0 - 0.002]
        e = s.dir === 'y' ? [at, y1 - 0.03, z0 - 0.002] : [x1 - 0.02, at, z0 - 0.002]
      }
      const p = projectPoly(c, [a, e, e])
      if (p.length >= 2) {
        body.push(
          `<path d="M${p[0]![0].toFixed(1)} ${p[0]![1].toFixed(1)}L${p[1]![0].toFixed(1)} ${p[1]![1].toFixed(1)}" stroke="${light(b.colour, 0.6)}" stroke-width="2"/>`,
        )
      }
    }
  }
}

function caravanScene(trim: TrimKey, cam: RoomCam): string {
  const t = TRIMS[trim]
  const defs: string[] = [VIGNETTE]
  const body: string[] = []
  const cabinetry = trim === 'black' ? '#45484c' : trim === 'grey' ? '#d3d4d2' : '#a9804f'
  const wall = '#ece8e1'
  defs.push(
    lin('floor', 0, 0, 0, 1, [
      [0, '#a7825a'],
      [1, '#c49a6c'],
    ]),
  )
  defs.push(
    lin('ceil', 0, 0, 0, 1, [
      [0, '#fbfaf7'],
      [1, '#e6e3dc'],
    ]),
  )
  defs.push(
    lin('winsky', 0, 0, 0, 1, [
      [0, '#9fc3e1'],
      [1, '#e5eef4'],
    ]),
  )
  const room = {
    x: [-1.12, 1.12] as [number, number],
    y: [0, 1.98] as [number, number],
    z: [-0.2, 5.8] as [number, number],
  }
  drawRoom(
    cam,
    room,
    {
      floor: 'url(#floor)',
      ceiling: 'url(#ceil)',
      left: light(wall, 0.93),
      right: light(wall, 0.97),
      back: wall,
      front: light(wall, 0.9),
    },
    body,
  )
  // floor planks
  for (let i = 1; i < 12; i++) {
    const x = -1.12 + i * 0.187
    const p = projectPoly(cam, [
      [x, 0.001, 0.2],
      [x, 0.001, 5.8],
      [x, 0.001, 5.8],
    ])
    if (p.length >= 2)
      body.push(
        `<path d="M${p[0]![0].toFixed(1)} ${p[0]![1].toFixed(1)}L${p[1]![0].toFixed(1)} ${p[1]![1].toFixed(1)}" stroke="#8c6a45" stroke-width="1.5" opacity="0.6"/>`,
      )
  }
  // windows: right wall over the dinette, back wall over the bed
  const win = (pts: P3[]) => {
    const p = projectPoly(cam, pts)
    if (p.length < 3) return
    body.push(`<path d="${d(p)}" fill="url(#winsky)" stroke="#2b2d30" stroke-width="6"/>`)
  }
  win([
    [1.119, 1.05, 1.7],
    [1.119, 1.05, 3.1],
    [1.119, 1.55, 3.1],
    [1.119, 1.55, 1.7],
  ])
  win([
    [-0.5, 1.2, 5.799],
    [0.5, 1.2, 5.799],
    [0.5, 1.58, 5.799],
    [-0.5, 1.58, 5.799],
  ])
  // blinds half down on the side window
  for (let i = 0; i < 5; i++) {
    const y = 1.55 - i * 0.04
    const p = projectPoly(cam, [
      [1.118, y, 1.7],
      [1.118, y, 3.1],
      [1.118, y - 0.025, 3.1],
      [1.118, y - 0.025, 1.7],
    ])
    if (p.length >= 3) body.push(`<path d="${d(p)}" fill="#e9e7e2"/>`)
  }
  // splashback tiles on the left wall
  const sb = projectPoly(cam, [
    [-1.119, 0.9, 1.3],
    [-1.119, 0.9, 3.3],
    [-1.119, 1.42, 3.3],
    [-1.119, 1.42, 1.3],
  ])
  if (sb.length >= 3) body.push(`<path d="${d(sb)}" fill="#dcdfe1"/>`)
  // downlights
  for (const z of [1.4, 2.5, 3.6, 4.7]) {
    for (const x of [-0.55, 0.55]) {
      const p = projectPoly(cam, [
        [x - 0.05, 1.979, z - 0.05],
        [x + 0.05, 1.979, z - 0.05],
        [x + 0.05, 1.979, z + 0.05],
        [x - 0.05, 1.979, z + 0.05],
      ])
      if (p.length >= 3) body.push(`<path d="${d(p)}" fill="#fff7dc" stroke="#f1e6c4" stroke-width="3"/>`)
    }
  }
  const hatch = projectPoly(cam, [
    [-0.35, 1.978, 2.6],
    [0.35, 1.978, 2.6],
    [0.35, 1.978, 3.2],
    [-0.35, 1.978, 3.2],
  ])
  if (hatch.length >= 3) body.push(`<path d="${d(hatch)}" fill="#f4f7f9" stroke="#cfccc5" stroke-width="6"/>`)

  const boxes: Box[] = [
    // kitchen base with bench top
    {
      x: [-1.12, -0.52],
      y: [0, 0.9],
      z: [1.3, 3.3],
      colour: cabinetry,
      top: '#ebe7df',
      splits: [{ face: 'x1', at: [1.8, 2.3, 2.8], dir: 'y' }],
    },
    // overhead lockers, both sides
    {
      x: [-1.12, -0.78],
      y: [1.55, 1.98],
      z: [1.3, 4.5],
      colour: '#f3f2ef',
      splits: [{ face: 'x1', at: [2.1, 2.9, 3.7], dir: 'y' }],
    },
    {
      x: [0.78, 1.12],
      y: [1.6, 1.98],
      z: [3.3, 4.5],
      colour: '#f3f2ef',
      splits: [{ face: 'x0', at: [3.9], dir: 'y' }],
    },
    // dinette: near seat (back towards the camera), table, far seat facing the camera
    { x: [0.42, 1.12], y: [0, 0.46], z: [1.45, 2.0], colour: cabinetry },
    { x: [0.42, 1.12], y: [0.46, 0.6], z: [1.6, 2.0], colour: t.seat },
    { x: [0.42, 1.12], y: [0.46, 1.05], z: [1.45, 1.6], colour: t.seat },
    { x: [0.5, 1.12], y: [0.72, 0.76], z: [2.05, 2.75], colour: '#efebe4' },
    { x: [0.74, 0.8], y: [0, 0.72], z: [2.35, 2.45], colour: '#9aa0a6' },
    { x: [0.42, 1.12], y: [0, 0.46], z: [2.8, 3.3], colour: cabinetry },
    { x: [0.42, 1.12], y: [0.46, 0.6], z: [2.8, 3.18], colour: t.seat },
    { x: [0.42, 1.12], y: [0.46, 1.08], z: [3.18, 3.32], colour: t.seat },
    // wardrobes either side of the bed
    {
      x: [-1.12, -0.78],
      y: [0, 1.98],
      z: [4.6, 5.8],
      colour: '#f3f2ef',
      splits: [{ face: 'x1', at: [5.2], dir: 'y' }],
    },
    { x: [0.78, 1.12], y: [0, 1.98], z: [4.6, 5.8], colour: '#f3f2ef', splits: [{ face: 'x0', at: [5.2], dir: 'y' }] },
    // bed base, mattress, throw, pillows, bedhead
    { x: [-0.76, 0.76], y: [0, 0.42], z: [3.95, 5.8], colour: cabinetry },
    { x: [-0.76, 0.76], y: [0.42, 0.62], z: [3.95, 5.8], colour: '#f6f4f0', top: '#fbfaf7' },
    { x: [-0.77, 0.77], y: [0.6, 0.64], z: [4.2, 4.65], colour: t.seat },
    { x: [-0.62, -0.06], y: [0.62, 0.78], z: [5.35, 5.7], colour: '#ffffff' },
    { x: [0.06, 0.62], y: [0.62, 0.78], z: [5.35, 5.7], colour: '#ffffff' },
    { x: [-0.4, 0.4], y: [0.62, 0.82], z: [5.2, 5.32], colour: light(t.seat, 1.15) },
    { x: [-0.76, 0.76], y: [0.62, 1.15], z: [5.72, 5.8], colour: light(t.seat, 0.92) },
  ]
  const centre = (b: Box): P3 => [(b.x[0] + b.x[1]) / 2, (b.y[0] + b.y[1]) / 2, (b.z[0] + b.z[1]) / 2]
  const dist = (b: Box) => {
    const q = centre(b)
    return Math.hypot(q[0] - cam.pos[0], q[1] - cam.pos[1], q[2] - cam.pos[2])
  }
  boxes.sort((a, b) => dist(b) - dist(a))
  for (const b of boxes) drawBox(cam, b, body)
  // sink and cooktop on the bench
  const sink = projectPoly(cam, [
    [-0.98, 0.905, 2.55],
    [-0.66, 0.905, 2.55],
    [-0.66, 0.905, 2.95],
    [-0.98, 0.905, 2.95],
  ])
  if (sink.length >= 3) body.push(`<path d="${d(sink)}" fill="#b9bfc5" stroke="#8a9096" stroke-width="3"/>`)
  const cook = projectPoly(cam, [
    [-0.98, 0.905, 1.55],
    [-0.62, 0.905, 1.55],
    [-0.62, 0.905, 2.15],
    [-0.98, 0.905, 2.15],
  ])
  if (cook.length >= 3) body.push(`<path d="${d(cook)}" fill="#18191b"/>`)
  // warm light wash
  defs.push(
    `<radialGradient id="warm" cx="0.5" cy="0.2" r="0.7"><stop offset="0" stop-color="#fff3d6" stop-opacity="0.25"/><stop offset="1" stop-color="#fff3d6" stop-opacity="0"/></radialGradient>`,
  )
  body.push(`<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#warm)"/>`)
  body.push(`<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#vig)"/>`)
  void mix
  return wrap(defs, body)
}

/** SVG for an interior photo. 'closeup' is cropped from 'cabin' by the renderer. */
export function interiorSvg(group: InteriorGroup, trim: TrimKey, view: Exclude<InteriorView, 'closeup'>): string {
  if (group === 'car') return view === 'cabin' ? carCabin(trim) : carSeats(trim)
  if (view === 'cabin') return caravanScene(trim, { pos: [0, 1.3, 0], yaw: 0, f: 620, cx: 600, cy: 380 })
  return caravanScene(trim, { pos: [-0.75, 1.25, 0.6], yaw: 0.55, f: 600, cx: 600, cy: 390 })
}

/** Where the close-up crops from the cabin view (left, top, width, height). */
export function closeupRegion(group: InteriorGroup): { left: number; top: number; width: number; height: number } {
  return group === 'car'
    ? { left: 420, top: 380, width: 600, height: 400 }
    : { left: 330, top: 250, width: 540, height: 360 }
}

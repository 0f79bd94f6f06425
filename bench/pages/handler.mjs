// The production build's Remix request handler, called the way server/index.js calls it (the
// tenant from the host, the services, the load context's documentRequest), for benches that
// measure server CPU without HTTP (render.mjs, long-tail.mjs). Uses .data/bench unless DATA_DIR
// says otherwise (seed it first, e.g. by running bench/pages/run.mjs once).
import { createRequire } from 'node:module'
import path from 'node:path'

process.env.NODE_ENV = 'production'
process.env.BENCH_ROUTES = '1'
const root = path.resolve(import.meta.dirname, '../..')
process.env.DATA_DIR ??= path.join(root, '.data/bench')
const { createRequestHandler } = createRequire(path.join(root, 'apps/web/package.json'))('@remix-run/node')
// BENCH_BUILD=dir measures another copy of apps/web/build (a build kept from before a change, for A/B runs).
const build = await import(
  path.resolve(process.env.BENCH_BUILD ?? path.join(root, 'apps/web/build'), 'server/index.js')
)
const services = await build.entry.module.getServices()
const handler = createRequestHandler(build, 'production')
const hostName = process.env.BENCH_HOST ?? 'harbour-city-motor-group.localhost'
const tenant = services.resolver.resolve(hostName)

const respond = (p) =>
  handler(new Request(`http://${hostName}${p}`), {
    tenant,
    services,
    documentRequest: !new URL(p, 'http://x').pathname.endsWith('.data'),
  })

/** The body of `p` as text (a sitemap, to find the pages to measure). */
export const text = async (p) => (await respond(p)).text()

/** One request for `p` (a path with its query): its status and body size in bytes. */
export async function once(p) {
  const res = await respond(p)
  // Bytes, as the server sends them: decoding the body to a string is no part of serving it.
  const body = await res.arrayBuffer()
  return { status: res.status, bytes: body.byteLength }
}

/**
 * With PROFILE=file.cpuprofile, starts a CPU profile (50 µs sampling) of what runs until the returned
 * function is called, which writes it; without, does nothing. Summarise it with profile-summary.mjs.
 */
export async function startProfile() {
  if (!process.env.PROFILE) return async () => {}
  const session = new (await import('node:inspector/promises')).Session()
  session.connect()
  await session.post('Profiler.enable')
  await session.post('Profiler.setSamplingInterval', { interval: 50 })
  await session.post('Profiler.start')
  return async () => {
    const { profile } = await session.post('Profiler.stop')
    ;(await import('node:fs')).writeFileSync(process.env.PROFILE, JSON.stringify(profile))
  }
}

/**
 * Asks each path once, profiled with PROFILE: the pages answered 200 and their mean server CPU
 * milliseconds (other answers, such as redirects, are made but not counted).
 */
export async function cpuPerPageOnce(paths) {
  const stopProfile = await startProfile()
  let pages = 0
  let cpu = 0
  for (const p of paths) {
    const t0 = process.cpuUsage()
    const { status } = await once(p)
    const used = process.cpuUsage(t0)
    if (status !== 200) continue
    pages++
    cpu += (used.user + used.system) / 1000
  }
  await stopProfile()
  return { pages, ms: cpu / pages }
}

export const closeServices = () => build.entry.module.closeServices()

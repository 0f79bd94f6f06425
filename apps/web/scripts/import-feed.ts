// Imports a dealer's stock feed from a file and prints the report (docs/feeds/README.md):
//   pnpm import-feed --tenant <slug> --file <path> [--full | --delta] [--format csv|xml] [--no-photos] [--json]
// Same DATA_DIR / DATABASE_URL / MEILISEARCH_URL as the server. Without --no-photos it then fetches
// the photos that are due (a photo that fails for now stays queued for the server's fetcher). A
// running server sees the new stock within FEED_POLL_MS (its index and page cache follow the
// dealer's stock version). Exit code 0 when applied, 1 when the feed was refused, 2 for bad usage.
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { migrateToLatest } from '@dealer/db'
import { createPhotoWorker, decodeFeedText, feedReport, formatFeedReport, importFeed } from '@dealer/feeds'
import { openAppDatabase } from '../app/.server/app-database'
import { appClock } from '../app/.server/clock'
import { feedTenant } from '../app/.server/feeds'
import { appPaths } from '../app/.server/paths'
import { createSearchService } from '../app/.server/search'
import { operatorTenants } from './operator-tenants'

const USAGE =
  'pnpm import-feed --tenant <slug> --file <path> [--full | --delta] [--format csv|xml] [--no-photos] [--json]'

function usage(message: string): never {
  console.error(`${message}\nUsage: ${USAGE}`)
  process.exit(2)
}

let args
try {
  args = parseArgs({
    options: {
      tenant: { type: 'string' },
      file: { type: 'string' },
      full: { type: 'boolean', default: false },
      delta: { type: 'boolean', default: false },
      format: { type: 'string' },
      'no-photos': { type: 'boolean', default: false },
      json: { type: 'boolean', default: false },
    },
    // pnpm passes a `--` through when the command is run as `pnpm import-feed -- ...`.
    args: process.argv.slice(2).filter((a) => a !== '--'),
  }).values
} catch (error) {
  usage((error as Error).message)
}
if (!args.tenant || !args.file) usage('--tenant and --file are required.')
if (args.full && args.delta) usage('Choose one of --full and --delta.')
const format = (args.format ?? (/\.xml$/i.test(args.file) ? 'xml' : 'csv')).toLowerCase()
if (format !== 'csv' && format !== 'xml') usage(`--format must be csv or xml, not ${args.format}.`)

const paths = appPaths()
const tenant = operatorTenants(paths.tenantsDir).find((t) => t.slug === args.tenant)
if (!tenant) usage(`No dealer "${args.tenant}" in ${paths.tenantsDir}.`)
// pnpm runs the script from the repository root; a relative path is the caller's.
const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), args.file)
let body: string
try {
  body = decodeFeedText(await readFile(file))
} catch (error) {
  usage(`Cannot read ${file}: ${(error as Error).message}`)
}

const database = openAppDatabase(paths)
try {
  await migrateToLatest(database)
  const record = await importFeed({
    database,
    tenant: feedTenant(tenant),
    body,
    format,
    mode: args.delta ? 'delta' : 'full',
    source: 'command',
    // The site's clock (APP_NOW in demos and tests), as the server's imports use.
    now: appClock()(),
  })
  if (record.status === 'applied') {
    // The embedded index lives in each server process (it follows the stock version);
    // Meilisearch is shared, so it is filled here.
    if (process.env.MEILISEARCH_URL) await createSearchService(database).reindex(tenant, { pushToMeilisearch: true })
    if (!args['no-photos'] && record.photosQueued > 0) {
      const worker = createPhotoWorker({
        database,
        imagesDir: paths.imagesDir,
        concurrency: Number(process.env.FEED_PHOTO_CONCURRENCY) || 4,
        maxBytes: (Number(process.env.FEED_PHOTO_MAX_MB) || 10) * 1024 * 1024,
        onEvent: () => {},
      })
      while ((await worker.runOnce()).claimed > 0);
    }
  }
  const report = (await feedReport(database, tenant.slug, record.id))!
  console.log(args.json ? JSON.stringify(report, null, 2) : formatFeedReport(report))
  process.exitCode = record.status === 'applied' ? 0 : 1
} finally {
  await database.destroy()
}

/**
 * Records the slot API (api/slots.json) at the package's version:
 * `pnpm --filter @dealer/theme-contract api:update`. Refuses a change the SLOT_STABILITY rule does
 * not allow at this version (see README, "Versions"): bump the version and write the changelog first.
 */
import fs from 'node:fs'
import path from 'node:path'
import { OPTIONAL_SLOT_STABILITY } from '../src/page-slots'
import { SLOT_STABILITY } from '../src/slots'
import { currentApi, readSnapshot, SNAPSHOT_FILE, stabilityViolations, writeSnapshot } from '../src/api-snapshot'

const dir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')
const { version } = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'))
const changelog = fs.readFileSync(path.join(dir, 'CHANGELOG.md'), 'utf8')
const current = currentApi(version, { ...SLOT_STABILITY, ...OPTIONAL_SLOT_STABILITY })
const problems = fs.existsSync(SNAPSHOT_FILE) ? stabilityViolations(readSnapshot(), current, changelog) : []
if (problems.length > 0) {
  console.error(`Not recorded; the slot API change breaks the stability rule:\n- ${problems.join('\n- ')}`)
  process.exit(1)
}
writeSnapshot(current)
console.log(
  `Recorded the slot API of @dealer/theme-contract ${version} in ${path.relative(process.cwd(), SNAPSHOT_FILE)}`,
)

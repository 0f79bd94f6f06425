// `pnpm create-theme <name> [--from base|coastal]`: a new dealer theme in themes/<name>, installed in
// the app and left building and passing its tests (src/create-theme.js;
// docs/decisions/022-theme-packages.md). Then a tenant uses it with `"theme": "<name>"`.
import path from 'node:path'
import { installTheme, scaffoldTheme } from '../src/create-theme.js'

const args = process.argv.slice(2)
const fromAt = args.indexOf('--from')
const from = fromAt >= 0 ? args[fromAt + 1] : 'base'
const name = args.find((a, i) => !a.startsWith('--') && (fromAt < 0 || i !== fromAt + 1))
if (!name || (fromAt >= 0 && !from)) {
  console.error('Usage: pnpm create-theme <name> [--from base|coastal]')
  process.exit(2)
}
const root = path.resolve(import.meta.dirname, '../../..')
try {
  // scaffoldTheme checks it is one of the themes it can start from.
  const { dir, files } = scaffoldTheme({ root, name, from: /** @type {'base' | 'coastal'} */ (from) })
  console.log(`Wrote ${path.relative(root, dir)}/: ${files.join(', ')}`)
  installTheme({ root, name })
  console.log(`\nThe theme "${name}" is installed. Set "theme": "${name}" in a tenants/<slug>/tenant.json to use it.`)
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}

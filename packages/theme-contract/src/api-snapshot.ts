/**
 * The contract's slot API as data (node only; not exported by the package): each slot's props,
 * flattened to `path: type` lines read from slots.ts with the TypeScript compiler, and the rule of
 * `SLOT_STABILITY` that a change must follow (docs/decisions/022-theme-packages.md, README "Versions").
 */
import fs from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { ownValue } from '@dealer/domain'

export type Stability = 'stable' | 'unstable'
export interface SlotApi {
  readonly stability: Stability
  /** `prop.path` (`?` marks an optional prop, `[]` an array's element) to its type as written. */
  readonly props: Readonly<Record<string, string>>
}
export interface ApiSnapshot {
  /** The contract version this API was recorded at. */
  readonly version: string
  readonly slots: Readonly<Record<string, SlotApi>>
}

const packageDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')
export const SNAPSHOT_FILE = path.join(packageDir, 'api/slots.json')
const SLOTS_FILE = path.join(packageDir, 'src/slots.ts')
/** The optional page slots (Hero, SearchFilters), recorded with the required ones. */
const PAGE_SLOTS_FILE = path.join(packageDir, 'src/page-slots.ts')

/** Types declared in these folders are followed into; React's and the DOM's are written by name. */
const followed = (file: string) => /[\\/](theme-contract|domain)[\\/]src[\\/]/.test(file)

function flatten(
  checker: ts.TypeChecker,
  type: ts.Type,
  prefix: string,
  out: Record<string, string>,
  seen: Set<ts.Type>,
) {
  const objectType = checker.getNonNullableType(type)
  if (seen.has(objectType) || seen.size > 8) return
  if (checker.isArrayType(objectType) || checker.isTupleType(objectType)) {
    const element = checker.getTypeArguments(objectType as ts.TypeReference)[0]
    if (element) flatten(checker, element, `${prefix}[]`, out, new Set([...seen, objectType]))
    return
  }
  if (!(objectType.flags & ts.TypeFlags.Object) || objectType.getCallSignatures().length > 0) return
  const declaration = (objectType.aliasSymbol ?? objectType.getSymbol())?.declarations?.[0]
  if (declaration && !followed(declaration.getSourceFile().fileName)) return
  for (const prop of objectType.getProperties()) {
    const propType = checker.getTypeOfSymbol(prop)
    const optional = prop.flags & ts.SymbolFlags.Optional ? '?' : ''
    const key = `${prefix}.${prop.name}${optional}`
    out[key] = checker.typeToString(
      propType,
      undefined,
      ts.TypeFormatFlags.NoTruncation |
        ts.TypeFormatFlags.InTypeAlias |
        ts.TypeFormatFlags.UseSingleQuotesForStringLiteralType,
    )
    flatten(checker, propType, key, out, new Set([...seen, objectType]))
  }
}

/** Each slot's props as the compiler reads them now: `SlotProps` of src/slots.ts and `OptionalSlotProps` of src/page-slots.ts. */
export function slotProps(): Record<string, Record<string, string>> {
  const program = ts.createProgram([SLOTS_FILE, PAGE_SLOTS_FILE], {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    jsx: ts.JsxEmit.ReactJSX,
    types: [],
  })
  const checker = program.getTypeChecker()
  const slots: Record<string, Record<string, string>> = {}
  for (const [file, name] of [
    [SLOTS_FILE, 'SlotProps'],
    [PAGE_SLOTS_FILE, 'OptionalSlotProps'],
  ] as const) {
    const source = program.getSourceFile(file)
    const declaration = source?.statements.find(
      (s): s is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(s) && s.name.text === name,
    )
    if (!declaration) throw new Error(`No interface ${name} in ${file}`)
    for (const slot of checker.getTypeAtLocation(declaration).getProperties()) {
      const props: Record<string, string> = {}
      flatten(checker, checker.getTypeOfSymbol(slot), '', props, new Set())
      slots[slot.name] = Object.fromEntries(
        Object.entries(props)
          .map(([key, value]) => [key.slice(1), value] as const)
          .sort(([a], [b]) => a.localeCompare(b)),
      )
    }
  }
  return slots
}

/** The API now: the props of slots.ts and the stability `SLOT_STABILITY` gives each slot. */
export function currentApi(version: string, stability: Readonly<Record<string, Stability>>): ApiSnapshot {
  const props = slotProps()
  const slots: Record<string, SlotApi> = {}
  for (const name of Object.keys(props).sort()) {
    const level = ownValue(stability, name)
    if (!level) throw new Error(`Slot ${name} has no entry in SLOT_STABILITY`)
    slots[name] = { stability: level, props: ownValue(props, name) ?? {} }
  }
  return { version, slots }
}

type Bump = 'major' | 'minor' | 'patch' | 'none' | 'backwards'
function bump(from: string, to: string): Bump {
  const [a, b] = [from, to].map((v) => v.split(/[.+-]/).slice(0, 3).map(Number)) as [number[], number[]]
  for (const [i, level] of (['major', 'minor', 'patch'] as const).entries()) {
    if (b[i]! > a[i]!) return level
    if (b[i]! < a[i]!) return 'backwards'
  }
  return 'none'
}

/** The CHANGELOG.md section of one version (`## 1.2.0` to the next `## `). */
export function changelogSection(changelog: string, version: string): string | null {
  const start = changelog
    .split('\n')
    .findIndex((line) => new RegExp(`^## \\[?${version.replace(/\./g, '\\.')}\\b`).test(line))
  if (start < 0) return null
  const rest = changelog.split('\n').slice(start + 1)
  const end = rest.findIndex((line) => line.startsWith('## '))
  return rest.slice(0, end < 0 ? undefined : end).join('\n')
}

/**
 * What a change from the recorded API to the current one breaks of the SLOT_STABILITY rule:
 * - a stable slot's props may gain a prop in a minor version; any other change (a prop removed,
 *   its type or optionality changed), a slot removed or made unstable, needs a major version;
 * - an unstable slot's props may change in a minor version, named in that version's changelog;
 * - a new slot needs a minor version and a changelog entry naming it.
 * Empty when the change is allowed (the snapshot then only needs recording).
 */
export function stabilityViolations(recorded: ApiSnapshot, current: ApiSnapshot, changelog: string): string[] {
  const level = bump(recorded.version, current.version)
  if (level === 'backwards') return [`The contract version went back from ${recorded.version} to ${current.version}.`]
  const section = changelogSection(changelog, current.version)
  const problems: string[] = []
  const need = (wanted: 'major' | 'minor', what: string, slot: string) => {
    const ok = wanted === 'major' ? level === 'major' : level === 'major' || level === 'minor'
    if (!ok)
      problems.push(`${what}: needs a ${wanted} version (the contract is ${recorded.version} → ${current.version}).`)
    else if (!section?.includes(slot))
      problems.push(`${what}: CHANGELOG.md has no "## ${current.version}" entry naming ${slot}.`)
  }
  for (const [name, before] of Object.entries(recorded.slots)) {
    const now = ownValue(current.slots, name)
    if (!now) {
      need('major', `Slot ${name} was removed`, name)
      continue
    }
    const keys = new Set([...Object.keys(before.props), ...Object.keys(now.props)])
    const removedOrChanged = [...keys].filter(
      (k) => Object.hasOwn(before.props, k) && ownValue(before.props, k) !== ownValue(now.props, k),
    )
    const added = [...keys].filter((k) => !Object.hasOwn(before.props, k))
    if (before.stability === 'stable' && now.stability === 'unstable')
      need('major', `Slot ${name} became unstable`, name)
    if (removedOrChanged.length === 0 && added.length === 0) continue
    const list = (ks: string[]) =>
      ks.map((k) => `${k} (${ownValue(before.props, k) ?? '–'} → ${ownValue(now.props, k) ?? 'removed'})`).join(', ')
    if (before.stability === 'stable' && removedOrChanged.length > 0) {
      need('major', `Stable slot ${name} changed ${list(removedOrChanged)}`, name)
    } else {
      need(
        'minor',
        `Slot ${name} ${removedOrChanged.length > 0 ? `changed ${list(removedOrChanged)}` : `gained ${added.join(', ')}`}`,
        name,
      )
    }
  }
  for (const name of Object.keys(current.slots)) {
    if (!Object.hasOwn(recorded.slots, name)) need('minor', `Slot ${name} was added`, name)
  }
  return problems
}

export const readSnapshot = (): ApiSnapshot => JSON.parse(fs.readFileSync(SNAPSHOT_FILE, 'utf8'))
export const writeSnapshot = (snapshot: ApiSnapshot) =>
  fs.writeFileSync(SNAPSHOT_FILE, `${JSON.stringify(snapshot, null, 2)}\n`)

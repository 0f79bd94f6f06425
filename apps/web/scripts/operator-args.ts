import { parseArgs, type ParseArgsConfig } from 'node:util'
import { operatorTenants } from './operator-tenants'
import { appPaths } from '../app/.server/paths'

/**
 * The arguments of an operator command that takes `--tenant <slug>` (optional) and `options`:
 * prints the usage and exits with 2 on anything it cannot read or a dealer that does not exist.
 */
export function operatorArgs(
  usage: string,
  options: NonNullable<ParseArgsConfig['options']>,
): { values: Record<string, string | boolean | undefined>; tenant: string | undefined } {
  const fail = (message: string): never => {
    console.error(`${message}\nUsage: ${usage}`)
    process.exit(2)
  }
  let values: Record<string, string | boolean | (string | boolean)[] | undefined>
  try {
    values = parseArgs({
      options: { ...options, tenant: { type: 'string' } },
      // pnpm passes a `--` through when the command is run as `pnpm leads:failed -- ...`.
      args: process.argv.slice(2).filter((a) => a !== '--'),
    }).values
  } catch (error) {
    return fail((error as Error).message)
  }
  const tenant = typeof values.tenant === 'string' ? values.tenant : undefined
  const { tenantsDir } = appPaths()
  if (tenant !== undefined && !operatorTenants(tenantsDir).some((t) => t.slug === tenant))
    fail(`No dealer "${tenant}" in ${tenantsDir}.`)
  return { values: values as Record<string, string | boolean | undefined>, tenant }
}

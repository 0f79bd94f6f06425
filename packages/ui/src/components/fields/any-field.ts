import type { FieldMetadata } from '@conform-to/react'

/**
 * Any field of any conform form: these components only read names, ids and errors, which do not
 * depend on the schema (conform's own docs type reusable inputs the same way).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyField = FieldMetadata<any, any, string[]>

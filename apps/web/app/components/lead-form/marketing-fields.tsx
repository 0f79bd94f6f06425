import { MARKETING_LABELS } from '@dealer/leads/client'
import { TextField, type AnyField } from '@dealer/ui/fields'

/** The marketing-page lead form's fields in their usual order, with its labels (docs/spec-coverage.md, Lead forms). */
export function MarketingFields({
  fields,
}: {
  fields: Record<'name' | 'last_name' | 'postcode' | 'phone' | 'email', AnyField>
}) {
  return (
    <>
      <TextField meta={fields.name} label={MARKETING_LABELS.name} autoComplete="given-name" />
      <TextField meta={fields.last_name} label={MARKETING_LABELS.last_name} autoComplete="family-name" />
      <TextField
        meta={fields.postcode}
        label={MARKETING_LABELS.postcode}
        autoComplete="postal-code"
        inputMode="numeric"
      />
      <TextField meta={fields.phone} label={MARKETING_LABELS.phone} type="tel" autoComplete="tel" />
      <TextField meta={fields.email} label={MARKETING_LABELS.email} type="email" autoComplete="email" />
    </>
  )
}

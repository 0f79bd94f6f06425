import { ENQUIRY_LABELS, enquiryFormLayout, type Choice } from '@dealer/leads/client'
import type { EnquiryFormOptions } from '@dealer/leads'
import { CheckboxField, FixedField, SelectField, TextAreaField, TextField, type AnyField } from '@dealer/ui/fields'
import { TermsField } from './lead-form'

type Meta = AnyField
const choices = (list: readonly string[] | undefined): Choice[] => (list ?? []).map((v) => ({ value: v, label: v }))

/** The contact fields every lead form starts with. */
export function ContactFields({ fields }: { fields: Record<'name' | 'email' | 'phone', Meta> }) {
  return (
    <>
      <TextField meta={fields.name} label={ENQUIRY_LABELS.name} autoComplete="name" />
      <TextField meta={fields.email} label={ENQUIRY_LABELS.email} type="email" autoComplete="email" />
      <TextField meta={fields.phone} label={ENQUIRY_LABELS.phone} type="tel" autoComplete="tel" />
    </>
  )
}

/**
 * The Enquire Now fields in their usual order, showing exactly the selects the schema built
 * from the same options requires (docs/spec-coverage.md, Lead forms); a dealer's only location
 * shows as text.
 */
export function EnquiryFields(props: {
  fields: Record<string, Meta>
  options: EnquiryFormOptions
  messageLabel?: string
}) {
  const { fields, options } = props
  const layout = enquiryFormLayout(options)
  // eslint-disable-next-line local/own-keys -- conform's fields are a Proxy (no own keys); the names are this file's own
  const field = (name: string) => fields[name] as Meta
  const categories = options.categories ?? []
  const locationLabel = options.locationLabel === 'department' ? 'Department' : ENQUIRY_LABELS.location
  return (
    <>
      <ContactFields fields={{ name: field('name'), email: field('email'), phone: field('phone') }} />
      {categories.length > 0 ? (
        <SelectField meta={field('category')} label={ENQUIRY_LABELS.category} options={choices(categories)} />
      ) : null}
      {(options.subcategories ?? []).length > 0 ? (
        <SelectField
          meta={field('subcategory')}
          label={ENQUIRY_LABELS.subcategory}
          placeholder=""
          options={choices(options.subcategories)}
        />
      ) : null}
      {layout.showDealership ? (
        <SelectField
          meta={field('dealership_slug')}
          label={ENQUIRY_LABELS.dealership_slug}
          placeholder=""
          options={options.dealerships ?? []}
        />
      ) : null}
      {layout.showLocation ? (
        <SelectField
          meta={field('location')}
          label={locationLabel}
          placeholder={layout.locationPlaceholder}
          options={options.locations ?? []}
        />
      ) : layout.fixedLocation ? (
        // One location: nothing to choose (docs/spec-coverage.md, Lead forms).
        <FixedField meta={field('location')} label={locationLabel} choice={layout.fixedLocation} />
      ) : null}
      <TextAreaField meta={field('message')} label={props.messageLabel ?? ENQUIRY_LABELS.message} />
      <CheckboxField meta={field('opt_in')} label={ENQUIRY_LABELS.opt_in} />
      {layout.termsRequired ? <TermsField meta={field('terms_conditions')} /> : null}
    </>
  )
}

import { testDriveSchema, type TestDriveFormOptions } from '@dealer/leads/client'
import { FormPage } from './form-page'
import { LeadForm, useLeadForm, useLeadReply, type LeadFormBootData } from './lead-form'
import { TestDriveFields } from './test-drive-fields'

/** The Test Drive booking form (docs/spec-coverage.md, Lead forms), about a car or general. */
export function TestDriveForm(props: {
  car: { id: string; slug: string; name: string } | null
  options: TestDriveFormOptions
  boot: LeadFormBootData
}) {
  const { car, options, boot } = props
  const fixed = options.availability?.fixedLocationId
  const yard =
    fixed && options.availability && Object.hasOwn(options.availability.locations, fixed)
      ? options.availability.locations[fixed]?.name
      : undefined
  const [form, fields] = useLeadForm({
    schema: testDriveSchema(options),
    lastResult: useLeadReply(),
    boot,
    defaultValue: { opt_in: 'on' },
  })
  return (
    <FormPage
      title="Book a Test Drive"
      back={car ? { to: `/cars/${car.slug}`, label: `Back to the ${car.name}` } : undefined}
      intro={
        car
          ? `Test drive the ${car.name}${yard ? ` at ${yard}` : ''}`
          : yard
            ? `Test drive at ${yard}: choose a day and time if you like, and we will confirm with you.`
            : 'Choose a location, and a day and time if you like: we will confirm with you.'
      }
    >
      <LeadForm form={form} boot={boot} submitLabel="Book Test Drive" hidden={car ? { car_id: car.id } : undefined}>
        <TestDriveFields fields={fields} options={options} />
      </LeadForm>
    </FormPage>
  )
}

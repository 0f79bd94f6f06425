import type { CarriedInput } from '~/lib/calculator-query'

/**
 * The other calculators' current values as hidden inputs of one calculator's GET form, so
 * submitting it keeps them (docs/spec-coverage.md, Car page).
 */
export function CarriedInputs({ inputs }: { inputs: readonly CarriedInput[] }) {
  return (
    <>
      {inputs.map((i) => (
        <input key={i.name} type="hidden" name={i.name} value={i.value} />
      ))}
    </>
  )
}

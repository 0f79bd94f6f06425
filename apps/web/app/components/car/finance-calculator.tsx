import { track } from '@dealer/analytics/client'
import { formatRate, toNumber } from '@dealer/domain'
import { fieldStyles } from '@dealer/ui/fields'
import { useEffect, useRef, useState, type FocusEvent, type FormEvent, type ReactNode } from 'react'
import type { CarriedInput } from '~/lib/calculator-query'
import {
  calculatorView,
  formatMoneyField,
  type CalculatorView,
  type FigureView,
  type SliderView,
} from '~/lib/car-finance'
import { CarriedInputs } from './carried-inputs'
import * as styles from './finance.css'

const MONEY_FIELDS = ['amount', 'deposit', 'residual'] as const

/**
 * The finance calculator (docs/spec-coverage.md, Car page): a GET form the server works out, so
 * it works without JavaScript; with it, the result follows every keystroke and slider move
 * (the same calculatorView, no round trip) and the first interaction fires tracking event 26 once
 * (docs/analytics.md).
 * Render it with a `key` that changes with the car and the query, so its fields start afresh.
 */
export function FinanceCalculator(props: {
  view: CalculatorView
  /** The car's id, named by event 26. */
  carId: string
  /** The form's action, e.g. `/cars/{slug}#finance-calculator`. */
  action: string
  /** The other calculators' values as hidden inputs, kept when this form is submitted. */
  carried?: readonly CarriedInput[]
  /** Below the result, e.g. the 'Get Finance Now' link. */
  children?: ReactNode
}) {
  const { view } = props
  const [live, setLive] = useState(view)
  const tracked = useRef(false)

  const recompute = (form: HTMLFormElement) => {
    const data = new FormData(form)
    const get = (name: string) => {
      const v = data.get(name)
      return typeof v === 'string' ? v : null
    }
    const next = calculatorView(view.basis, view.price, {
      amount: get('amount'),
      tradeIn: get('deposit'),
      term: get('term'),
      interest: get('interest'),
      residual: get('residual'),
      frequency: get('frequency'),
    })
    setLive(next)
    return next
  }
  // Event 26 fires on the shopper's first interaction, once.
  const trackFirst = () => {
    if (tracked.current) return
    tracked.current = true
    track(26, { car_id: props.carId })
  }
  const changed = (form: HTMLFormElement) => {
    trackFirst()
    recompute(form)
  }
  const onChange = (event: FormEvent<HTMLFormElement>) => changed(event.currentTarget)
  // Money fields take their thousands separators back when the shopper leaves them; a price
  // outside its bounds takes the clamped value the result is worked on, and keeps the help text
  // until the next change (as the server's page after a submit).
  const tidy = (form: HTMLFormElement, left: readonly HTMLInputElement[]) => {
    for (const input of left) {
      const n = toNumber(input.value)
      if (n !== null && n >= 0) input.value = formatMoneyField(n)
    }
    const next = recompute(form)
    const amount = left.find((input) => input.name === 'amount')
    if (amount && next.amountHelp !== null) amount.value = next.fields.amount
  }
  const onMoneyBlur = (event: FocusEvent<HTMLInputElement>) => {
    const input = event.currentTarget
    if (input.form) tidy(input.form, [input])
  }
  // The car page loads this code when the shopper reaches the calculator (~/lib/on-demand.tsx): a
  // value typed before it arrived is read once it has, and the money fields already left by then
  // (their blur came before this code) are tidied as if they were left now.
  const form = useRef<HTMLFormElement>(null)
  useEffect(() => {
    const el = form.current
    if (!el || !edited(el)) return
    trackFirst()
    const left = MONEY_FIELDS.map((name) => el.elements.namedItem(name)).filter(
      (input): input is HTMLInputElement =>
        input instanceof HTMLInputElement && input !== document.activeElement && input.value !== input.defaultValue,
    )
    tidy(el, left)
    // Once, on mount: later edits arrive as change events.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  // The query keeps plain numbers (amount=25000), so a shared link reads cleanly.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    for (const name of MONEY_FIELDS) {
      const input = event.currentTarget.elements.namedItem(name)
      if (!(input instanceof HTMLInputElement)) continue
      const n = toNumber(input.value)
      if (n !== null) input.value = String(n)
    }
  }

  return (
    <div className={styles.calculator}>
      <form
        ref={form}
        method="get"
        action={props.action}
        className={styles.fields}
        onChange={onChange}
        onSubmit={onSubmit}
      >
        <CarriedInputs inputs={props.carried ?? []} />
        <MoneyField
          name="amount"
          label="Purchase price"
          value={view.fields.amount}
          onBlur={onMoneyBlur}
          help={live.amountHelp ?? live.amountRange}
          alert={live.amountHelp !== null}
        />
        <MoneyField name="deposit" label="Deposit / trade-in" value={view.fields.deposit} onBlur={onMoneyBlur} />
        {view.term.choices ? (
          <label className={fieldStyles.label}>
            Term
            <select name="term" defaultValue={view.fields.term} className={styles.select}>
              {view.term.choices.map((c) => (
                <option key={c} value={c}>
                  {years(c)}
                </option>
              ))}
            </select>
          </label>
        ) : (
          <SliderField
            name="term"
            label="Term"
            value={view.fields.term}
            range={live.term}
            shown={years(live.fields.term)}
            ends={[years(live.term.min), years(live.term.max)]}
          />
        )}
        <SliderField
          name="interest"
          label="Interest rate"
          value={view.fields.interest}
          range={live.interest}
          shown={`${formatRate(live.fields.interest)} p.a.`}
          ends={[formatRate(live.interest.min), formatRate(live.interest.max)]}
          disabled={!view.interest.editable}
        />
        <MoneyField name="residual" label="Residual / balloon" value={view.fields.residual} onBlur={onMoneyBlur} />
        <label className={fieldStyles.label}>
          Repayment frequency
          <select name="frequency" defaultValue={view.fields.frequency} className={styles.select}>
            {view.frequencies.map((f) => (
              <option key={f.value} value={f.value}>
                {f.label}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={`${styles.submit} ${styles.wide}`}>
          Calculate
        </button>
      </form>
      <div className={styles.result} aria-live="polite" data-testid="finance-result">
        <p className={styles.resultHead}>Estimated repayment</p>
        <Figure figure={live.result} testId="finance-repayment" />
        {props.children}
      </div>
    </div>
  )
}

/** A repayment with its period, total and basis; or 'Enquire for Finance' alone. */
/** Whether a field of the form holds another value than the page was served with. */
function edited(form: HTMLFormElement): boolean {
  return [...form.elements].some((el) =>
    el instanceof HTMLInputElement
      ? el.type !== 'hidden' && el.value !== el.defaultValue
      : el instanceof HTMLSelectElement && [...el.options].some((o) => o.selected !== o.defaultSelected),
  )
}

export function Figure({ figure, testId }: { figure: FigureView; testId: string }) {
  if (figure.enquire) {
    return (
      <p className={styles.figure} data-testid={testId}>
        {figure.label}
      </p>
    )
  }
  return (
    <>
      <p>
        <span className={styles.figure} data-testid={testId}>
          {figure.label}
        </span>{' '}
        <span className={styles.per}>{figure.per}*</span>
      </p>
      {figure.total ? <p className={styles.total}>Total repayments {figure.total}</p> : null}
      {figure.basis ? (
        <p className={styles.basis} data-testid={`${testId}-basis`}>
          {figure.basis}
        </p>
      ) : null}
    </>
  )
}

function years(n: number): string {
  return `${Math.round(n * 100) / 100} ${n === 1 ? 'year' : 'years'}`
}

/** A money field: a '$' before it, thousands separators in it, read by the server as a number. */
function MoneyField(props: {
  name: string
  label: string
  value: string
  onBlur: (event: FocusEvent<HTMLInputElement>) => void
  help?: string
  alert?: boolean
}) {
  const id = `finance-${props.name}`
  return (
    <div className={fieldStyles.field}>
      <label className={fieldStyles.label} htmlFor={id}>
        {props.label}
      </label>
      <div className={fieldStyles.affixed}>
        <span className={fieldStyles.affix} aria-hidden="true">
          $
        </span>
        <input
          id={id}
          name={props.name}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          defaultValue={props.value}
          className={fieldStyles.affixedInput}
          onBlur={props.onBlur}
          aria-describedby={props.help ? `${id}-help` : undefined}
        />
      </div>
      {props.help ? (
        <p
          id={`${id}-help`}
          className={props.alert ? styles.helpAlert : styles.help}
          role={props.alert ? 'alert' : undefined}
        >
          {props.help}
        </p>
      ) : null}
    </div>
  )
}

/** A slider with its value shown above it and its ends below; on its grid it steps, else any value. */
function SliderField(props: {
  name: string
  label: string
  value: number
  range: SliderView
  shown: string
  ends: [string, string]
  disabled?: boolean
}) {
  const id = `finance-${props.name}`
  return (
    <div className={fieldStyles.field}>
      <div className={styles.sliderHead}>
        <label htmlFor={id}>{props.label}</label>
        <output htmlFor={id} className={styles.sliderValue} data-testid={`${id}-value`}>
          {props.shown}
        </output>
      </div>
      <input
        id={id}
        name={props.name}
        type="range"
        min={props.range.min}
        max={props.range.max}
        step={props.range.step}
        defaultValue={props.value}
        aria-valuetext={props.shown}
        disabled={props.disabled}
        className={styles.slider}
      />
      <div className={styles.sliderEnds} aria-hidden="true">
        <span>{props.ends[0]}</span>
        <span>{props.ends[1]}</span>
      </div>
    </div>
  )
}

import { Form, Link, useNavigation } from '@remix-run/react'
import { useEffect, useRef, useState } from 'react'
import { FormPage } from '~/components/lead-form/form-page'
import * as layout from '~/styles/layout.css'
import * as pages from '~/styles/lead-pages.css'
import * as styles from '~/styles/payments.css'
import { SpinWheel } from './SpinWheel'
import { wholePercents, type WheelSegment } from './wheel-geometry'

export interface SpinToWinData {
  title: string
  dealer: string
  endsOn: string | null
  ended: boolean
  prizes: { label: string; win: boolean; left: number | null; chance: number }[]
  wheel: WheelSegment[]
  signedInPhone: string | null
  signInHref: string
  result: { prize: string; win: boolean; date: string } | null
  canSpin: boolean
}

const TURNS = 5

/** Each chance in whole percents that add up to 100 ('under 1%' for a chance that rounds to none). */
function shownChances(chances: readonly number[]): string[] {
  const whole = wholePercents(chances)
  return chances.map((chance, i) => (chance === 0 ? '—' : whole[i] === 0 ? 'under 1%' : `${whole[i]}%`))
}

/**
 * With JavaScript the wheel turns while the server draws, then lands on the result before the
 * result is shown; without it (or with reduced motion) the result shows at once. The draw is
 * always the server's: the wheel only shows it.
 */
function useSpinAnimation(result: SpinToWinData['result']) {
  const navigation = useNavigation()
  const spinning = navigation.state !== 'idle' && navigation.formMethod?.toUpperCase() === 'POST'
  const [hidden, setHidden] = useState(false)
  const [turns, setTurns] = useState(0)
  const spun = useRef(false)
  useEffect(() => {
    if (spinning) {
      spun.current = true
      setHidden(true)
      return
    }
    if (!spun.current) return
    spun.current = false
    if (!result || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) {
      setHidden(false)
      return
    }
    setTurns(TURNS)
    // In case the transition's end is never reported (a background tab).
    const reveal = window.setTimeout(() => setHidden(false), 2600)
    return () => window.clearTimeout(reveal)
  }, [spinning, result])
  return { spinning, hidden, turns, landed: () => setHidden(false) }
}

export function SpinToWinPage({ data }: { data: SpinToWinData }) {
  const spin = useSpinAnimation(data.result)
  return (
    <FormPage title={data.title}>
      <p>
        Spin the wheel once for a chance to win a prize from {data.dealer}.
        {data.endsOn ? ` The campaign ends on ${data.endsOn}.` : ''}
      </p>
      {data.wheel.length > 0 ? (
        <SpinWheel
          segments={data.wheel}
          landOn={data.result?.prize ?? null}
          spinning={spin.spinning}
          turns={spin.turns}
          onLanded={spin.landed}
        />
      ) : null}
      <Outcome data={data} hidden={spin.hidden} spinning={spin.spinning} />
      <PrizeList prizes={data.prizes} dealer={data.dealer} />
      <p className={layout.muted}>
        One spin per mobile number. Prizes are given while stocks last; {data.dealer} contacts winners to arrange them.
      </p>
    </FormPage>
  )
}

function Outcome({ data, hidden, spinning }: { data: SpinToWinData; hidden: boolean; spinning: boolean }) {
  if (data.result) {
    if (hidden) return <p className={styles.result}>Spinning…</p>
    return (
      <div className={styles.result} role="status" data-testid="spin-result">
        {data.result.win ? (
          <>
            <p>
              You won: <strong>{data.result.prize}</strong>
            </p>
            <p>
              We have let {data.dealer} know; they will contact you on {data.signedInPhone} to arrange your prize.
            </p>
          </>
        ) : (
          <p>
            <strong>{data.result.prize}</strong>. Thanks for playing!
          </p>
        )}
        <p className={layout.muted}>You spun on {data.result.date}.</p>
      </div>
    )
  }
  if (data.ended) return <p className={pages.notice}>This campaign has ended.</p>
  if (!data.signedInPhone) {
    return (
      <p>
        <Link className={layout.button} to={data.signInHref}>
          Sign in to spin
        </Link>
      </p>
    )
  }
  if (!data.canSpin) return <p className={pages.notice}>All the prizes have been won. Thanks for your interest!</p>
  return (
    <Form method="post">
      <p>
        <button type="submit" className={layout.button} disabled={spinning}>
          {spinning ? 'Spinning…' : 'Spin the Wheel'}
        </button>
      </p>
    </Form>
  )
}

function PrizeList({ prizes, dealer }: { prizes: SpinToWinData['prizes']; dealer: string }) {
  const chances = shownChances(prizes.map((p) => p.chance))
  return (
    <>
      <table className={styles.prizeTable}>
        <caption className={layout.muted}>The wheel, and each segment’s chance on the next spin</caption>
        <thead>
          <tr>
            <th scope="col">Prize</th>
            <th scope="col">Left</th>
            <th scope="col">Chance</th>
          </tr>
        </thead>
        <tbody>
          {prizes.map((p, i) => (
            <tr key={p.label}>
              <td>{p.label}</td>
              <td>{p.left === null ? '—' : p.left === 0 ? 'All won' : p.left}</td>
              <td>{chances[i]}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={layout.muted}>
        Each chance is that segment’s share of the wheel: the odds {dealer} gave it, out of the odds of every segment
        still on the wheel. A prize leaves the wheel once all of it has been won, so the chances change. Rounded to
        whole percents.
      </p>
    </>
  )
}

import type { PaymentMethod } from '@dealer/theme-contract'
import type { ReactNode } from 'react'

/**
 * Self-drawn, recognisable card marks (not the networks' artwork): a rounded card in the
 * network's colour with its wordmark, or Mastercard's two overlapping circles. The colours
 * are the networks' own, not the theme's, so they are fixed here rather than tokens.
 */
const word = { fontFamily: 'Arial, Helvetica, "Liberation Sans", sans-serif', fontWeight: 700 } as const

const marks: { readonly [K in PaymentMethod]: { readonly name: string; readonly art: ReactNode } } = {
  visa: {
    name: 'Visa',
    art: (
      <>
        <rect width="52" height="34" rx="5" fill="#1a1f71" />
        <text
          x="26"
          y="22.5"
          textAnchor="middle"
          fill="#ffffff"
          fontSize="14"
          fontStyle="italic"
          {...word}
          letterSpacing="0.5"
        >
          VISA
        </text>
        <rect x="8" y="26.5" width="36" height="2" rx="1" fill="#f7b600" />
      </>
    ),
  },
  mastercard: {
    name: 'Mastercard',
    art: (
      <>
        <rect width="52" height="34" rx="5" fill="#16161d" />
        <circle cx="21" cy="17" r="10" fill="#eb001b" />
        <circle cx="31" cy="17" r="10" fill="#f79e1b" />
        {/* The lens where the circles overlap (x = 26, y = 17 ± √75). */}
        <path d="M26 8.34A10 10 0 0 1 26 25.66A10 10 0 0 1 26 8.34Z" fill="#ff5f00" />
      </>
    ),
  },
  amex: {
    name: 'American Express',
    art: (
      <>
        <rect width="52" height="34" rx="5" fill="#1f72cd" />
        <rect x="5" y="9" width="42" height="16" rx="2" fill="none" stroke="#ffffff" strokeWidth="1.2" />
        <text x="26" y="21.5" textAnchor="middle" fill="#ffffff" fontSize="11.5" {...word} letterSpacing="1">
          AMEX
        </text>
      </>
    ),
  },
  eftpos: {
    name: 'eftpos',
    art: (
      <>
        <rect x="0.5" y="0.5" width="51" height="33" rx="4.5" fill="#ffffff" stroke="#c9ced6" />
        <text x="26" y="21" textAnchor="middle" fill="#111111" fontSize="12.5" {...word}>
          eftpos
        </text>
        <path d="M12 25.5h28" stroke="#00a7a0" strokeWidth="2" strokeLinecap="round" />
      </>
    ),
  },
  paypal: {
    name: 'PayPal',
    art: (
      <>
        <rect x="0.5" y="0.5" width="51" height="33" rx="4.5" fill="#ffffff" stroke="#c9ced6" />
        <text x="26" y="21.5" textAnchor="middle" fontSize="12.5" fontStyle="italic" {...word}>
          <tspan fill="#003087">Pay</tspan>
          <tspan fill="#0079c1">Pal</tspan>
        </text>
      </>
    ),
  },
  afterpay: {
    name: 'Afterpay',
    art: (
      <>
        <rect width="52" height="34" rx="5" fill="#b2fce4" />
        <text x="26" y="21" textAnchor="middle" fill="#000000" fontSize="10.5" {...word}>
          afterpay
        </text>
      </>
    ),
  },
}

/** One payment mark as an image with an accessible name. */
export function PaymentLogo({ method, className }: { method: PaymentMethod; className?: string }) {
  const mark = marks[method]
  return (
    <svg className={className} viewBox="0 0 52 34" width="52" height="34" role="img" aria-label={mark.name}>
      {mark.art}
    </svg>
  )
}

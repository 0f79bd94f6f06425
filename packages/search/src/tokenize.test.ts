import { describe, expect, it } from 'vitest'
import { matchesNothing, queryTokens, tokenize } from './tokenize'

describe('tokenize (docs/spec-coverage.md, Hardening)', () => {
  it('keeps letters and digits of every script, drops accents, splits on the rest', () => {
    expect(tokenize('CX-5 Maxx Sport')).toEqual(['cx', '5', 'maxx', 'sport'])
    expect(tokenize('Škoda Citroën')).toEqual(['skoda', 'citroen'])
    expect(tokenize('日本車')).toEqual(['日本車'])
    expect(tokenize('Лада Нива')).toEqual(['лада', 'нива'])
    expect(tokenize('🚗 !!! — …')).toEqual([])
  })

  it('says a query with text but no word matches nothing', () => {
    expect(matchesNothing('!!!')).toBe(true)
    expect(matchesNothing('🚗')).toBe(true)
    expect(matchesNothing('日本車')).toBe(false)
    expect(matchesNothing('')).toBe(false)
    expect(matchesNothing('   ')).toBe(false)
    expect(queryTokens('🚗 hilux hilux')).toEqual(['hilux'])
  })
})

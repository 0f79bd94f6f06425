import { describe, expect, it } from 'vitest'
import { SAVED_SEARCH_TEXT, saveSearchSchema } from './saved-search-form'

describe('save search form', () => {
  it('takes an email address, trimmed and in lower case', () => {
    expect(saveSearchSchema.parse({ email: '  Ann@Example.COM ' })).toEqual({ email: 'ann@example.com' })
  })

  it('says what is wrong with a missing or malformed address', () => {
    const message = (email: unknown) => saveSearchSchema.safeParse({ email }).error?.issues[0]?.message
    expect(message(undefined)).toBe(SAVED_SEARCH_TEXT.emailRequired)
    expect(message('   ')).toBe(SAVED_SEARCH_TEXT.emailRequired)
    expect(message('ann@')).toBe(SAVED_SEARCH_TEXT.emailInvalid)
    expect(message(`${'a'.repeat(250)}@example.com`)).toBe(SAVED_SEARCH_TEXT.emailInvalid)
  })
})

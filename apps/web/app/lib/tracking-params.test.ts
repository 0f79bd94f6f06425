import { describe, expect, it } from 'vitest'
import { isTrackingParam, splitTrackingParams, withQuery } from './tracking-params'

describe('tracking parameters', () => {
  it('knows utm_*, the ad click ids and campaign, source, ref, in any case, and nothing else', () => {
    for (const name of [
      'utm_source',
      'UTM_Campaign',
      'utm_id',
      'gclid',
      'fbclid',
      'msclkid',
      'dclid',
      'gbraid',
      'wbraid',
      'ref',
    ])
      expect(isTrackingParam(name), name).toBe(true)
    for (const name of ['make', 'page', 'query', 'sortBy', 'utm', 'gclidx', 'saveSearch'])
      expect(isTrackingParam(name), name).toBe(false)
  })

  it('splits a query into its tracking pairs and the rest, each as written', () => {
    expect(splitTrackingParams('?make=Mazda&gclid=abc&body=SUV%20x&utm_source=g+1')).toEqual({
      tracking: 'gclid=abc&utm_source=g+1',
      rest: 'make=Mazda&body=SUV%20x',
    })
    expect(splitTrackingParams('')).toEqual({ tracking: '', rest: '' })
    expect(splitTrackingParams('?%75tm_source=x')).toEqual({ tracking: '%75tm_source=x', rest: '' })
  })

  it('appends a query to a URL with or without one', () => {
    expect(withQuery('/search/used-cars', 'gclid=1')).toBe('/search/used-cars?gclid=1')
    expect(withQuery('/search/used-cars?page=2', 'gclid=1')).toBe('/search/used-cars?page=2&gclid=1')
    expect(withQuery('/search/used-cars', '')).toBe('/search/used-cars')
  })
})

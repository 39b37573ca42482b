import { describe, expect, it } from 'vitest'

import { themeClassName } from './theme-class-name'

describe('themeClassName', () => {
  it('names the colour theme of each variant in kebab case', () => {
    expect(themeClassName('default')).toBe('app-theme--default')
    expect(themeClassName('send')).toBe('app-theme--send')
    expect(themeClassName('hafls')).toBe('app-theme--hafls')
    expect(themeClassName('adultLearning')).toBe('app-theme--adult-learning')
  })
})

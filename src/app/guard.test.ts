import { describe, expect, it } from 'vitest'
import { guardRedirect, isOpenPath } from './guard'

describe('guardRedirect', () => {
  it('sends a visitor to register with the original path', () => {
    expect(guardRedirect('/app/search', '', false)).toBe('/app/register?redirect=%2Fapp%2Fsearch')
  })
  it('keeps the query of the original path', () => {
    expect(guardRedirect('/app/search/result', '?age_from=25&page=2', false)).toBe(
      '/app/register?redirect=%2Fapp%2Fsearch%2Fresult%3Fage_from%3D25%26page%3D2',
    )
  })
  it('lets members through', () => {
    expect(guardRedirect('/app/search', '', true)).toBeNull()
  })
  it.each([
    '/app/register',
    '/app/register/',
    '/app/logout',
    '/app/users/julie-12',
    '/app/users/x',
    '/app/page/cgu',
    '/',
    '/landing',
  ])('leaves %s open to visitors', (path) => {
    expect(isOpenPath(path)).toBe(true)
    expect(guardRedirect(path, '', false)).toBeNull()
  })
  it.each(['/app', '/app/', '/app/chat/x-1', '/app/users', '/app/registerx', '/app/logout/x', '/app/pages'])(
    'guards %s',
    (path) => expect(isOpenPath(path)).toBe(false),
  )
})

import { describe, expect, it } from 'vitest'
import { DEFAULT_TARGET, readEmbedOptions } from './embed-options'

const SCRIPT = 'https://flirt.example/widget/loader.js'

describe('the script tag’s data- attributes', () => {
  it('reads the API, the key and the language, and derives the socket and our site', () => {
    expect(
      readEmbedOptions({ apiBase: 'https://api.example.fr/', apiKey: 'k-1', lang: 'EN' }, SCRIPT),
    ).toEqual({
      ok: true,
      options: {
        apiBase: 'https://api.example.fr',
        apiKey: 'k-1',
        wsUrl: 'wss://api.example.fr/ws',
        language: 'en',
        theme: 'light',
        target: DEFAULT_TARGET,
        launcher: true,
        siteUrl: 'https://flirt.example',
      },
    })
  })

  it('takes a socket address, a target, a theme, our site and no launcher when given', () => {
    const read = readEmbedOptions(
      {
        apiBase: 'http://127.0.0.1:47312',
        apiKey: 'k',
        wsUrl: 'ws://127.0.0.1:47312/ws',
        target: '#online',
        theme: 'dark',
        launcher: 'off',
        siteUrl: 'https://www.flirt.example/',
      },
      SCRIPT,
    )
    expect(read.ok && read.options).toMatchObject({
      wsUrl: 'ws://127.0.0.1:47312/ws',
      target: '#online',
      theme: 'dark',
      launcher: false,
      siteUrl: 'https://www.flirt.example',
    })
  })

  it('falls back to French for a language it does not speak', () => {
    const read = readEmbedOptions({ apiBase: 'https://a.fr', apiKey: 'k', lang: 'de' }, SCRIPT)
    expect(read.ok && read.options.language).toBe('fr')
  })

  it.each([
    [{ apiKey: 'k' }, 'missingApiBase'],
    [{ apiBase: '  ', apiKey: 'k' }, 'missingApiBase'],
    [{ apiBase: 'javascript:alert(1)', apiKey: 'k' }, 'invalidApiBase'],
    [{ apiBase: '//api.example.fr', apiKey: 'k' }, 'invalidApiBase'],
    [{ apiBase: 'https://a.fr' }, 'missingApiKey'],
  ])('refuses %j (%s)', (data, error) => {
    expect(readEmbedOptions(data, SCRIPT)).toEqual({ ok: false, error })
  })
})

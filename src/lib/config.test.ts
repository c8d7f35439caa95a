import { describe, expect, it } from 'vitest'
import { resolveConfig } from './config'

describe('resolveConfig', () => {
  it('uses the embedded mock in development when no address is set', () => {
    const c = resolveConfig({ DEV: true }, 'http://localhost:5173')
    expect(c).toEqual({
      apiBase: 'http://localhost:5173/api',
      apiKey: 'dev-api-key',
      wsUrl: 'ws://localhost:5173/ws',
      embeddedMock: true,
    })
  })
  it('takes the configured addresses and key, trimming trailing slashes', () => {
    const c = resolveConfig(
      {
        DEV: true,
        VITE_API_BASE: 'https://api.flirt.example/',
        VITE_API_KEY: 'k1',
        VITE_WS_URL: 'wss://rt.flirt.example/ws',
      },
      'http://localhost:5173',
    )
    expect(c).toEqual({
      apiBase: 'https://api.flirt.example',
      apiKey: 'k1',
      wsUrl: 'wss://rt.flirt.example/ws',
      embeddedMock: false,
    })
  })
  it('derives the socket address from the API base when only the base is set', () => {
    expect(resolveConfig({ VITE_API_BASE: 'http://127.0.0.1:47312' }).wsUrl).toBe('ws://127.0.0.1:47312/ws')
  })
  it('never runs the mock in a production build', () => {
    expect(resolveConfig({ DEV: false }, 'https://flirt.example').embeddedMock).toBe(false)
  })
})

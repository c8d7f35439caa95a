import { css } from 'styled-system/css'

/** A light vector illustration (no image download, nothing to shift the layout). */
export function HeroIllustration({ label }: { label: string }) {
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox="0 0 320 260"
      className={css({ w: { base: '64', md: '96' }, h: 'auto', flexShrink: 0 })}
    >
      <circle cx="160" cy="130" r="120" className={css({ fill: 'primary.subtle' })} />
      <circle cx="118" cy="110" r="34" className={css({ fill: 'primary.solid' })} opacity="0.85" />
      <path
        d="M70 200c4-40 26-58 48-58s44 18 48 58z"
        className={css({ fill: 'primary.solid' })}
        opacity="0.85"
      />
      <circle cx="204" cy="118" r="30" className={css({ fill: 'fg.default' })} opacity="0.75" />
      <path
        d="M160 204c4-36 24-52 44-52s40 16 44 52z"
        className={css({ fill: 'fg.default' })}
        opacity="0.75"
      />
      <path d="M160 70s-16-10-16-22a9 9 0 0 1 16-5 9 9 0 0 1 16 5c0 12-16 22-16 22z" fill="#ff4d6d" />
    </svg>
  )
}

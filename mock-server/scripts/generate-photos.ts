/**
 * Generates the seed's portrait images once: abstract, portrait-like pictures (a soft silhouette over a
 * gradient with bokeh), in three sizes, as JPEGs in mock-server/assets/photos. Run it with
 * `npx tsx mock-server/scripts/generate-photos.ts`; the output is committed, so nothing is fetched and
 * no photo is hotlinked. Deterministic: the same run writes the same bytes.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import jpeg from 'jpeg-js'
import { PORTRAIT_COUNT, PORTRAIT_SIZES, portraitFileName } from '../lib/portraits'
import { createRng } from '../lib/prng'

const outDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'assets', 'photos')

type Rgb = [number, number, number]

function hsl(h: number, s: number, l: number): Rgb {
  const a = s * Math.min(l, 1 - l)
  const f = (n: number) => {
    const k = (n + h / 30) % 12
    return l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))
  }
  return [f(0) * 255, f(8) * 255, f(4) * 255]
}

const mix = (a: Rgb, b: Rgb, t: number): Rgb => [
  a[0] + (b[0] - a[0]) * t,
  a[1] + (b[1] - a[1]) * t,
  a[2] + (b[2] - a[2]) * t,
]
const clamp01 = (x: number) => (x < 0 ? 0 : Math.min(x, 1))

/** Coverage of an ellipse with a soft edge `soft` pixels wide. */
function ellipse(x: number, y: number, cx: number, cy: number, rx: number, ry: number, soft: number) {
  const dx = (x - cx) / rx
  const dy = (y - cy) / ry
  const d = Math.sqrt(dx * dx + dy * dy)
  return clamp01(((1 - d) * Math.min(rx, ry)) / soft)
}

function drawPortrait(index: number, size: number): Uint8Array {
  const rng = createRng(1000 + index)
  const bgHue = rng.int(0, 359)
  const bgHue2 = (bgHue + rng.int(30, 90)) % 360
  const top = hsl(bgHue, 0.55, 0.82)
  const bottom = hsl(bgHue2, 0.45, 0.5)
  const skin = hsl(rng.int(18, 34), rng.next() * 0.3 + 0.35, rng.next() * 0.35 + 0.35)
  const hair = hsl(rng.int(0, 40), rng.next() * 0.5 + 0.2, rng.next() * 0.45 + 0.1)
  const cloth = hsl(rng.int(0, 359), 0.5, rng.next() * 0.3 + 0.3)
  const longHair = rng.chance(0.5)
  const headX = size / 2 + (rng.next() - 0.5) * size * 0.12
  const headY = size * (0.4 + rng.next() * 0.05)
  const headR = size * (0.15 + rng.next() * 0.03)
  const bokeh = Array.from({ length: rng.int(6, 11) }, () => ({
    x: rng.next() * size,
    y: rng.next() * size * 0.7,
    r: size * (0.03 + rng.next() * 0.08),
    c: hsl((bgHue + rng.int(-40, 40) + 360) % 360, 0.7, 0.9),
    a: 0.15 + rng.next() * 0.3,
  }))
  const soft = Math.max(1.2, size / 150)
  const out = new Uint8Array(size * size * 4)
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      let c = mix(top, bottom, y / size)
      for (const b of bokeh) c = mix(c, b.c, b.a * ellipse(x, y, b.x, b.y, b.r, b.r, size / 40))
      // Light from the upper left gives the shapes some volume.
      const light = 1.1 - 0.35 * clamp01((x + y) / (2 * size))
      if (longHair) {
        const back = ellipse(x, y, headX, headY + headR * 0.5, headR * 1.35, headR * 1.9, soft)
        c = mix(c, mix(hair, [0, 0, 0], 0.15), back)
      }
      const shoulders = ellipse(x, y, headX, size * 1.08, size * 0.42, size * 0.4, soft)
      c = mix(c, mix(cloth, [255, 255, 255], 0.15 * light), shoulders)
      const neck = ellipse(x, y, headX, headY + headR * 1.15, headR * 0.45, headR * 0.7, soft)
      c = mix(c, mix(skin, [0, 0, 0], 0.12), neck)
      const head = ellipse(x, y, headX, headY, headR * 0.9, headR * 1.1, soft)
      c = mix(c, mix(skin, [255, 255, 255], clamp01(light - 0.85)), head)
      const crown = ellipse(x, y, headX, headY - headR * 0.55, headR * 0.98, headR * 0.62, soft)
      c = mix(c, hair, crown * (y < headY - headR * 0.25 ? 1 : 0.0))
      const i = (y * size + x) * 4
      out[i] = Math.round(c[0])
      out[i + 1] = Math.round(c[1])
      out[i + 2] = Math.round(c[2])
      out[i + 3] = 255
    }
  }
  return out
}

mkdirSync(outDir, { recursive: true })
let total = 0
for (let i = 1; i <= PORTRAIT_COUNT; i++) {
  for (const [name, px] of Object.entries(PORTRAIT_SIZES)) {
    const data = drawPortrait(i, px)
    const encoded = jpeg.encode({ data, width: px, height: px }, name === 'small' ? 70 : 62)
    writeFileSync(join(outDir, portraitFileName(i, name as keyof typeof PORTRAIT_SIZES)), encoded.data)
    total += encoded.data.length
  }
}
console.log(`wrote ${PORTRAIT_COUNT * 3} images, ${(total / 1024).toFixed(0)} KB, in ${outDir}`)

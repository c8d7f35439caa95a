/**
 * The Node side of the runtime (Vitest and the standalone server): assets read from disk, and uploads
 * resized in pure JS with jpeg-js (JPEG only; other formats keep their original bytes in every size).
 */
import { readFile } from 'node:fs/promises'
import { dirname, join, normalize, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import jpeg from 'jpeg-js'
import type { MockRuntime } from '../runtime'

const ASSETS_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'assets')

async function readAsset(path: string): Promise<Uint8Array | null> {
  const full = normalize(join(ASSETS_DIR, path))
  if (!full.startsWith(ASSETS_DIR + sep)) return null
  try {
    return new Uint8Array(await readFile(full))
  } catch {
    return null
  }
}

/** Box-filter downscale of RGBA pixels: good enough for thumbnails, and dependency-free. */
function downscale(data: Uint8Array, width: number, height: number, maxPx: number) {
  const scale = maxPx / Math.max(width, height)
  const w = Math.max(1, Math.round(width * scale))
  const h = Math.max(1, Math.round(height * scale))
  const out = new Uint8Array(w * h * 4)
  for (let y = 0; y < h; y++) {
    const y0 = Math.floor(y / scale)
    const y1 = Math.min(height, Math.max(y0 + 1, Math.floor((y + 1) / scale)))
    for (let x = 0; x < w; x++) {
      const x0 = Math.floor(x / scale)
      const x1 = Math.min(width, Math.max(x0 + 1, Math.floor((x + 1) / scale)))
      let r = 0
      let g = 0
      let b = 0
      let n = 0
      for (let yy = y0; yy < y1; yy++) {
        for (let xx = x0; xx < x1; xx++) {
          const i = (yy * width + xx) * 4
          r += data[i]!
          g += data[i + 1]!
          b += data[i + 2]!
          n++
        }
      }
      const o = (y * w + x) * 4
      out[o] = r / n
      out[o + 1] = g / n
      out[o + 2] = b / n
      out[o + 3] = 255
    }
  }
  return { data: out, width: w, height: h }
}

async function resizeImage(bytes: Uint8Array, type: string, maxPx: number): Promise<Uint8Array> {
  if (type !== 'image/jpeg') return bytes
  try {
    const decoded = jpeg.decode(bytes, { useTArray: true, maxMemoryUsageInMB: 256 })
    if (Math.max(decoded.width, decoded.height) <= maxPx) return bytes
    const small = downscale(decoded.data, decoded.width, decoded.height, maxPx)
    return new Uint8Array(jpeg.encode(small, 82).data)
  } catch {
    // A JPEG jpeg-js cannot read (progressive oddities, CMYK): serve it as sent.
    return bytes
  }
}

export const nodeRuntime: Partial<MockRuntime> = { readAsset, resizeImage }

/**
 * Makes a screenshot small enough to live in the repository: reduced by UPNG's quantizer to a palette
 * of at most `maxColors` colours (the flat colours of the interface survive it), written as an 8-bit
 * PNG, a few times smaller than Chromium's own.
 */
import { writeFileSync } from 'node:fs'
import UPNG from 'upng-js'

export function writeSmallPng(png: Buffer, file: string, { maxColors = 256 } = {}): void {
  const source = png.buffer.slice(png.byteOffset, png.byteOffset + png.byteLength) as ArrayBuffer
  const image = UPNG.decode(source)
  const [rgba] = UPNG.toRGBA8(image)
  if (!rgba) throw new Error(`${file}: the screenshot has no frame`)
  writeFileSync(file, Buffer.from(UPNG.encode([rgba], image.width, image.height, maxColors)))
}

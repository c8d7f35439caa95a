/** Images the photo tests upload, made in the test so none needs a fixture file. */
import jpeg from 'jpeg-js'

/** A small plain JPEG (a 64x64 gradient). */
export function smallJpeg(): Buffer {
  const width = 64
  const height = 64
  const data = Buffer.alloc(width * height * 4)
  for (let i = 0; i < width * height; i++) {
    data[i * 4] = (i % width) * 4
    data[i * 4 + 1] = Math.floor(i / width) * 4
    data[i * 4 + 2] = 160
    data[i * 4 + 3] = 255
  }
  return Buffer.from(jpeg.encode({ data, width, height }, 90).data)
}

/**
 * Test fixtures only: a hand-written EXIF APP1 segment (camera make, orientation and a GPS position)
 * and the JPEG surgery to insert one, so tests can prove that what we upload no longer carries it.
 * Little-endian TIFF, laid out by hand:
 *
 *   0   TIFF header ("II", 42, IFD0 at 8)
 *   8   IFD0: Make, Orientation, GPS IFD pointer (3 entries)        -> 50
 *   50  Make text (10 bytes)                                         -> 60
 *   60  GPS IFD: latitude ref, latitude, longitude ref, longitude    -> 114
 *   114 latitude: 3 rationals (degrees, minutes, seconds x 100)      -> 138
 *   138 longitude: 3 rationals                                       -> 162
 */

export interface ExifFixture {
  /** EXIF orientation 1-8 (6: the camera was turned 90 degrees clockwise). */
  orientation: number
  /** Decimal degrees, north and east positive. */
  latitude: number
  longitude: number
  make?: string
}

const ASCII = 2
const SHORT = 3
const LONG = 4
const RATIONAL = 5

function dms(value: number): [number, number, number] {
  const abs = Math.abs(value)
  const degrees = Math.floor(abs)
  const minutesFull = (abs - degrees) * 60
  const minutes = Math.floor(minutesFull)
  const centiseconds = Math.round((minutesFull - minutes) * 60 * 100)
  return [degrees, minutes, centiseconds]
}

/** The APP1 segment, marker included (FF E1, length, "Exif\0\0", TIFF). */
export function buildExifApp1({
  orientation,
  latitude,
  longitude,
  make = 'FlirtTest',
}: ExifFixture): Uint8Array {
  const makeBytes = new TextEncoder().encode(`${make.slice(0, 9).padEnd(9, ' ')}\0`)
  const tiff = new DataView(new ArrayBuffer(162))
  let at = 0
  const u16 = (v: number) => {
    tiff.setUint16(at, v, true)
    at += 2
  }
  const u32 = (v: number) => {
    tiff.setUint32(at, v, true)
    at += 4
  }
  const entry = (tag: number, type: number, count: number, value: number | [number, number]) => {
    u16(tag)
    u16(type)
    u32(count)
    if (Array.isArray(value)) {
      // Up to 4 bytes stored in place (short ASCII text).
      tiff.setUint8(at, value[0])
      tiff.setUint8(at + 1, value[1])
      tiff.setUint16(at + 2, 0, true)
      at += 4
    } else if (type === SHORT) {
      u16(value)
      u16(0)
    } else {
      u32(value)
    }
  }
  // Header
  tiff.setUint8(0, 0x49)
  tiff.setUint8(1, 0x49)
  at = 2
  u16(42)
  u32(8)
  // IFD0 (tags in ascending order)
  u16(3)
  entry(0x010f, ASCII, makeBytes.length, 50)
  entry(0x0112, SHORT, 1, orientation)
  entry(0x8825, LONG, 1, 60)
  u32(0)
  for (const [i, byte] of makeBytes.entries()) tiff.setUint8(50 + i, byte)
  // GPS IFD
  at = 60
  u16(4)
  entry(0x0001, ASCII, 2, [latitude >= 0 ? 0x4e : 0x53, 0])
  entry(0x0002, RATIONAL, 3, 114)
  entry(0x0003, ASCII, 2, [longitude >= 0 ? 0x45 : 0x57, 0])
  entry(0x0004, RATIONAL, 3, 138)
  u32(0)
  const rationals = (offset: number, [d, m, cs]: [number, number, number]) => {
    at = offset
    for (const [num, den] of [
      [d, 1],
      [m, 1],
      [cs, 100],
    ] as const) {
      u32(num)
      u32(den)
    }
  }
  rationals(114, dms(latitude))
  rationals(138, dms(longitude))

  const header = [0x45, 0x78, 0x69, 0x66, 0, 0] // "Exif\0\0"
  const length = 2 + header.length + tiff.byteLength
  const segment = new Uint8Array(2 + length)
  segment.set([0xff, 0xe1, length >> 8, length & 0xff, ...header])
  segment.set(new Uint8Array(tiff.buffer), 4 + header.length)
  return segment
}

/**
 * The JPEG with `segment` right after its start-of-image marker (and after a JFIF APP0 when there
 * is one, where EXIF readers expect it).
 */
export function insertSegment(jpeg: Uint8Array, segment: Uint8Array): Uint8Array {
  if (jpeg[0] !== 0xff || jpeg[1] !== 0xd8) throw new Error('not a JPEG')
  let at = 2
  if (jpeg[2] === 0xff && jpeg[3] === 0xe0) at = 4 + ((jpeg[4]! << 8) | jpeg[5]!)
  const out = new Uint8Array(jpeg.length + segment.length)
  out.set(jpeg.subarray(0, at))
  out.set(segment, at)
  out.set(jpeg.subarray(at), at + segment.length)
  return out
}

/** True when the bytes hold an APP1 segment starting with "Exif" (any EXIF block at all). */
export function hasExifSegment(jpeg: Uint8Array): boolean {
  let at = 2
  while (at + 4 <= jpeg.length && jpeg[at] === 0xff) {
    const marker = jpeg[at + 1]!
    if (marker === 0xda || marker === 0xd9) return false // image data: no more metadata
    const length = (jpeg[at + 2]! << 8) | jpeg[at + 3]!
    if (
      marker === 0xe1 &&
      jpeg[at + 4] === 0x45 &&
      jpeg[at + 5] === 0x78 &&
      jpeg[at + 6] === 0x69 &&
      jpeg[at + 7] === 0x66
    ) {
      return true
    }
    at += 2 + length
  }
  return false
}

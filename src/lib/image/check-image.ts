/**
 * What a chosen file really is: its type read from its first bytes (a renamed `.exe` called
 * `photo.jpg` is no photo), and whether its size is acceptable. The file name and the browser's
 * `type` are never trusted.
 */

export type ImageType = 'image/jpeg' | 'image/png' | 'image/gif' | 'image/webp'

/** Bytes needed to recognise every type we accept (WebP's signature ends at byte 12). */
export const SIGNATURE_BYTES = 12

/**
 * The largest file a member may pick. Phones take 10-15 MB photos; we re-encode to at most
 * `MAX_DIMENSION` px (re-encode.ts), which always lands well under the server's 8 MB limit.
 */
export const MAX_SOURCE_BYTES = 20 * 1024 * 1024

/** The type its magic bytes say, or null for anything we do not accept. */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  const b = bytes
  if (b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'image/jpeg'
  if (
    b[0] === 0x89 &&
    b[1] === 0x50 &&
    b[2] === 0x4e &&
    b[3] === 0x47 &&
    b[4] === 0x0d &&
    b[5] === 0x0a &&
    b[6] === 0x1a &&
    b[7] === 0x0a
  ) {
    return 'image/png'
  }
  // GIF87a / GIF89a
  if (b[0] === 0x47 && b[1] === 0x49 && b[2] === 0x46 && b[3] === 0x38 && (b[4] === 0x37 || b[4] === 0x39)) {
    return 'image/gif'
  }
  // RIFF....WEBP
  if (
    b[0] === 0x52 &&
    b[1] === 0x49 &&
    b[2] === 0x46 &&
    b[3] === 0x46 &&
    b[8] === 0x57 &&
    b[9] === 0x45 &&
    b[10] === 0x42 &&
    b[11] === 0x50
  ) {
    return 'image/webp'
  }
  return null
}

/** Why a file is refused before anything is sent. */
export type ImageCheckError = 'empty' | 'tooLarge' | 'notAnImage'

export type ImageCheck = { ok: true; type: ImageType } | { ok: false; error: ImageCheckError }

/** Checks size first (no need to read a 2 GB file), then the signature. */
export async function checkImageFile(file: Blob, maxBytes = MAX_SOURCE_BYTES): Promise<ImageCheck> {
  if (file.size === 0) return { ok: false, error: 'empty' }
  if (file.size > maxBytes) return { ok: false, error: 'tooLarge' }
  const head = new Uint8Array(await file.slice(0, SIGNATURE_BYTES).arrayBuffer())
  const type = sniffImageType(head)
  return type ? { ok: true, type } : { ok: false, error: 'notAnImage' }
}

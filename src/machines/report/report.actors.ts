/** The calls the report dialog makes. */
import { fromPromise } from 'xstate'
import { getCaptcha, reportMember } from '../../api/report'
import type { SendReportInput } from './report.types'

/** Bytes to base64 in chunks (a spread of a whole image would overflow the argument list). */
function base64Of(bytes: Uint8Array): string {
  let binary = ''
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  }
  return btoa(binary)
}

/** A blob as a `data:` URL: a plain string the machine can hold, nothing to revoke afterwards. */
export async function blobToDataUrl(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer())
  return `data:${blob.type || 'image/png'};base64,${base64Of(bytes)}`
}

/** GET /index_api/captcha: a fresh image, as a `data:` URL. */
export const loadCaptcha = fromPromise<string, void>(async () => blobToDataUrl(await getCaptcha()))

/** POST /index_api/user/is_suspect; throws `RefusedError` with the server's message when refused. */
export const sendReport = fromPromise<void, SendReportInput>(({ input }) => reportMember(input))

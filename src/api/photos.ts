/**
 * The member's own photos (spec section 7): the list, upload (multipart, public or private), delete,
 * and modify (private flag, main photo, crop). Every change invalidates the own photo list and the
 * member's lookup (its avatar), so the list is read anew after each change, as the spec asks.
 */
import { cacheTags } from './cache-tags'
import { type ApiClient, cachedRead, defaultApiClient, readLenient } from './client'
import type { Endpoint } from './errors'
import type { FormFields } from './form'
import type { Photo } from './models/photo'
import { assertAccepted } from './normalize/command'
import { normalizePhotoList } from './normalize/photo'
import { listAt } from './normalize/read'
import { fetchWithUploadProgress } from './upload-progress'

/** The multipart field the file travels in (the spec says "multipart file"; the name is ours). */
export const UPLOAD_FIELD = 'file'

/** The spec's crop result, in the image's own pixels. */
export interface CropData {
  x: number
  y: number
  width: number
  height: number
}

/** GET /index_api/user_edit_photos: the member's own photos. Cached with the member's lookup (5 min). */
export function getOwnPhotos(client: ApiClient = defaultApiClient): Promise<Photo[]> {
  return cachedRead(
    client,
    { method: 'GET', path: '/index_api/user_edit_photos' },
    { kind: 'user', tags: [cacheTags.ownPhotos] },
    (answer) => normalizePhotoList(listAt(answer, ['photos', 'result', 'public_album'])),
  )
}

async function changePhotos(
  endpoint: Endpoint,
  run: () => Promise<unknown>,
  client: ApiClient,
): Promise<unknown> {
  try {
    const answer = await run()
    assertAccepted(endpoint, answer)
    return answer
  } finally {
    // Even a failed change may have half happened server-side: read the list anew either way.
    client.cache.invalidate([cacheTags.ownPhotos, cacheTags.currentUser])
  }
}

/**
 * POST /ajax_api/upload_photo?is_private: the file as multipart form data. `onProgress` gets the
 * share of the body sent so far, 0 to 1 (in a browser; see `upload-progress.ts`).
 */
export async function uploadPhoto(
  file: Blob,
  options: { isPrivate: boolean; fileName?: string; onProgress?: (fraction: number) => void },
  client: ApiClient = defaultApiClient,
): Promise<void> {
  const { onProgress } = options
  const name = options.fileName ?? (file instanceof File ? file.name : 'photo.jpg')
  const multipart = new FormData()
  // A File rather than (blob, name): some FormData implementations drop the name of a bare Blob.
  multipart.append(
    UPLOAD_FIELD,
    file instanceof File && file.name === name ? file : new File([file], name, { type: file.type }),
  )
  await changePhotos(
    'POST /ajax_api/upload_photo',
    () =>
      readLenient(client, {
        method: 'POST',
        path: '/ajax_api/upload_photo',
        query: { is_private: options.isPrivate },
        multipart,
        ...(onProgress
          ? {
              fetch: fetchWithUploadProgress(
                ({ loaded, total }) => onProgress(total > 0 ? Math.min(1, loaded / total) : 0),
                multipart,
              ),
            }
          : {}),
      }),
    client,
  )
}

/** POST /index_api/user_edit_photos/del (form: photo_num). */
export async function deletePhoto(photoNum: string, client: ApiClient = defaultApiClient): Promise<void> {
  await changePhotos(
    'POST /index_api/user_edit_photos/del',
    () =>
      readLenient(client, {
        method: 'POST',
        path: '/index_api/user_edit_photos/del',
        form: { photo_num: photoNum },
      }),
    client,
  )
}

function modifyPhoto(form: FormFields, client: ApiClient): Promise<unknown> {
  return changePhotos(
    'POST /index_api/user_edit_photos/modify',
    () => readLenient(client, { method: 'POST', path: '/index_api/user_edit_photos/modify', form }),
    client,
  )
}

/**
 * POST /index_api/user_edit_photos/modify (photo_num, is_private, crop x y w h). `is_main` is left out
 * rather than sent empty, so an edit never unsets the main photo.
 */
export async function updatePhoto(
  params: { photoNum: string; isPrivate: boolean; crop?: CropData | null },
  client: ApiClient = defaultApiClient,
): Promise<void> {
  const crop = params.crop
    ? {
        x: Math.round(params.crop.x),
        y: Math.round(params.crop.y),
        w: Math.round(params.crop.width),
        h: Math.round(params.crop.height),
      }
    : {}
  await modifyPhoto({ photo_num: params.photoNum, is_private: params.isPrivate, ...crop }, client)
}

/** POST /index_api/user_edit_photos/modify with `is_main=1`: makes the photo the main one. */
export async function setMainPhoto(
  params: { photoNum: string; isPrivate: boolean },
  client: ApiClient = defaultApiClient,
): Promise<void> {
  await modifyPhoto({ photo_num: params.photoNum, is_private: params.isPrivate, is_main: true }, client)
}

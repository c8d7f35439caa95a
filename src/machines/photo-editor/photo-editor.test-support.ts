/** A photo and stubs for the photo editor's tests and stories. */
import { fromPromise } from 'xstate'
import { photoEditorMachine } from './photo-editor.machine'
import type { EditablePhoto, SavePhotoInput } from './photo-editor.types'

export const EDITED_PHOTO: EditablePhoto = { id: '41', num: '2', url: '/photos/41.jpg', isPrivate: false }

/** The machine with its save replaced; by default saving works. */
export function photoEditorMachineWith(savePhoto: (input: SavePhotoInput) => Promise<void> = async () => {}) {
  return photoEditorMachine.provide({
    actors: { savePhoto: fromPromise<void, SavePhotoInput>(({ input }) => savePhoto(input)) },
  })
}

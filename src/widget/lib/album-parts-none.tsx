/**
 * The conversation panel's two album parts (the owner's answer bar, the contact's private album) for
 * the widget build: the widget leaves albums out (it gives the panel no album actor), so neither ever
 * renders there, and their ~1.3 KB would only count against the budget. vite.widget.config.ts swaps
 * `features/album-sharing/album-answer-bar.tsx` and `their-album-panel.tsx` for this file.
 */
export function AlbumAnswerBar(_: object) {
  return null
}

export function TheirAlbumPanel(_: object) {
  return null
}

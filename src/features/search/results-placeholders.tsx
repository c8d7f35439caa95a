/**
 * The first page of results while it loads: a card's frame per result (square photo, 6rem of text;
 * profile-card.tsx's boxes, so the cards replace them without a shift). The first frame's photo:
 * `photo` when the page's first script drew it before the app ran (src/app/largest-image.ts, left in
 * src/api/largest-photo-handover.ts), drawn the way the first card draws it, so it stays on screen
 * as the app takes over; otherwise an empty frame the first script draws into (`data-largest-photo`,
 * `data-image-class`: the card's photo class).
 */
import { css } from 'styled-system/css'
import type { Photo } from '../../api/models/photo'
import { SEARCH_PAGE_SIZE } from '../../machines/search-results/search-results.url'
import { CardPhotoImage, cardPhotoStyles } from './card-photo'
import { resultsLayout } from './search-results-layout'

export function ResultsPlaceholders({ photo = null }: { photo?: Photo | null }) {
  return (
    <ul aria-hidden="true" className={resultsLayout.grid}>
      {Array.from({ length: SEARCH_PAGE_SIZE }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <li key={i} className={styles.placeholder}>
          {i > 0 ? (
            <div className={cardPhotoStyles.box} />
          ) : photo?.medium ? (
            <div className={cardPhotoStyles.box}>
              <CardPhotoImage photo={photo} eager />
            </div>
          ) : (
            <div
              data-largest-photo=""
              data-image-class={cardPhotoStyles.image}
              className={cardPhotoStyles.box}
            />
          )}
          <div className={styles.body} />
        </li>
      ))}
    </ul>
  )
}

const styles = {
  placeholder: css({ borderRadius: '2xl', overflow: 'hidden', bg: 'bg.surface', boxShadow: 'card' }),
  body: css({ h: '6rem' }),
}

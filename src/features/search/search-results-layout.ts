/**
 * The frame of the results page, shared by the page (search-result-page.tsx, search-results-view.tsx)
 * and its loading state painted before the app runs (search-result-skeleton.tsx): the same classes
 * for the same boxes, so the first results' photos, drawn into the loading state from the page's
 * first answer (src/app/largest-image.ts), are where the page's cards then put them (issue 38).
 */
import { css } from 'styled-system/css'

export const resultsLayout = {
  page: css({ display: 'flex', flexDirection: 'column', gap: '4' }),
  // One line, as high as the small 'Modifier la recherche' button: the criteria scroll sideways
  // within it (search-summary.tsx), so the results start at the same height whatever the search.
  summary: css({
    display: 'flex',
    flexWrap: 'nowrap',
    gap: '3',
    alignItems: 'center',
    justifyContent: 'space-between',
    h: '8',
  }),
  /** The line's button: never narrowed by the criteria beside it. */
  fixed: css({ flexShrink: 0 }),
  section: css({ display: 'flex', flexDirection: 'column', gap: '4' }),
  heading: css({ fontSize: 'lg', fontWeight: 'semibold', minH: '7', outline: 'none' }),
  grid: css({
    display: 'grid',
    gap: '4',
    gridTemplateColumns: {
      base: 'repeat(2, minmax(0, 1fr))',
      sm: 'repeat(3, minmax(0, 1fr))',
      lg: 'repeat(4, minmax(0, 1fr))',
    },
  }),
}

/** The spec's small-screen layout: viewport width 768px or less (Panda's `mdDown`). */
export const MOBILE_MEDIA_QUERY = '(max-width: 768px)'

/**
 * Sizes the loader and the widget agree on. The placeholder is given its height before anything
 * loads, so the carousel appearing shifts nothing on the partner's page (partners can reserve it in
 * their own CSS too: see README.md).
 */
export const CAROUSEL_HEIGHT_PX = 280

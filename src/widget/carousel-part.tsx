/** The carousel part, in the partner's placeholder: the online members (helper B's carousel). */
export function CarouselPart() {
  return null
}

/**
 * Plain elements for Ark parts rendered with `asChild`, each dropping an attribute Ark sets that
 * points at nothing a person can reach.
 */
import type { ComponentProps } from 'react'

const isOpen = (expanded: ComponentProps<'button'>['aria-expanded']) =>
  expanded === true || expanded === 'true'

/**
 * A trigger that keeps `aria-controls` only while its popup is open. Our selects and comboboxes mount
 * their list when it opens (lazyMount), so a closed trigger's `aria-controls` named an id that is not
 * in the page: a broken reference to IBM's engine (aria_id_unique; axe lets it pass on a collapsed
 * control). WAI-ARIA 1.2 asks for `aria-controls` only while the popup shows.
 */
export function PopupButton({ 'aria-controls': controls, ...props }: ComponentProps<'button'>) {
  return <button {...props} aria-controls={isOpen(props['aria-expanded']) ? controls : undefined} />
}

/** The combobox's input, as `PopupButton`. */
export function PopupInput({ 'aria-controls': controls, ...props }: ComponentProps<'input'>) {
  return <input {...props} aria-controls={isOpen(props['aria-expanded']) ? controls : undefined} />
}

/**
 * A label's caption without `for`: Ark's slider and rating labels point `for` at their hidden form
 * input, which no person can reach (IBM: label_ref_valid). Their controls are named through
 * `aria-labelledby`, and Ark's own click handler still moves the focus to the control.
 */
export function Caption({ htmlFor: _unused, ...props }: ComponentProps<'label'>) {
  return <span {...props} />
}

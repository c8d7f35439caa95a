/**
 * Controls pinned to the screen (issue 39): every button, link and field inside a sticky or fixed
 * container (the top bar, the tab bar, the profile editor's save bar, an open dialog) whose centre is
 * on screen must be what a tap at that centre reaches, the element `elementFromPoint` finds there or
 * one of its own descendants, not another layer over it (the tab bar over the save bar's
 * 'Enregistrer' sent a tap to Swipe or Votes and left the changes unsaved).
 *
 * Scrolled content passing under a pinned bar of its own layer (a dialog's body under that dialog's
 * sticky footer, the page under the tab bar) is how pinned bars work, not a fault: only the controls
 * of the pinned layers themselves are checked, and a control covered by a pinned bar nested inside
 * its own layer is content scrolling under it.
 */
import type { Locator, Page } from '@playwright/test'

/** Where the page (or a dialog's scrolling parts) is scrolled to for a check. */
export const SCROLL_POSITIONS = ['top', 'halfway', 'end'] as const
export type ScrollPosition = (typeof SCROLL_POSITIONS)[number]

/** One control that a tap at its centre would miss: what it is, and what the tap would reach. */
export interface CoveredControl {
  control: string
  found: string
}

/** What one look at the screen found: how many pinned controls were on it, and the covered ones. */
export interface PinnedCheck {
  checked: number
  covered: CoveredControl[]
}

/** Scrolls the window to the top, halfway or the end, and waits for the next frame's layout. */
export async function scrollWindow(page: Page, where: ScrollPosition): Promise<void> {
  await page.evaluate(async (to) => {
    const max = document.documentElement.scrollHeight - window.innerHeight
    const y = to === 'top' ? 0 : to === 'halfway' ? Math.round(max / 2) : max
    window.scrollTo({ top: y, behavior: 'instant' })
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
  }, where)
}

/** Scrolls every scrolling part of `scope` (a dialog's body) to the top, halfway or the end. */
export async function scrollInside(scope: Locator, where: ScrollPosition): Promise<void> {
  await scope.evaluate(async (root, to) => {
    for (const el of [root, ...root.querySelectorAll('*')]) {
      const style = getComputedStyle(el)
      if (!/(auto|scroll)/.test(style.overflowY) || el.scrollHeight <= el.clientHeight + 1) continue
      const max = el.scrollHeight - el.clientHeight
      el.scrollTop = to === 'top' ? 0 : to === 'halfway' ? Math.round(max / 2) : max
    }
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
  }, where)
}

/**
 * The pinned controls on screen and those a tap would miss, in the whole document or only inside
 * `scope` (an open dialog or menu, whose page behind is out of reach on purpose: every control of the
 * scope counts as pinned). `covered` is empty when every one is reachable.
 */
export function checkPinnedControls(page: Page, scope?: Locator): Promise<PinnedCheck> {
  const run = (root: Element, scoped: boolean) => {
    const CONTROLS = [
      'a[href]',
      'button',
      'input:not([type=hidden])',
      'select',
      'textarea',
      '[role=button]',
      '[role=link]',
      '[role=checkbox]',
      '[role=switch]',
      '[role=radio]',
      '[role=combobox]',
      '[role=slider]',
      '[role=tab]',
      '[role=menuitem]',
      '[role=menuitemradio]',
      '[role=option]',
    ].join(',')
    const isPinned = (el: Element) => ['sticky', 'fixed'].includes(getComputedStyle(el).position)
    const pinnedAncestor = (el: Element | null): Element | null => {
      for (let node = el; node; node = node.parentElement) if (isPinned(node)) return node
      return null
    }
    const text = (el: Element) => (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 50)
    /** A person's words for an element: its role or tag and its name, and the landmark it is in. */
    const nameOf = (el: Element): string => {
      const tag = el.tagName.toLowerCase()
      const implicit: Record<string, string> = { a: 'link', textarea: 'textbox', select: 'combobox' }
      const role =
        el.getAttribute('role') ??
        (tag === 'input' ? `input[type=${(el as HTMLInputElement).type}]` : (implicit[tag] ?? tag))
      const labelledBy = el.getAttribute('aria-labelledby')
      const name =
        el.getAttribute('aria-label') ??
        (labelledBy ? text(document.getElementById(labelledBy.split(' ')[0] ?? '') ?? el) : '')
      const label =
        name ||
        text(el) ||
        el.getAttribute('placeholder') ||
        (el.id ? text(document.querySelector(`label[for="${CSS.escape(el.id)}"]`) ?? el) : '') ||
        el.getAttribute('name') ||
        ''
      const region = el.closest('nav, header, footer, form, [role=dialog], [role=alertdialog], [role=menu]')
      const regionName = region
        ? ` in ${region.getAttribute('role') ?? region.tagName.toLowerCase()}${
            region.getAttribute('aria-label') ? ` "${region.getAttribute('aria-label')}"` : ''
          }`
        : ''
      return `${role} "${label}"${regionName}`
    }
    /** The part of the screen where `el` can be seen: the viewport cut by every clipping parent. */
    const visibleArea = (el: Element) => {
      let area = { left: 0, top: 0, right: window.innerWidth, bottom: window.innerHeight }
      for (let node = el.parentElement; node && node !== document.body; node = node.parentElement) {
        const style = getComputedStyle(node)
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue
        const r = node.getBoundingClientRect()
        area = {
          left: Math.max(area.left, r.left),
          top: Math.max(area.top, r.top),
          right: Math.min(area.right, r.right),
          bottom: Math.min(area.bottom, r.bottom),
        }
        if (style.position === 'fixed') break
      }
      return area
    }

    const covered: { control: string; found: string }[] = []
    let checked = 0
    for (const control of root.querySelectorAll(CONTROLS)) {
      // Inside a scope (a dialog, the member menu, which floats over the page without being fixed),
      // the scope itself is a layer.
      const layer = pinnedAncestor(control) ?? (scoped ? root : null)
      if (!layer) continue
      if (control.closest('[inert], [hidden]')) continue
      const style = getComputedStyle(control)
      // Not tappable on purpose: a tap there goes to what is under it by design.
      if (style.visibility !== 'visible' || style.pointerEvents === 'none') continue
      const rect = control.getBoundingClientRect()
      // Visually hidden controls (a native input under its styled twin, a screen-reader-only link).
      if (rect.width <= 1 || rect.height <= 1) continue
      const x = rect.left + rect.width / 2
      const y = rect.top + rect.height / 2
      const area = visibleArea(control)
      if (x < area.left || x >= area.right || y < area.top || y >= area.bottom) continue
      checked += 1
      const found = document.elementFromPoint(x, y)
      if (found && (found === control || control.contains(found))) continue
      // Under a pinned bar of its own layer (a dialog's body under its sticky footer): scrolling content.
      const foundLayer = pinnedAncestor(found)
      if (foundLayer && foundLayer !== layer && layer.contains(foundLayer) && !foundLayer.contains(control))
        continue
      covered.push({
        control: `${nameOf(control)} at ${Math.round(x)},${Math.round(y)} (box ${Math.round(rect.top)}..${Math.round(rect.bottom)})`,
        // The control (or, failing one, the element) a tap there would reach: a link, not its icon.
        found: found ? nameOf(found.closest(CONTROLS) ?? found) : 'nothing (off the page)',
      })
    }
    return { checked, covered }
  }
  return (scope ?? page.locator('html')).evaluate(run, !!scope)
}

/** One line per covered control, for a failure message. */
export const describeCovered = (where: string, covered: CoveredControl[]): string[] =>
  covered.map(({ control, found }) => `${where}: ${control} is under ${found}`)

/**
 * A keyboard and screen-reader walker: what a person who cannot use a mouse does (Tab, Shift+Tab,
 * Enter, Space, the arrows, Escape; never a click, never element.focus()) and what a screen reader
 * reads at each step (the accessibility tree, through Playwright's aria snapshots).
 *
 * `outline()` checks the page as a whole, robust to data: one h1, every landmark that needs a name
 * named, every control named; `expectFocusOn*` check where the focus went after an action.
 */
import { expect, type Locator, type Page } from '@playwright/test'

/** Roles a screen reader lists as landmarks and that must carry a name (there may be several). */
const NAMED_LANDMARKS = ['navigation', 'complementary', 'region', 'form', 'search'] as const
/** Controls a person operates: each needs a name to be announced. */
const CONTROLS = [
  'button',
  'link',
  'textbox',
  'searchbox',
  'checkbox',
  'radio',
  'switch',
  'combobox',
  'slider',
  'spinbutton',
  'tab',
  'menuitem',
  'option',
  'dialog',
  'alertdialog',
] as const

/** One line of an aria snapshot: `- role "name" [attrs]:`, the name quoted or a /pattern/. */
const LINE = /^\s*- (?<role>[a-z]+)(?: (?<name>"(?:[^"\\]|\\.)*"|\/.*\/))?(?<attrs>(?: \[[^\]]*\])*)(?::.*)?$/

export interface TreeNode {
  role: string
  name: string
  attrs: string
  line: string
}

/** The nodes of an aria snapshot, one per line that opens a role. */
export function parseTree(snapshot: string): TreeNode[] {
  const nodes: TreeNode[] = []
  for (const line of snapshot.split('\n')) {
    const match = LINE.exec(line)
    if (!match?.groups) continue
    const raw = match.groups.name ?? ''
    const name = raw.startsWith('"') ? (JSON.parse(raw) as string) : raw
    nodes.push({ role: match.groups.role!, name, attrs: match.groups.attrs ?? '', line: line.trim() })
  }
  return nodes
}

export class KeyboardWalker {
  constructor(readonly page: Page) {}

  /** Presses `key` (Tab by default) until `target` has the focus, at most `max` times. */
  async tabTo(target: Locator, max = 60, key: 'Tab' | 'Shift+Tab' = 'Tab'): Promise<void> {
    for (let i = 0; i < max; i++) {
      if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return
      await this.page.keyboard.press(key)
    }
    await expect(target).toBeFocused()
  }

  async press(key: string): Promise<void> {
    await this.page.keyboard.press(key)
  }

  async type(text: string): Promise<void> {
    await this.page.keyboard.type(text)
  }

  /** The accessibility tree of the page, or of the open modal dialog when there is one. */
  async tree(scope?: Locator): Promise<TreeNode[]> {
    return parseTree(await (scope ?? this.page.locator('body')).ariaSnapshot())
  }

  /**
   * The page as a screen reader lists it: exactly one h1 (with `heading` as its name when given),
   * every landmark that needs a name named (and no two alike), every control named. Returns the tree.
   */
  async outline(heading?: string | RegExp, scope?: Locator): Promise<TreeNode[]> {
    let nodes: TreeNode[] = []
    await expect
      .poll(
        async () => {
          nodes = await this.tree(scope)
          return problems(nodes, heading)
        },
        { message: 'the accessibility tree has no problem' },
      )
      .toEqual([])
    return nodes
  }

  /** An open dialog as a screen reader lists it: named, its landmarks and controls named. */
  async dialogOutline(dialog: Locator): Promise<TreeNode[]> {
    let nodes: TreeNode[] = []
    await expect
      .poll(
        async () => {
          nodes = await this.tree(dialog)
          return problems(nodes, undefined, { h1: false })
        },
        { message: 'the dialog has no problem' },
      )
      .toEqual([])
    return nodes
  }

  /** After a navigation: the new page's h1 has the focus, as after a full page load read from the top. */
  async expectFocusOnHeading(name: string | RegExp): Promise<void> {
    const h1 = this.page.getByRole('heading', { level: 1, name })
    await expect(h1).toBeVisible()
    await expect(h1).toBeFocused()
  }

  /** The focus is somewhere inside `scope` (a dialog took it). */
  async expectFocusWithin(scope: Locator): Promise<void> {
    await expect.poll(() => scope.evaluate((el) => el.contains(document.activeElement))).toBe(true)
  }

  /** What has the focus, as a screen reader announces it (role and name), for messages and checks. */
  async focused(): Promise<TreeNode | undefined> {
    const snapshot = await this.page
      .locator('*:focus')
      .ariaSnapshot()
      .catch(() => '')
    return parseTree(snapshot)[0]
  }
}

/** What a screen reader user would trip over in `nodes`; empty when nothing. */
export function problems(nodes: TreeNode[], heading?: string | RegExp, { h1 = true } = {}): string[] {
  const found: string[] = []
  const h1s = nodes.filter((n) => n.role === 'heading' && /\[level=1\]/.test(n.attrs))
  if (!h1) {
    if (h1s.length) found.push(`h1 in a dialog: ${h1s[0]!.line}`)
  } else if (h1s.length !== 1) found.push(`${h1s.length} h1: ${h1s.map((n) => n.line).join(' | ')}`)
  else if (heading !== undefined && !matches(h1s[0]!.name, heading)) found.push(`h1 is ${h1s[0]!.line}`)
  const seen = new Set<string>()
  for (const node of nodes) {
    if ((NAMED_LANDMARKS as readonly string[]).includes(node.role)) {
      if (!node.name) found.push(`landmark without a name: ${node.line}`)
      else if (node.role !== 'region' && seen.has(`${node.role} ${node.name}`))
        found.push(`two landmarks named alike: ${node.line}`)
      seen.add(`${node.role} ${node.name}`)
    }
    if ((CONTROLS as readonly string[]).includes(node.role) && !node.name)
      found.push(`control without a name: ${node.line}`)
  }
  return found
}

function matches(name: string, expected: string | RegExp): boolean {
  return typeof expected === 'string' ? name === expected : expected.test(name)
}

/**
 * "Mes photos" (/app/account/photos) as a person meets it: the grid of photos, each with its menu,
 * the 'Ajouter une photo' tile, the upload dialog, the editor and the deletion's confirmation.
 * Found by role and accessible name; the spec's own French strings are spelled out in the specs.
 */
import { expect, type Locator, type Page } from '@playwright/test'

export class PhotosPage {
  readonly grid: Locator
  readonly photos: Locator
  readonly addTile: Locator
  readonly uploadDialog: Locator
  readonly editorDialog: Locator
  readonly deleteDialog: Locator
  readonly alert: Locator

  constructor(readonly page: Page) {
    this.grid = page.getByRole('list', { name: 'Mes photos' })
    this.photos = this.grid.getByRole('img', { name: /^Ma photo n° \d+$/ })
    this.addTile = this.grid.getByRole('button', { name: 'Ajouter une photo' })
    this.uploadDialog = page.getByRole('dialog', { name: 'Ajouter une photo' })
    this.editorDialog = page.getByRole('dialog', { name: 'Modifier la photo' })
    this.deleteDialog = page.getByRole('alertdialog', { name: 'Supprimer la photo' })
    this.alert = page.getByRole('main').getByRole('alert')
  }

  async goto(): Promise<void> {
    await this.page.goto('/app/account/photos')
    await expect(this.page.getByRole('heading', { level: 1, name: 'Mes photos' })).toBeVisible()
    await expect(this.grid).toBeVisible()
  }

  /** The tile of the n-th photo (1-based). */
  tile(n: number): Locator {
    return this.grid
      .getByRole('listitem')
      .filter({ has: this.page.getByRole('img', { name: `Ma photo n° ${n}` }) })
  }

  /** Opens the n-th photo's menu and picks an item ('Modifier', 'Photo principale', 'Supprimer'). */
  async choose(n: number, item: string): Promise<void> {
    const trigger = this.grid.getByRole('button', { name: `Actions pour la photo n° ${n}` })
    await expect(trigger).toBeEnabled()
    await trigger.click()
    await this.page.getByRole('menuitem', { name: item, exact: true }).click()
  }

  /** The items of the n-th photo's menu, then closes it. */
  async menuItems(n: number): Promise<string[]> {
    await this.grid.getByRole('button', { name: `Actions pour la photo n° ${n}` }).click()
    const menu = this.page.getByRole('menu')
    await expect(menu).toBeVisible()
    const items = await menu.getByRole('menuitem').allTextContents()
    // Escape closes the menu from within it: the menu takes the focus as it opens, a frame or so
    // after it shows (under load, a key pressed in between reached the trigger and did nothing).
    await expect.poll(() => menu.evaluate((m) => m.contains(document.activeElement))).toBe(true)
    await this.page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    return items
  }

  /** Flips a switch by its label, as a person clicks it (the input itself is hidden). */
  async toggle(scope: Locator, name: string): Promise<void> {
    const control = scope.getByRole('switch', { name })
    const was = await control.isChecked()
    await scope.getByText(name, { exact: true }).click()
    await expect(control).toBeChecked({ checked: !was })
  }

  async upload(
    file: { name: string; mimeType: string; buffer: Buffer },
    options: { private?: boolean } = {},
  ) {
    await this.addTile.click()
    await expect(this.uploadDialog).toBeVisible()
    await this.uploadDialog.getByLabel('Choisir une photo').setInputFiles(file)
    await expect(this.uploadDialog.getByRole('img', { name: 'Aperçu de la photo à envoyer' })).toBeVisible()
    if (options.private) await this.toggle(this.uploadDialog, 'Photo privée')
    await this.uploadDialog.getByRole('button', { name: 'Envoyer' }).click()
  }
}

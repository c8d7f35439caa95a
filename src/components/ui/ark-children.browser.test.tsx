/**
 * What IBM's engine found on our Ark parts (issue 24), checked on the parts themselves: a field's
 * wrapper is no unnamed group (fieldset_label_valid), a closed select or combobox names no list that
 * is not in the page (aria_id_unique), and slider and rating labels point `for` at no hidden input
 * (label_ref_valid).
 */
import { describe, expect, it } from 'vitest'
import { render } from 'vitest-browser-react'
import './styles/index.css'
import { Combobox } from './combobox'
import { TextField } from './field'
import { RatingGroup } from './rating-group'
import { Select } from './select'
import { RangeSlider } from './slider'

describe('Ark parts, as IBM Equal Access reads them', () => {
  it('wraps each field in a plain container, not an unnamed group, its control named by the label', async () => {
    const screen = await render(
      <form>
        <TextField label="Pseudo" name="pseudo" />
        <Combobox label="Ville" options={[{ value: '1', label: 'Paris' }]} />
      </form>,
    )
    await expect.element(screen.getByRole('textbox', { name: 'Pseudo' })).toBeInTheDocument()
    await expect.element(screen.getByRole('combobox', { name: 'Ville' })).toBeInTheDocument()
    expect(screen.container.querySelectorAll('[role="group"]')).toHaveLength(0)
    expect(screen.container.querySelectorAll('[data-scope="field"][data-part="root"]')).toHaveLength(2)
  })

  it('names a list in aria-controls only while it is open and in the page', async () => {
    const screen = await render(
      <div>
        <Select label="Yeux" options={[{ value: 'b', label: 'Bleus' }]} />
        <Combobox label="Ville" options={[{ value: '1', label: 'Paris' }]} />
      </div>,
    )
    const trigger = screen.getByRole('combobox', { name: 'Yeux' })
    await expect.element(trigger).not.toHaveAttribute('aria-controls')
    await expect.element(screen.getByRole('combobox', { name: 'Ville' })).not.toHaveAttribute('aria-controls')
    await trigger.click()
    await expect.element(trigger).toHaveAttribute('aria-expanded', 'true')
    const controls = trigger.element().getAttribute('aria-controls')
    expect(controls && document.getElementById(controls)).toBeTruthy()
  })

  it('gives slider and rating labels no `for` pointing at a hidden input', async () => {
    const screen = await render(
      <div>
        <RangeSlider
          label="Âge"
          thumbLabels={['Âge minimum', 'Âge maximum']}
          min={18}
          max={99}
          defaultValue={[18, 99]}
        />
        <RatingGroup label="Votre note" />
      </div>,
    )
    await expect.element(screen.getByRole('slider', { name: 'Âge minimum' })).toBeInTheDocument()
    await expect.element(screen.getByRole('radiogroup', { name: 'Votre note' })).toBeInTheDocument()
    expect(screen.container.querySelectorAll('label[for]')).toHaveLength(0)
  })
})

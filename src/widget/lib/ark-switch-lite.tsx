/**
 * Ark UI's `Switch` parts as the login form's "remember me" uses them, without zag's state machine:
 * the same elements, `data-scope` / `data-part` / `data-state` attributes (so the switch recipe styles
 * them the same) and the same accessible checkbox inside the label. Zag's machinery for one switch
 * (with the avatar's, ark-avatar-lite.tsx) costs ~7 KB gzip of the widget's 90 KB; the widget build
 * aliases `@ark-ui/react/switch` here (vite.widget.config.ts).
 */
import {
  type ComponentProps,
  type CSSProperties,
  createContext,
  type ReactNode,
  use,
  useId,
  useState,
} from 'react'

type DataAttrs = Record<`data-${string}`, string | undefined>

interface SwitchState {
  checked: boolean
  disabled: boolean
  readOnly: boolean
  setChecked: (checked: boolean) => void
  setFocusVisible: (on: boolean) => void
  inputId: string
  labelId: string
  name: string | undefined
  attrs: DataAttrs
}

const SwitchContext = createContext<SwitchState | null>(null)

const useSwitch = () => {
  const state = use(SwitchContext)
  if (!state) throw new Error('Switch parts outside Switch.Root')
  return state
}

const flag = (on: boolean | undefined) => (on ? '' : undefined)

/** zag's visually hidden style: the checkbox stays focusable and announced. */
const visuallyHidden: CSSProperties = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  width: '1px',
  whiteSpace: 'nowrap',
  wordWrap: 'normal',
}

export interface SwitchRootProps extends Omit<ComponentProps<'label'>, 'onChange'> {
  checked?: boolean
  defaultChecked?: boolean
  onCheckedChange?: (details: { checked: boolean }) => void
  disabled?: boolean
  readOnly?: boolean
  invalid?: boolean
  name?: string
  children?: ReactNode
}

function Root({
  checked,
  defaultChecked = false,
  onCheckedChange,
  disabled = false,
  readOnly = false,
  invalid,
  name,
  children,
  ...props
}: SwitchRootProps) {
  const [own, setOwn] = useState(defaultChecked)
  const [focusVisible, setFocusVisible] = useState(false)
  const id = useId()
  const on = checked ?? own
  const attrs: DataAttrs = {
    'data-scope': 'switch',
    'data-state': on ? 'checked' : 'unchecked',
    'data-disabled': flag(disabled),
    'data-readonly': flag(readOnly),
    'data-invalid': flag(invalid),
    'data-focus-visible': flag(focusVisible && !disabled),
  }
  const state: SwitchState = {
    checked: on,
    disabled,
    readOnly,
    setChecked: (next) => {
      setOwn(next)
      onCheckedChange?.({ checked: next })
    },
    setFocusVisible,
    inputId: `${id}-input`,
    labelId: `${id}-label`,
    name,
    attrs,
  }
  return (
    <SwitchContext value={state}>
      <label {...attrs} data-part="root" htmlFor={state.inputId} {...props}>
        {children}
      </label>
    </SwitchContext>
  )
}

/** Control, Thumb and Label: spans with the root's state attributes. */
function Part({ which, ...props }: ComponentProps<'span'> & { which: 'control' | 'thumb' | 'label' }) {
  const { attrs, labelId } = useSwitch()
  return (
    <span
      {...attrs}
      data-part={which}
      {...(which === 'label' ? { id: labelId } : { 'aria-hidden': true })}
      {...props}
    />
  )
}

function HiddenInput(props: ComponentProps<'input'>) {
  const s = useSwitch()
  return (
    <input
      id={s.inputId}
      type="checkbox"
      name={s.name}
      checked={s.checked}
      disabled={s.disabled}
      aria-labelledby={s.labelId}
      style={visuallyHidden}
      onChange={(event) => {
        if (!s.readOnly) s.setChecked(event.currentTarget.checked)
      }}
      onFocus={(event) => s.setFocusVisible(event.currentTarget.matches(':focus-visible'))}
      onBlur={() => s.setFocusVisible(false)}
      {...props}
    />
  )
}

export const Switch = {
  Root,
  Control: (props: ComponentProps<'span'>) => <Part which="control" {...props} />,
  Thumb: (props: ComponentProps<'span'>) => <Part which="thumb" {...props} />,
  Label: (props: ComponentProps<'span'>) => <Part which="label" {...props} />,
  HiddenInput,
}

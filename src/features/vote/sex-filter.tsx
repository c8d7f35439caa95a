/** A row of toggle buttons choosing whose photos to show (men, women, couples, and maybe everyone). */
import { css } from 'styled-system/css'
import { Button } from '../../components/ui/button'

export interface SexFilterProps {
  label: string
  options: { value: string; label: string }[]
  value: string
  onChange: (value: string) => void
  disabled?: boolean
}

export function SexFilter({ label, options, value, onChange, disabled = false }: SexFilterProps) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{label}</legend>
      {options.map((option) => (
        <Button
          key={option.value}
          size="sm"
          variant={option.value === value ? 'solid' : 'outline'}
          aria-pressed={option.value === value}
          disabled={disabled}
          onClick={() => {
            if (option.value !== value) onChange(option.value)
          }}
        >
          {option.label}
        </Button>
      ))}
    </fieldset>
  )
}

const styles = {
  group: css({ display: 'flex', flexWrap: 'wrap', gap: '2', mb: '4', borderWidth: '0', p: '0', m: '0' }),
  legend: css({ srOnly: true }),
}

import type { ReactNode, SelectHTMLAttributes } from 'react';
import type { FieldProps } from './field-props';

/** The field's props and the select's own attributes; the wrapper has no class by default. */
interface SelectFieldProps
  extends
    Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'value' | 'onChange' | 'className' | 'children'>,
    FieldProps {
  /** Classes of the label: 'form-label' by default ('form-label small mb-0' beside a compact filter). */
  labelClassName?: string;
  /** A compact select (form-select-sm), as in filter bars. */
  small?: boolean;
  /** The options. */
  children: ReactNode;
}

/** A Bootstrap select with a real `<label for>`, the select counterpart of TextField. */
export function SelectField({
  id,
  label,
  value,
  onValueChange,
  className,
  labelClassName = 'form-label',
  small = false,
  children,
  ...select
}: SelectFieldProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      <select
        id={id}
        className={small ? 'form-select form-select-sm' : 'form-select'}
        value={value}
        onChange={(e) => onValueChange(e.target.value)}
        {...select}
      >
        {children}
      </select>
    </div>
  );
}

import type * as React from 'react';
import { useId } from 'react';
import { cn } from './cn';

/** Props of {@link FormField}. */
export interface FormFieldProps {
  label: string;
  /** Renders the control with the id the label points at. */
  children: (id: string) => React.ReactNode;
  /** A message under the control (errors in red). */
  error?: string | null;
  className?: string;
}

/** A labelled form row: label on the left, control on the right, optional error below. */
export function FormField({ label, children, error, className }: FormFieldProps) {
  const id = useId();
  return (
    <div className={cn('grid grid-cols-[6rem_1fr] items-center gap-x-3 gap-y-1', className)}>
      <label htmlFor={id} className="text-sm text-ink-soft">
        {label}
      </label>
      {children(id)}
      {error ? (
        <p role="alert" className="col-start-2 text-xs text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

const controlClass =
  'h-9 rounded-lg border border-line bg-surface px-3 text-sm text-ink outline-none focus:border-primary-400 focus:ring-2 focus:ring-primary-100 disabled:bg-canvas disabled:text-ink-muted';

/** A text input in the product's style. */
export function TextInput({ className, ...props }: React.ComponentProps<'input'>) {
  return <input type="text" className={cn(controlClass, 'w-full', className)} {...props} />;
}

/** One choice of {@link SelectInput}. */
export interface SelectOption {
  value: number;
  label: string;
}

/** Props of {@link SelectInput}: a native select of numeric values; `value` null shows the placeholder. */
export type SelectInputProps = Omit<React.ComponentProps<'select'>, 'value' | 'onChange'> & {
  value: number | null;
  options: readonly SelectOption[];
  placeholder: string;
  onValueChange: (value: number | null) => void;
  /** The select's width: the whole row (default) or a fixed `w-N`. */
  width?: keyof typeof selectWidths;
};

const selectWidths = { full: 'w-full', 40: 'w-40', 48: 'w-48', 56: 'w-56', 64: 'w-64' } as const;

/** A native `<select>` (accessible, keyboard-friendly) of numeric options. */
export function SelectInput({
  value,
  options,
  placeholder,
  onValueChange,
  width = 'full',
  className,
  ...props
}: SelectInputProps) {
  const known = value !== null && options.some((option) => option.value === value);
  return (
    <select
      className={cn(controlClass, selectWidths[width], className)}
      value={known ? String(value) : ''}
      onChange={(event) =>
        onValueChange(event.target.value === '' ? null : Number(event.target.value))
      }
      {...props}
    >
      <option value="">{placeholder}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

/** Props of {@link ChoiceChips}: single choice among tags (identity-tag dialog). */
export interface ChoiceChipsProps {
  label: string;
  value: number | null;
  options: readonly SelectOption[];
  onValueChange: (value: number) => void;
}

/** A row of toggle chips, one selectable (a radio group). */
export function ChoiceChips({ label, value, options, onValueChange }: ChoiceChipsProps) {
  return (
    <div role="radiogroup" aria-label={label} className="flex flex-wrap gap-2">
      {options.map((option) => {
        const checked = option.value === value;
        return (
          <button
            key={option.value}
            type="button"
            role="radio"
            aria-checked={checked}
            onClick={() => onValueChange(option.value)}
            className={cn(
              'h-8 rounded-full border px-4 text-sm transition-colors',
              checked
                ? 'border-primary-500 bg-primary-50 text-primary-600'
                : 'border-line text-ink-soft hover:border-primary-200',
            )}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}

import { Radio, RadioGroup } from '@headlessui/react';
import { cn } from './cn';

/** One product of {@link ProductPicker}, already formatted by the caller. */
export interface ProductOption {
  id: number;
  name: string;
  /** e.g. 30天 */
  duration: string;
  /** e.g. ¥29.00 */
  price: string;
  /** The crossed-out list price, or undefined when there is no discount. */
  originalPrice?: string;
  desc: string;
}

/** Props of {@link ProductPicker}. */
export interface ProductPickerProps {
  options: readonly ProductOption[];
  value: number | null;
  onChange: (id: number) => void;
  /** Accessible name of the group. */
  label: string;
  disabled?: boolean;
  className?: string;
}

/**
 * Membership products as a radio group of cards (Headless UI: arrow keys, focus, `aria-checked`):
 * name, length, price with the list price crossed out, description.
 */
export function ProductPicker({
  options,
  value,
  onChange,
  label,
  disabled,
  className,
}: ProductPickerProps) {
  return (
    <RadioGroup
      value={value}
      onChange={(id: number | null) => {
        if (id !== null) onChange(id);
      }}
      disabled={disabled}
      aria-label={label}
      className={cn('grid gap-3 sm:grid-cols-3', className)}
    >
      {options.map((option) => (
        <Radio
          key={option.id}
          value={option.id}
          data-testid="product-option"
          className="group relative flex cursor-pointer flex-col gap-1 rounded-xl border-2 border-line bg-surface p-4 transition-colors outline-none hover:border-primary-200 data-checked:border-primary-500 data-checked:bg-primary-50 data-disabled:cursor-not-allowed data-focus:ring-2 data-focus:ring-primary-200"
        >
          <span className="text-base font-semibold text-ink">{option.name}</span>
          <span className="text-xs text-ink-muted">{option.duration}</span>
          <span className="mt-1 flex items-baseline gap-2">
            <span className="text-xl font-bold text-accent">{option.price}</span>
            {option.originalPrice ? (
              <del className="text-xs text-ink-muted">{option.originalPrice}</del>
            ) : null}
          </span>
          {option.desc ? (
            <span className="text-xs leading-5 text-ink-soft">{option.desc}</span>
          ) : null}
        </Radio>
      ))}
    </RadioGroup>
  );
}

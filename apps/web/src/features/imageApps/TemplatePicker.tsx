import type { ImageTemplateList } from '@aita/api';
import { cn } from '@aita/ui';

type Template = ImageTemplateList['list'][number];

/** Templates of one kind as a radio group of cards. */
export function TemplatePicker({
  label,
  templates,
  value,
  onChange,
}: {
  label: string;
  templates: Template[];
  value: string;
  onChange: (id: string) => void;
}) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm text-ink-soft">{label}</legend>
      <div className="grid gap-2 sm:grid-cols-3">
        {templates.map((t) => (
          <label
            key={t.id}
            className={cn(
              'rounded-xl border p-3 text-sm has-focus-visible:ring-2 has-focus-visible:ring-primary-300',
              value === t.id ? 'border-primary-500 bg-primary-50' : 'border-line bg-surface',
              t.available ? 'cursor-pointer' : 'cursor-not-allowed opacity-60',
            )}
          >
            <input
              type="radio"
              name={label}
              value={t.id}
              checked={value === t.id}
              disabled={!t.available}
              onChange={() => onChange(t.id)}
              className="sr-only"
            />
            <span className="block font-medium text-ink">{t.name}</span>
            <span className="mt-1 block text-xs leading-5 text-ink-soft">{t.desc}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export const field =
  'w-full rounded-lg border border-line bg-surface px-3 py-2 text-sm text-ink outline-none focus:border-primary-400 focus:ring-2 focus:ring-primary-100';

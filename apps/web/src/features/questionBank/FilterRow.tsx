import { cn } from '@aita/ui';

/** A row of filter pills with an 全部 pill first. */
export function FilterRow<T extends string | number>({
  label,
  items,
  value,
  onChange,
}: {
  label: string;
  items: readonly { id: T; name: string }[];
  value: T | null;
  onChange: (value: T | null) => void;
}) {
  const pill = (active: boolean) =>
    cn(
      'shrink-0 rounded-full px-3 py-1 text-[13px] transition-colors',
      active ? 'bg-primary-500 text-white' : 'text-ink-soft hover:bg-canvas',
    );
  return (
    <div role="group" aria-label={label} className="flex flex-wrap items-center gap-1">
      <span className="w-12 shrink-0 text-[13px] text-ink-muted">{label}</span>
      <button
        type="button"
        aria-pressed={value === null}
        className={pill(value === null)}
        onClick={() => onChange(null)}
      >
        全部
      </button>
      {items.map((item) => (
        <button
          key={item.id}
          type="button"
          aria-pressed={value === item.id}
          className={pill(value === item.id)}
          onClick={() => onChange(item.id)}
        >
          {item.name}
        </button>
      ))}
    </div>
  );
}

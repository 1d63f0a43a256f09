import { parseFormSummary, type AppFormValues } from '@aita/core';
import { useAppDispatch, useAppSelector } from '../../../shared/hooks';
import { selectIsBusy } from '../chatSelectors';
import { formOpened } from '../chatSlice';

/**
 * A template app's request shown as a readable card (docs/apps.md): the app's name and each
 * field with its value, and 修改条件, which opens the form with these values to regenerate.
 * Returns null when `content` is not a form card.
 */
export function FormCard({ content, form }: { content: string; form?: AppFormValues }) {
  const dispatch = useAppDispatch();
  const busy = useAppSelector(selectIsBusy);
  const card = parseFormSummary(content);
  if (!card) return null;
  return (
    <div data-testid="form-card" className="min-w-56 text-left">
      <p className="mb-2 font-semibold">{card.app}</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        {card.rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="opacity-80">{label}</dt>
            <dd className="whitespace-pre-wrap">{value}</dd>
          </div>
        ))}
      </dl>
      {form ? (
        <button
          type="button"
          disabled={busy}
          onClick={() => dispatch(formOpened({ values: form }))}
          data-testid="form-card-edit"
          className="mt-3 cursor-pointer rounded-full bg-white/20 px-3 py-1 text-xs underline-offset-2 hover:underline disabled:cursor-not-allowed"
        >
          修改条件并重新生成
        </button>
      ) : null}
    </div>
  );
}

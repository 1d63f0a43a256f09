import { formSummary, type AppFormField, type AppFormValues } from '@aita/core';
import { Button, FormField, NoticeBanner, SelectInput, TextInput } from '@aita/ui';
import { useState, type FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../../shared/hooks';
import { selectUser } from '../../identity';
import { selectDeepThink, selectIsBusy, selectNetwork, selectWelcome } from '../chatSelectors';
import { formClosed, questionAsked } from '../chatSlice';

/** Labels of the form (docs/apps.md "Template apps on the web"). */
export const FORM_TEXT = {
  title: (app: string) => `填写「${app}」的要求`,
  submit: '生成',
  regenerate: '按新条件重新生成',
  cancel: '收起',
  choose: '请选择',
  required: (label: string) => `请填写${label}`,
  range: (label: string, min: number, max: number) => `${label}应为 ${min} 到 ${max} 的整数`,
  tooLong: (label: string, max: number) => `${label}最多 ${max} 字`,
} as const;

/** A field's starting value: the values given, else the teacher's 学段/学科 when offered, else its default. */
export function initialValue(
  field: AppFormField,
  values: AppFormValues | null,
  profile: { periodName?: string; subjectName?: string } | null,
): string {
  const given = values?.[field.key];
  if (given !== undefined) return String(given);
  const fromProfile =
    field.profileDefault === 'period'
      ? profile?.periodName
      : field.profileDefault === 'subject'
        ? profile?.subjectName
        : undefined;
  if (fromProfile && (!field.options || field.options.includes(fromProfile))) return fromProfile;
  return field.default === undefined ? '' : String(field.default);
}

/** The same checks the server makes, so the teacher sees them before sending. */
export function formErrors(
  fields: readonly AppFormField[],
  values: Record<string, string>,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const f of fields) {
    const v = (values[f.key] ?? '').trim();
    if (v === '') {
      if (f.required) errors[f.key] = FORM_TEXT.required(f.label);
    } else if (f.type === 'number') {
      const min = f.min ?? 0;
      const max = f.max ?? 1000;
      const n = Number(v);
      if (!/^-?\d+$/.test(v) || n < min || n > max)
        errors[f.key] = FORM_TEXT.range(f.label, min, max);
    } else if (f.maxLength !== undefined && [...v].length > f.maxLength) {
      errors[f.key] = FORM_TEXT.tooLong(f.label, f.maxLength);
    }
  }
  return errors;
}

/** The values to send: trimmed, numbers as numbers, empty ones left out. */
function toValues(fields: readonly AppFormField[], raw: Record<string, string>): AppFormValues {
  const out: AppFormValues = {};
  for (const f of fields) {
    const v = (raw[f.key] ?? '').trim();
    if (v !== '') out[f.key] = f.type === 'number' ? Number(v) : v;
  }
  return out;
}

const areaClass =
  'min-h-20 w-full rounded-lg border border-line bg-surface px-3 py-2 text-sm text-ink outline-none focus:border-primary-400 focus:ring-2 focus:ring-primary-100';

/**
 * A template app's form (docs/apps.md): the fields of its definition, defaults from the
 * teacher's profile, checked as the server checks them; sending asks the question with the
 * values (`form`) and their readable card as its text. A refusal of the pre-chat check (members
 * only, quota) is shown above it and blocks sending.
 */
export function AppForm({ start, again }: { start: AppFormValues | null; again: boolean }) {
  const dispatch = useAppDispatch();
  const welcome = useAppSelector(selectWelcome);
  const user = useAppSelector(selectUser);
  const busy = useAppSelector(selectIsBusy);
  const deepThink = useAppSelector(selectDeepThink);
  const network = useAppSelector(selectNetwork);
  const fields = welcome.form;
  const [raw, setRaw] = useState<Record<string, string>>(() =>
    Object.fromEntries(fields.map((f) => [f.key, initialValue(f, start, user)])),
  );
  const [shown, setShown] = useState<Record<string, string>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const errors = formErrors(fields, raw);
    setShown(errors);
    if (Object.keys(errors).length > 0 || busy || welcome.refusal) return;
    const values = toValues(fields, raw);
    dispatch(
      questionAsked({
        content: formSummary(welcome.appName, fields, values),
        form: values,
        deepThink,
        network,
      }),
    );
  };
  const set = (key: string, value: string) => {
    setRaw((r) => ({ ...r, [key]: value }));
    // A corrected field loses its message; the others keep theirs until the next 生成.
    setShown(({ [key]: _fixed, ...rest }) => rest);
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={FORM_TEXT.title(welcome.appName)}
      data-testid="app-form"
      className="flex flex-col gap-3 rounded-2xl bg-surface p-5 ring-1 ring-line"
    >
      <h2 className="text-base font-semibold text-ink">{FORM_TEXT.title(welcome.appName)}</h2>
      {welcome.refusal ? (
        <NoticeBanner tone="warning" data-testid="app-refusal">
          {welcome.refusal}
        </NoticeBanner>
      ) : null}
      {fields.map((f) => (
        <FormField key={f.key} label={f.required ? `${f.label} *` : f.label} error={shown[f.key]}>
          {(id) =>
            f.type === 'select' ? (
              <SelectInput
                id={id}
                name={f.key}
                value={f.options?.indexOf(raw[f.key] ?? '') ?? -1}
                options={(f.options ?? []).map((label, value) => ({ value, label }))}
                placeholder={FORM_TEXT.choose}
                onValueChange={(i) => set(f.key, i === null ? '' : (f.options?.[i] ?? ''))}
              />
            ) : f.type === 'textarea' ? (
              <textarea
                id={id}
                name={f.key}
                className={areaClass}
                value={raw[f.key] ?? ''}
                placeholder={f.placeholder}
                maxLength={f.maxLength}
                onChange={(e) => set(f.key, e.target.value)}
              />
            ) : (
              <TextInput
                id={id}
                name={f.key}
                type={f.type === 'number' ? 'number' : 'text'}
                min={f.min}
                max={f.max}
                maxLength={f.maxLength}
                placeholder={f.placeholder}
                value={raw[f.key] ?? ''}
                onChange={(e) => set(f.key, e.target.value)}
              />
            )
          }
        </FormField>
      ))}
      <div className="flex justify-end gap-2">
        {again ? (
          <Button type="button" variant="ghost" onClick={() => dispatch(formClosed())}>
            {FORM_TEXT.cancel}
          </Button>
        ) : null}
        <Button
          type="submit"
          disabled={busy || Boolean(welcome.refusal)}
          data-testid="app-form-submit"
        >
          {again ? FORM_TEXT.regenerate : FORM_TEXT.submit}
        </Button>
      </div>
    </form>
  );
}

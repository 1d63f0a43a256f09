/**
 * The input form of a template app (docs/apps.md "App definitions"): the fields the chat page
 * shows before the first question, and the readable card of the values sent. Shared by the
 * server (which composes the prompt and stores the card) and the web app (which shows it).
 */

/** Most fields a form may have, and most characters of one value. */
export const APP_FORM_MAX_FIELDS = 20;
export const APP_FORM_VALUE_MAX_CHARS = 3000;

/** One field of an app's form; `profileDefault` fills it from the teacher's 学段 or 学科. */
export interface AppFormField {
  /** Lower camel case ASCII, the key of the value sent. */
  key: string;
  label: string;
  type: 'text' | 'textarea' | 'select' | 'number';
  required?: boolean;
  /** The choices of a `select`. */
  options?: string[];
  /** Most characters of a `text` or `textarea` value. */
  maxLength?: number;
  /** Bounds of a `number`. */
  min?: number;
  max?: number;
  default?: string | number;
  /** Taken from the teacher's profile when it is one of the options. */
  profileDefault?: 'period' | 'subject';
  placeholder?: string;
}

/** Form values: key → text or number. */
export type AppFormValues = Record<string, string | number>;

/**
 * The readable card of a form request (`【教案生成】\n学段：初中\n年级：七年级…`): the question
 * text stored and shown for a template app's request, made the same way on both sides. Empty
 * values are left out; a key the form does not know is ignored.
 */
export function formSummary(
  appName: string,
  fields: readonly Pick<AppFormField, 'key' | 'label'>[],
  values: AppFormValues,
): string {
  const lines: string[] = [];
  for (const f of fields) {
    const v = values[f.key];
    const text = v === undefined ? '' : String(v).trim();
    if (text !== '') lines.push(`${f.label}：${text}`);
  }
  return [`【${appName}】`, ...lines].join('\n');
}

/** Parses the card back into label → value lines, for showing it as a card (first line the app). */
export function parseFormSummary(text: string): { app: string; rows: [string, string][] } | null {
  const [head, ...rest] = text.split('\n');
  const m = /^【(.+)】$/.exec(head ?? '');
  if (!m?.[1]) return null;
  const rows: [string, string][] = [];
  for (const line of rest) {
    const i = line.indexOf('：');
    if (i <= 0) return null;
    rows.push([line.slice(0, i), line.slice(i + 1)]);
  }
  return { app: m[1], rows };
}

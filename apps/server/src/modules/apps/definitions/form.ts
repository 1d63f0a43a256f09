/**
 * Checks a template app's form values against its definition (docs/apps.md "Form requests"),
 * on the server, whatever the client sent: a bad value is 40001 with a Chinese message naming
 * the field's label.
 */
import { Code, type AppFormField, type AppFormValues } from '@aita/core';
import { DomainError } from '../../../platform/errors';

const invalid = (message: string): DomainError =>
  new DomainError(Code.INVALID_PARAM, `参数错误：${message}`);

/**
 * The values to use: trimmed text, numbers as numbers, empty optional fields left out. Throws
 * 40001 for an unknown key, an empty required field, a choice not offered, a number out of its
 * bounds or a text over its length.
 */
export function checkFormValues(
  fields: readonly AppFormField[],
  values: AppFormValues,
): AppFormValues {
  const byKey = new Map(fields.map((f) => [f.key, f]));
  for (const key of Object.keys(values)) {
    if (!byKey.has(key)) throw invalid(`form.${key} 不是该应用的填写项`);
  }
  const out: AppFormValues = {};
  for (const f of fields) {
    const raw = values[f.key];
    const text = raw === undefined ? '' : String(raw).trim();
    if (text === '') {
      if (f.required) throw invalid(`${f.label} 不能为空`);
      continue;
    }
    if (f.type === 'select') {
      if (!f.options?.includes(text)) throw invalid(`${f.label} 只能从给出的选项中选择`);
      out[f.key] = text;
    } else if (f.type === 'number') {
      const n = Number(text);
      const min = f.min ?? 0;
      const max = f.max ?? 1000;
      if (!/^-?\d{1,6}$/.test(text) || n < min || n > max) {
        throw invalid(`${f.label} 应为 ${min} 到 ${max} 的整数`);
      }
      out[f.key] = n;
    } else {
      const limit = f.maxLength ?? (f.type === 'text' ? 100 : 2000);
      if ([...text].length > limit) throw invalid(`${f.label} 不能超过 ${limit} 个字`);
      out[f.key] = text;
    }
  }
  return out;
}

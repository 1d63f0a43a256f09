/** Small helpers shared by the real providers. */

/** One header value (the first when repeated); names are lower case. */
export function headerOf(
  headers: Record<string, string | string[] | undefined>,
  name: string,
): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** China time (UTC+8) parts of an instant. */
function chinaParts(date: Date) {
  const t = new Date(date.getTime() + 8 * 3_600_000).toISOString();
  return { date: t.slice(0, 10), time: t.slice(11, 19) };
}

/** RFC 3339 in China time, as WeChat Pay wants `time_expire`: 2026-01-02T15:04:05+08:00. */
export const chinaIsoTime = (date: Date): string => {
  const p = chinaParts(date);
  return `${p.date}T${p.time}+08:00`;
};

/** `yyyy-MM-dd HH:mm:ss` in China time, as Alipay wants `timestamp` and `time_expire`. */
export const chinaPlainTime = (date: Date): string => {
  const p = chinaParts(date);
  return `${p.date} ${p.time}`;
};

/** Cents as Alipay's yuan string: 2900 → "29.00". */
export const yuan = (cents: number): string =>
  `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/** Alipay's yuan string as cents: "29.00" → 2900; undefined when it is not such a string. */
export function centsOf(value: unknown): number | undefined {
  if (typeof value !== 'string') return undefined;
  const m = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(value);
  if (!m) return undefined;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/**
 * Dates as a teacher in China reads them. The product shows and sends calendar dates (today's
 * date in the system prompt, storage folders, order numbers, paid times); they are Beijing dates
 * wherever the code runs: a server on UTC would otherwise call 00:00–08:00 Beijing time
 * "yesterday", and a browser abroad would show its own zone. China has one zone and no daylight
 * saving, but the offset is still `Intl`'s business, not a hand-added 8 hours.
 */
export const CHINA_TIME_ZONE = 'Asia/Shanghai';

/** The calendar and clock fields of an instant in Beijing time, zero-padded. */
export interface ChinaDateTimeParts {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
  second: string;
}

let formatter: Intl.DateTimeFormat | undefined;

/** One formatter, built on first use: constructing one costs far more than using it. */
function chinaFormatter(): Intl.DateTimeFormat {
  formatter ??= new Intl.DateTimeFormat('en-US', {
    timeZone: CHINA_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  return formatter;
}

/** The last second formatted: a server asks for the same second many times (every answer). */
let lastSecond = Number.NaN;
let lastParts: ChinaDateTimeParts | undefined;

/** The Beijing-time fields of `at` (a `Date` or epoch milliseconds). */
export function chinaDateTimeParts(at: Date | number): ChinaDateTimeParts {
  const second = Math.floor((typeof at === 'number' ? at : at.getTime()) / 1000);
  if (second === lastSecond && lastParts) return { ...lastParts };
  const parts: ChinaDateTimeParts = {
    year: '',
    month: '',
    day: '',
    hour: '',
    minute: '',
    second: '',
  };
  for (const part of chinaFormatter().formatToParts(at)) {
    if (part.type in parts) parts[part.type as keyof ChinaDateTimeParts] = part.value;
  }
  // Some engines print midnight as 24 even with h23; the day is already the right one.
  if (parts.hour === '24') parts.hour = '00';
  lastSecond = second;
  lastParts = parts;
  return { ...parts };
}

/** `YYYY-MM-DD` (or with another separator, `''` for `YYYYMMDD`) of `at` in Beijing time. */
export function chinaDate(at: Date | number, separator = '-'): string {
  const p = chinaDateTimeParts(at);
  return [p.year, p.month, p.day].join(separator);
}

/** `YYYY-MM-DD HH:mm` of `at` in Beijing time (paid times, lists). */
export function chinaDateTime(at: Date | number): string {
  const p = chinaDateTimeParts(at);
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
}

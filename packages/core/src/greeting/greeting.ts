import { GREETING_HOURS } from '../constants';

/** The four parts of the day of spec §9. */
export type DayPart = 'morning' | 'noon' | 'afternoon' | 'evening';

/** What the new home shows above the question box (§2 "Greeting with emoji"). */
export interface Greeting {
  part: DayPart;
  /** 上午好, 中午好, 下午好 or 晚上好. */
  text: string;
  emoji: string;
}

/** The text and emoji of each part of the day (chosen here; see docs/core.md). */
export const GREETINGS: Readonly<Record<DayPart, Omit<Greeting, 'part'>>> = {
  morning: { text: '上午好', emoji: '🌞' },
  noon: { text: '中午好', emoji: '🍱' },
  afternoon: { text: '下午好', emoji: '☕' },
  evening: { text: '晚上好', emoji: '🌙' },
};

const inRange = (hour: number, [start, end]: readonly [number, number]): boolean =>
  hour >= start && hour < end;

/**
 * §9: "Greeting by hour: 5 to before 11 morning; 11 to before 13 noon; 13 to before 18
 * afternoon; otherwise evening." `hour` is 0–23 local time (fractions allowed, e.g. 10.99 is
 * still morning); anything else, NaN included, is evening.
 */
export function dayPartForHour(hour: number): DayPart {
  if (inRange(hour, GREETING_HOURS.morning)) return 'morning';
  if (inRange(hour, GREETING_HOURS.noon)) return 'noon';
  if (inRange(hour, GREETING_HOURS.afternoon)) return 'afternoon';
  return 'evening';
}

/** §9: the greeting for a local hour 0–23. */
export function greetingForHour(hour: number): Greeting {
  const part = dayPartForHour(hour);
  return { part, ...GREETINGS[part] };
}

/**
 * §9: the greeting for an instant, in the host's local time zone (`Date#getHours`), which in a
 * browser is the teacher's. Pass `new Date(now())` with the injected clock.
 */
export function greetingAt(date: Date): Greeting {
  return greetingForHour(date.getHours());
}

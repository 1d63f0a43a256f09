import { GREETING_HOURS } from '@aita/core';

/** The four greeting periods of spec §9 "Greeting by hour". */
export type GreetingPeriod = 'morning' | 'noon' | 'afternoon' | 'evening';

const TEXT: Record<GreetingPeriod, { text: string; emoji: string }> = {
  morning: { text: '早上好', emoji: '☀️' },
  noon: { text: '中午好', emoji: '🌤️' },
  afternoon: { text: '下午好', emoji: '☕' },
  evening: { text: '晚上好', emoji: '🌙' },
};

/** §9: 5 to before 11 morning; 11 to before 13 noon; 13 to before 18 afternoon; else evening. */
export function greetingPeriod(hour: number): GreetingPeriod {
  for (const period of ['morning', 'noon', 'afternoon'] as const) {
    const [start, end] = GREETING_HOURS[period];
    if (hour >= start && hour < end) return period;
  }
  return 'evening';
}

/** The greeting text and emoji for an hour of the day (§2 "New home": greeting with emoji). */
export function greetingFor(hour: number): { text: string; emoji: string } {
  return TEXT[greetingPeriod(hour)];
}

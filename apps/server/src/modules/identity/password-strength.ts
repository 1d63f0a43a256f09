import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { MSG_PASSWORD_HAS_PHONE, MSG_PASSWORD_WEAK } from './messages';

/**
 * Lowest zxcvbn score accepted: 2 is "somewhat guessable", safe against throttled online
 * guessing (the login limits), which is the attack a login form faces; 0 and 1 are the
 * passwords of every guessing list (`12345678`, `password1`, `qwertyui`).
 */
export const PASSWORD_MIN_SCORE = 2;

/**
 * Words Chinese users build passwords from, which the English and common dictionaries lack
 * (pinyin of common phrases and surnames, and the digit codes of 我爱你 and 一生一世).
 */
const CHINESE_PASSWORD_WORDS = [
  'woaini',
  'aini',
  'woaiwojia',
  'laoshi',
  'xuesheng',
  'xuexiao',
  'zhongguo',
  'beijing',
  'shanghai',
  'mima',
  'nihao',
  'wang',
  'zhang',
  'liu',
  'chen',
  'yang',
  'huang',
  'zhao',
  'zhou',
  'xiaoming',
  'qq',
  '5201314',
  '1314520',
  '520',
  '1314',
  'woaini1314',
];

let factory: Promise<ZxcvbnFactory> | undefined;

/**
 * The estimator, loaded and built on first use: the dictionaries take ~100 ms to load and
 * ~10 MB of heap, which a server that registers nobody need not hold.
 */
function estimator(): Promise<ZxcvbnFactory> {
  factory ??= Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
  ]).then(
    ([{ ZxcvbnFactory }, common, en]) =>
      new ZxcvbnFactory({
        dictionary: { ...common.dictionary, ...en.dictionary, chinese: CHINESE_PASSWORD_WORDS },
        graphs: common.adjacencyGraphs,
      }),
  );
  return factory;
}

/**
 * Why a new password is refused, in Chinese, or undefined when it is acceptable: it must not
 * contain the phone number (nor its last 8 digits) and must score at least
 * {@link PASSWORD_MIN_SCORE} with `@zxcvbn-ts/core` and the common and English dictionaries,
 * given the phone and the name as words a guesser knows.
 */
export async function passwordWeakness(
  password: string,
  context: { phone: string; uname?: string },
): Promise<string | undefined> {
  const normalised = password.normalize('NFKC');
  const phone = context.phone;
  if (phone && (normalised.includes(phone) || normalised.includes(phone.slice(-8)))) {
    return MSG_PASSWORD_HAS_PHONE;
  }
  const userInputs = [phone, phone.slice(-4), context.uname ?? ''].filter(Boolean);
  const { score } = (await estimator()).check(normalised, userInputs);
  return score < PASSWORD_MIN_SCORE ? MSG_PASSWORD_WEAK : undefined;
}

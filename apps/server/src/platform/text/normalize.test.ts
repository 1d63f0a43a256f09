import { describe, expect, it } from 'vitest';
import { forEachSignificant, isIgnorable, normalizeText } from './normalize';

/** The definition, code point by code point, with nothing remembered. */
function reference(text: string): [string, number][] {
  const out: [string, number][] = [];
  let i = 0;
  for (const raw of text) {
    for (const ch of normalizeText(raw)) if (!isIgnorable(ch)) out.push([ch, i]);
    i += raw.length;
  }
  return out;
}

function collected(text: string): [string, number][] {
  const out: [string, number][] = [];
  forEachSignificant(text, (ch, origin) => out.push([ch, origin]));
  return out;
}

describe(forEachSignificant, () => {
  it('gives each significant normalised character with the index it came from', () => {
    expect(collected('Ａ b，㎡')).toEqual([
      ['a', 0],
      ['b', 2],
      ['m', 4],
      ['2', 4],
    ]);
  });

  it('agrees with the per-character definition, remembered or not, on mixed texts', () => {
    const samples = [
      '同学们，今天学习勾股定理：$a^2+b^2=c^2$。Ｐｐｔ第３页',
      '𠀋𪚥 (outside the BMP) \u200b zero\u200dwidth \t tabs ＡＢＣ ﬁ ① Ⅻ ㍿',
      'lone \ud800 surrogate \udc00 and 😀 emoji',
      '',
    ];
    for (const text of samples) {
      // Twice: the second pass reads what the first remembered.
      expect(collected(text)).toEqual(reference(text));
      expect(collected(text)).toEqual(reference(text));
    }
  });

  it('agrees with the definition on random code points of every plane', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let round = 0; round < 50; round++) {
      let text = '';
      for (let n = 0; n < 40; n++) {
        const cp = Math.floor(random() * (random() < 0.8 ? 0x10000 : 0x110000));
        text += String.fromCodePoint(cp);
      }
      expect(collected(text)).toEqual(reference(text));
    }
  });
});

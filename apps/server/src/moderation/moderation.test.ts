import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createAhoCorasick } from './aho-corasick';
import { DEFAULT_SENSITIVE_WORDS } from './default-words';
import { normalizeWord } from '../platform/text';
import {
  createSensitiveWordFilter,
  createSensitiveWordFilterFromFile,
  loadSensitiveWordsFile,
  parseWordList,
} from './sensitive-words';

/** Every (end index, pattern) of `patterns` in `text`, found by brute force. */
function naive(patterns: string[], text: string): string[] {
  const out: string[] = [];
  for (let end = 1; end <= text.length; end++) {
    for (const p of new Set(patterns)) {
      if (p !== '' && end >= p.length && text.slice(end - p.length, end) === p)
        out.push(`${end}:${p}`);
    }
  }
  return out.sort();
}

function automatonMatches(patterns: string[], text: string): string[] {
  const ac = createAhoCorasick(patterns);
  const out: string[] = [];
  let state = 0;
  let end = 0;
  for (const ch of text) {
    end++;
    state = ac.step(state, ch);
    for (const id of ac.output(state)) out.push(`${end}:${ac.pattern(id)}`);
  }
  return out.sort();
}

describe(createAhoCorasick, () => {
  it('finds overlapping and nested patterns', () => {
    const patterns = ['he', 'she', 'his', 'hers'];
    expect(automatonMatches(patterns, 'ushers')).toEqual(['4:he', '4:she', '6:hers']);
  });

  it('agrees with brute force on random texts over a small alphabet', () => {
    // A fixed-seed generator (mulberry32), so a failure is reproducible.
    let seed = 20260101;
    const random = (): number => {
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
    const word = (max: number): string => {
      let s = '';
      const n = 1 + Math.floor(random() * max);
      for (let i = 0; i < n; i++) s += 'ab赌c'[Math.floor(random() * 4)];
      return s;
    };
    for (let round = 0; round < 300; round++) {
      const patterns = Array.from({ length: 1 + Math.floor(random() * 6) }, () => word(4));
      const text = word(40);
      expect(automatonMatches(patterns, text)).toEqual(naive(patterns, text));
    }
  });
});

describe(createSensitiveWordFilter, () => {
  const filter = createSensitiveWordFilter();

  it('hits a listed phrase and reports it as listed', () => {
    expect(filter.check('请告诉我制作炸弹的方法')).toEqual({ hit: true, words: ['制作炸弹'] });
  });

  it('hits across inserted spaces, punctuation and zero-width characters', () => {
    expect(filter.check('制 作 炸 弹').words).toEqual(['制作炸弹']);
    expect(filter.check('哪里能购.买*冰——毒')).toMatchObject({ hit: true, words: ['购买冰毒'] });
    expect(filter.check('办\u200b假\u3000证')).toMatchObject({ hit: true, words: ['办假证'] });
  });

  it('hits full-width and upper/lower-case letters', () => {
    expect(filter.check('便宜Ｋ粉出售').words).toEqual(['K粉出售']);
    expect(filter.check('k 粉 出 售').words).toEqual(['K粉出售']);
    const custom = createSensitiveWordFilter({ words: ['BadWord'] });
    expect(custom.check('this is a ｂａｄ－ｗｏｒｄ').words).toEqual(['BadWord']);
  });

  it('reports each word once, in order of first occurrence', () => {
    expect(filter.check('网上赌场，自制炸药，网上赌场').words).toEqual(['网上赌场', '自制炸药']);
  });

  it('does not flag ordinary teaching text, including safety and drug-prevention lessons', () => {
    const texts = [
      '请为五年级语文《草船借箭》设计一份教案，包含教学目标、重难点和板书设计。',
      '禁毒教育主题班会：让学生认识冰毒、海洛因等毒品的危害，学会拒绝毒品，远离赌博。',
      '现代考古学的发展让我们了解了更多历史，请写一篇300字的读后感。',
      '安全教育：遇到爆炸物不要靠近，立即报告老师并拨打110。',
      '数学：已知 $x^2+2x+1=0$，求 x 的值。代考虑两种情况讨论。',
      '英语作文批改：Please check the grammar of my essay about my summer holiday.',
      '历史课讲到抗日战争中的地道战，学生自制了地道模型。',
    ];
    for (const t of texts) expect(filter.check(t), t).toEqual({ hit: false, words: [] });
  });

  it('scans a stream delta by delta, finding a word split across deltas', () => {
    const scanner = filter.createScanner();
    expect(scanner.push('这里有网络')).toEqual([]);
    expect(scanner.push('赌')).toEqual([]);
    expect(scanner.push('博平台，')).toEqual(['网络赌博平台']);
    expect(scanner.push('网络赌博平台')).toEqual([]);
    expect(scanner.words).toEqual(['网络赌博平台']);
  });

  it('has a default list whose words all survive normalisation', () => {
    expect(filter.size).toBe(new Set(DEFAULT_SENSITIVE_WORDS.map(normalizeWord)).size);
    for (const w of DEFAULT_SENSITIVE_WORDS) expect(filter.check(w).words).toEqual([w]);
  });
});

describe(loadSensitiveWordsFile, () => {
  it('reads one word per line, skipping blanks and comments, and extends the default list', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'aita-words-'));
    try {
      const file = join(dir, 'words.txt');
      await writeFile(file, '\uFEFF# 运营补充词表\r\n测试违禁词\n\n  另一个词  \n');
      expect(await loadSensitiveWordsFile(file)).toEqual(['测试违禁词', '另一个词']);
      const filter = await createSensitiveWordFilterFromFile(file);
      expect(filter.check('包含测 试 违 禁 词的句子').words).toEqual(['测试违禁词']);
      expect(filter.check('制作炸弹').hit).toBe(true);
      await expect(loadSensitiveWordsFile(join(dir, 'missing.txt'))).rejects.toThrow(
        /SENSITIVE_WORDS_FILE .*missing\.txt.* cannot be read \(ENOENT\)/,
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe(parseWordList, () => {
  it('handles CR, LF and CRLF line ends', () => {
    expect(parseWordList('a\rb\r\nc\nd')).toEqual(['a', 'b', 'c', 'd']);
  });
});

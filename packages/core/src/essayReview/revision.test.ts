import { describe, expect, it } from 'vitest';
import { addressedComments, diffText } from './revision';
import { bandOf, bandsFromLines } from './rubrics';

describe(diffText, () => {
  it('marks what the revision added and removed, the rest kept', () => {
    const parts = diffText('我高兴的跑回家。然后我睡觉了。', '我高兴地跑回家。晚饭后我睡觉了。');
    expect(parts).toEqual([
      { op: 'same', text: '我高兴' },
      { op: 'del', text: '的' },
      { op: 'add', text: '地' },
      { op: 'same', text: '跑回家。' },
      { op: 'del', text: '然' },
      { op: 'add', text: '晚饭' },
      { op: 'same', text: '后我睡觉了。' },
    ]);
    const rebuilt = (keep: 'add' | 'del') =>
      parts
        .filter((p) => p.op !== keep)
        .map((p) => p.text)
        .join('');
    expect(rebuilt('add')).toBe('我高兴的跑回家。然后我睡觉了。');
    expect(rebuilt('del')).toBe('我高兴地跑回家。晚饭后我睡觉了。');
  });

  it('answers one kept piece for the same text and works on empty sides', () => {
    expect(diffText('一样', '一样')).toEqual([{ op: 'same', text: '一样' }]);
    expect(diffText('', '新')).toEqual([{ op: 'add', text: '新' }]);
  });
});

describe(addressedComments, () => {
  it('follows the comment’s own words, not another place with the same character', () => {
    const before = '妈妈高兴的跑过来。她的手很暖。';
    const [typo] = addressedComments(
      before,
      [{ start: 4, end: 5, kind: 'typo', text: '的→地', source: 'check' }],
      '妈妈着急地跑过来。她的手很暖。',
    );
    expect(typo).toMatchObject({ quote: '的', changed: true });
  });

  it('says which problem comments the revision changed, leaving strengths out', () => {
    const before = '我高兴的跑回家。夕阳像一团火。';
    const list = addressedComments(
      before,
      [
        { start: 3, end: 4, kind: 'typo', text: '的→地', source: 'check' },
        { start: 8, end: 14, kind: 'highlight', text: '比喻生动', source: 'model' },
        { start: 0, end: 1, kind: 'note', text: '开头', source: 'teacher' },
      ],
      '我高兴地跑回家。夕阳像一团火。',
    );
    expect(list.map((c) => [c.quote, c.changed])).toEqual([
      ['的', true],
      ['我', false],
    ]);
  });
});

describe(bandsFromLines, () => {
  it('turns the lines into whole-score bands from 0 to the full score', () => {
    const bands = bandsFromLines(
      [
        { name: '三类文', min: 30 },
        { name: '一类文', min: 45 },
        { name: '二类文', min: 38 },
        { name: '四类文', min: 0 },
      ],
      50,
    );
    expect(bands?.map((b) => [b.name, b.min, b.max])).toEqual([
      ['一类文', 45, 50],
      ['二类文', 38, 44],
      ['三类文', 30, 37],
      ['四类文', 0, 29],
    ]);
    const rubric = {
      id: 'x',
      name: 'x',
      language: 'zh' as const,
      fullScore: 50,
      minLength: 0,
      dimensions: [],
      bands: bands ?? [],
    };
    expect(bandOf(rubric, 44.5)).toBe('二类文');
    expect(bandOf(rubric, 45)).toBe('一类文');
  });

  it('refuses lines that leave a gap, repeat or pass the full score', () => {
    expect(bandsFromLines([{ name: 'A', min: 10 }], 50)).toBeNull();
    expect(
      bandsFromLines(
        [
          { name: 'A', min: 0 },
          { name: 'B', min: 0 },
        ],
        50,
      ),
    ).toBeNull();
    expect(
      bandsFromLines(
        [
          { name: 'A', min: 0 },
          { name: 'B', min: 51 },
        ],
        50,
      ),
    ).toBeNull();
    expect(
      bandsFromLines(
        [
          { name: 'A', min: 0 },
          { name: 'B', min: 2.5 },
        ],
        50,
      ),
    ).toBeNull();
  });
});

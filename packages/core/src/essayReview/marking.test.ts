import { describe, expect, it } from 'vitest';
import { JUNIOR_CLEAN, PRIMARY_WITH_SLIPS } from './__fixtures__/essays';
import { summariseClass } from './class-summary';
import {
  anchorComments,
  clampScore,
  MarkingOutputError,
  verifyModelMarking,
  type ModelMarkingOutput,
} from './marking';
import {
  bandOf,
  defaultRubric,
  ESSAY_RUBRICS,
  findRubric,
  scaleRubric,
  type Rubric,
} from './rubrics';

const zhongkao = findRubric('zhongkao-50') as Rubric;

describe('rubrics', () => {
  it('every built-in rubric adds up to its full score and its bands cover 0..full without gaps', () => {
    for (const r of [
      ...ESSAY_RUBRICS,
      scaleRubric(zhongkao, 40),
      scaleRubric(findRubric('gaokao-60') as Rubric, 70),
    ]) {
      expect(
        r.dimensions.reduce((s, d) => s + d.max, 0),
        r.id,
      ).toBe(r.fullScore);
      const covered = new Set<number>();
      for (const b of r.bands) for (let s = b.min; s <= b.max; s += 1) covered.add(s);
      expect(covered.size, r.id).toBe(r.fullScore + 1);
      expect(Math.max(...covered), r.id).toBe(r.fullScore);
    }
    expect(zhongkao.bands.map((b) => b.name)).toEqual(['一类文', '二类文', '三类文', '四类文']);
    expect(findRubric('english-25')?.bands).toHaveLength(5);
  });

  it('picks the rubric by grade and genre, scaled to the full score', () => {
    expect(defaultRubric({ grade: 3, genre: '记叙文', fullScore: 30 }).id).toBe('primary-middle');
    expect(defaultRubric({ grade: 9, genre: '记叙文', fullScore: 50 }).id).toBe('zhongkao-50');
    expect(defaultRubric({ grade: 12, genre: '议论文', fullScore: 60 }).id).toBe('gaokao-60');
    expect(defaultRubric({ grade: 8, genre: '英语作文', fullScore: 15 }).id).toBe('english-15');
    const scaled = defaultRubric({ grade: 8, genre: '记叙文', fullScore: 40 });
    expect(scaled.fullScore).toBe(40);
    expect(scaled.dimensions.map((d) => d.max)).toEqual([14.5, 13, 8, 4.5]);
    expect(bandOf(zhongkao, 43)).toBe('一类文');
    expect(bandOf(zhongkao, 42.5)).toBe('二类文');
    expect(bandOf(zhongkao, null)).toBeNull();
  });
});

const output = (over: Partial<ModelMarkingOutput> = {}): ModelMarkingOutput => ({
  dimensions: [
    { key: 'content', score: 16, reason: '切题，选材真实' },
    { key: 'language', score: 99, reason: '语言生动' },
    { key: 'structure', score: -3, reason: '结构完整' },
    { key: 'feature', score: 4.3, reason: '结尾点题' },
  ],
  comments: [
    { quote: '像一块金色的地毯', kind: 'highlight', text: '比喻生动' },
    { quote: '这句话学生没有写', kind: 'grammar', text: '病句' },
    { quote: '「小心地摘下一个」', kind: 'wording', text: '动作描写细致' },
    { quote: '', kind: 'typo', text: '空引用' },
  ],
  paragraphComments: [
    { paragraph: 2, text: '细节描写好' },
    { paragraph: 9, text: '不存在的段落' },
  ],
  overall: '这篇作文写出了劳动的快乐。',
  suggestion: '中间可以再写一写摘苹果时的心情。',
  ...over,
});

describe(verifyModelMarking, () => {
  it('drops comments whose quote is not in the essay and clamps scores to the rubric', () => {
    const { marking, dropped } = verifyModelMarking(JUNIOR_CLEAN, zhongkao, output());
    expect(dropped).toBe(2);
    expect(marking.comments.map((c) => JUNIOR_CLEAN.slice(c.start, c.end))).toEqual([
      '像一块金色的地毯',
      '小心地摘下一个',
    ]);
    expect(marking.dimensions.map((d) => d.score)).toEqual([16, 16, 0, 4.5]);
    expect(marking.score).toBe(36.5);
    expect(marking.band).toBe('二类文');
    expect(marking.paragraphComments).toEqual([{ paragraph: 2, text: '细节描写好' }]);
    expect(marking.mode).toBe('model');
  });

  it('refuses an answer with a rubric dimension missing', () => {
    const partial = output({ dimensions: [{ key: 'content', score: 10, reason: '' }] });
    expect(() => verifyModelMarking(JUNIOR_CLEAN, zhongkao, partial)).toThrow(MarkingOutputError);
  });

  it('anchors a repeated quote on successive occurrences', () => {
    const text = '然后我们走了，然后我们笑了。';
    const { comments } = anchorComments(text, [
      { quote: '然后', kind: 'wording', text: 'a' },
      { quote: '然后', kind: 'wording', text: 'b' },
      { quote: '然后', kind: 'wording', text: 'c' },
    ]);
    expect(comments.map((c) => c.start)).toEqual([0, 7]);
    expect(clampScore(Number.NaN, 10)).toBe(0);
  });
});

describe(summariseClass, () => {
  it('counts bands, the commonest problems with one example per student, and names a focus', () => {
    const marked = verifyModelMarking(JUNIOR_CLEAN, zhongkao, output()).marking;
    const slip = (start: number, end: number) => ({
      start,
      end,
      kind: 'typo' as const,
      text: '错别字',
      source: 'model' as const,
    });
    const i = PRIMARY_WITH_SLIPS.indexOf('在次');
    const withTypos = { ...marked, score: 44, comments: [slip(i, i + 2), slip(i, i + 1)] };
    const summary = summariseClass(zhongkao, [
      { studentName: '王小明', text: JUNIOR_CLEAN, marking: marked },
      { studentName: '李华', text: PRIMARY_WITH_SLIPS, marking: withTypos },
      { studentName: '张三', text: PRIMARY_WITH_SLIPS, marking: withTypos },
      { studentName: '未批', text: '', marking: null },
    ]);
    expect(summary).toMatchObject({
      essays: 4,
      scored: 3,
      highest: 44,
      lowest: 36.5,
      average: 41.5,
    });
    expect(summary.bands).toEqual([
      { name: '一类文', count: 2 },
      { name: '二类文', count: 1 },
      { name: '三类文', count: 0 },
      { name: '四类文', count: 0 },
    ]);
    expect(summary.problems[0]).toMatchObject({
      kind: 'typo',
      name: '错别字',
      essays: 2,
      occurrences: 4,
    });
    expect(summary.problems[0]?.examples.map((e) => [e.studentName, e.quote])).toEqual([
      ['李华', '在次'],
      ['张三', '在次'],
    ]);
    expect(summary.highlights[0]).toEqual({
      studentName: '王小明',
      quote: '像一块金色的地毯',
      comment: '比喻生动',
    });
    expect(summary.focus).toBe(
      '下次写作课建议重点讲「错别字」（2 篇作文出现，共 4 处）：把本班常错的字词整理成听写清单，写完后先自查错别字',
    );
  });
});

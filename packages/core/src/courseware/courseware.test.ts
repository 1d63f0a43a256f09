import { describe, expect, it } from 'vitest';
import { plainMath, texToPlain } from './formula';
import {
  addSection,
  emptySections,
  linesToPoints,
  moveSection,
  removeSection,
  updateSection,
} from './outline';
import { slidesFromOutline } from './slides';
import {
  coursewareSubtitle,
  lessonStructure,
  outlineFromStructure,
  sectionHint,
} from './structure';
import { COURSEWARE_THEMES, defaultThemeId, findCoursewareTheme } from './themes';
import { COURSEWARE_PERIODS, type CoursewareForm } from './types';

const form: CoursewareForm = {
  period: '初中',
  subject: '数学',
  textbookVersion: '人教版',
  topic: '勾股定理',
  lessonNo: 1,
  lessonType: 'new',
  themeId: 'clean',
};

describe(outlineFromStructure, () => {
  it('gives the structure of the subject and lesson type with nothing written in it', () => {
    const outline = outlineFromStructure(form);
    expect(outline.title).toBe('勾股定理');
    expect(outline.subtitle).toBe('人教版 · 初中数学 · 新授课 · 第一课时');
    expect(outline.sections.map((s) => s.kind)).toEqual([
      'objectives',
      'intro',
      'concept',
      'example',
      'exercise',
      'summary',
      'homework',
    ]);
    expect(outline.sections.every((s) => s.points.length === 0 && s.answer.length === 0)).toBe(
      true,
    );
    expect(new Set(outline.sections.map((s) => s.id)).size).toBe(outline.sections.length);
  });

  it('differs by subject and lesson type', () => {
    const chinese = { subject: '语文', lessonType: 'new' } as const;
    expect(sectionHint(chinese, 'concept', '精读品析')).toContain('关键语句');
    expect(sectionHint(chinese, 'concept', '改过的标题')).toContain('作者生平');
    expect(lessonStructure({ subject: '语文', lessonType: 'new' }).map((s) => s.title)).toContain(
      '精读品析',
    );
    expect(lessonStructure({ subject: '数学', lessonType: 'review' })[1]?.title).toBe('知识梳理');
    expect(
      lessonStructure({ subject: '数学', lessonType: 'exercise' }).filter(
        (s) => s.kind === 'exercise',
      ),
    ).toHaveLength(2);
    expect(coursewareSubtitle({ ...form, lessonNo: 3, lessonType: 'review' })).toContain(
      '第三课时',
    );
  });
});

describe('outline edits', () => {
  const outline = outlineFromStructure(form);
  it('moves, renames, adds and deletes sections', () => {
    const moved = moveSection(outline, 's2', -1);
    expect(moved.sections.slice(0, 2).map((s) => s.id)).toEqual(['s2', 's1']);
    expect(moveSection(outline, 's1', -1)).toBe(outline);
    expect(moveSection(outline, 's7', 1)).toBe(outline);
    const renamed = updateSection(outline, 's3', { title: '探究：直角三角形三边的关系' });
    expect(renamed.sections[2]?.title).toBe('探究：直角三角形三边的关系');
    const added = addSection(outline, 'concept', 's3');
    expect(added.sections[3]).toMatchObject({ id: 's8', kind: 'concept', title: '新授' });
    expect(addSection(added, 'exercise').sections.at(-1)?.id).toBe('s9');
    const removed = removeSection(added, 's8');
    expect(removed.sections.map((s) => s.id)).toEqual(outline.sections.map((s) => s.id));
  });

  it('reads points one per non-blank line and finds empty sections', () => {
    expect(linesToPoints('  a \n\n b\n')).toEqual(['a', 'b']);
    const filled = updateSection(outline, 's1', { points: ['目标'] });
    expect(emptySections(filled).map((s) => s.id)).not.toContain('s1');
    expect(emptySections(filled)).toHaveLength(outline.sections.length - 1);
  });
});

describe(slidesFromOutline, () => {
  it('makes a title slide, one slide per section, and an answer slide after an exercise with answers', () => {
    let outline = outlineFromStructure(form);
    outline = updateSection(outline, 's4', { points: ['求斜边'], answer: ['第一步', '第二步'] });
    outline = updateSection(outline, 's5', { points: ['练习 1'], answer: ['答案 1'] });
    const slides = slidesFromOutline(outline);
    expect(slides.map((s) => s.kind)).toEqual([
      'title',
      'objectives',
      'intro',
      'concept',
      'example',
      'exercise',
      'answer',
      'summary',
      'homework',
    ]);
    expect(slides[0]?.points).toEqual([outline.subtitle]);
    expect(slides[4]).toMatchObject({ points: ['求斜边'], steps: ['第一步', '第二步'] });
    expect(slides[6]).toMatchObject({ title: '课堂练习 · 参考答案', points: ['答案 1'] });
    const noAnswers = slidesFromOutline(updateSection(outline, 's5', { answer: [] }));
    expect(noAnswers.map((s) => s.kind)).not.toContain('answer');
  });
});

describe(texToPlain, () => {
  it('renders school formulas as clean text', () => {
    expect(texToPlain('a^2+b^2=c^2')).toBe('a²+b²=c²');
    expect(texToPlain('\\frac{1}{2}')).toBe('1/2');
    expect(texToPlain('\\frac{a+b}{c}')).toBe('(a+b)/c');
    expect(texToPlain('x=\\frac{-b\\pm\\sqrt{b^2-4ac}}{2a}')).toBe('x=(-b±√(b²-4ac))/2a');
    expect(texToPlain('\\angle A=90^\\circ')).toBe('∠A=90°');
    expect(texToPlain('x_1+x_{2}')).toBe('x₁+x₂');
    expect(texToPlain('\\sqrt[3]{8}=2')).toBe('∛8=2');
    expect(texToPlain('a^{m+n}')).toBe('a^(m+n)');
    expect(plainMath('由 $a^2+b^2=c^2$ 得 $c=\\sqrt{2}$')).toBe('由 a²+b²=c² 得 c=√2');
    expect(plainMath('没有公式')).toBe('没有公式');
  });
});

describe(defaultThemeId, () => {
  it('offers at least four themes, one per 学段, all with both fonts and every colour', () => {
    expect(COURSEWARE_THEMES.length).toBeGreaterThanOrEqual(4);
    for (const period of COURSEWARE_PERIODS) {
      expect(findCoursewareTheme(defaultThemeId(period, '数学'))).toBeDefined();
    }
    expect(defaultThemeId('小学', '数学')).toBe('lively');
    expect(defaultThemeId('初中', '数学')).toBe('clean');
    expect(defaultThemeId('高中', '数学')).toBe('academic');
    for (const t of COURSEWARE_THEMES) {
      expect(Object.values(t.colors).every((c) => /^[0-9A-F]{6}$/.test(c))).toBe(true);
    }
  });
});

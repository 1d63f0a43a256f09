import {
  ESSAY_BATCH_MAX,
  ESSAY_TEXT_MAX_CHARS,
  MSG_ESSAY_BATCH_SIZE,
  MSG_ESSAY_EMPTY,
  MSG_ESSAY_RUBRIC_SUM,
  MSG_ESSAY_TOO_LONG,
} from '@aita/core';
import { describe, expect, it } from 'vitest';
import { essayReview } from './essayReview';
import { accepted, refusal } from './test/refusal';

const base = { title: ' 我的妈妈 ', grade: 3, genre: '记叙文', fullScore: 30 };

describe('essayReview.submit body', () => {
  const body = essayReview.submit.body;

  it('takes the fixed shape, trimming the title', () => {
    const parsed = accepted(body, {
      ...base,
      essays: [{ studentName: '李华', text: '今天下雨了。' }],
    });
    expect(parsed).toMatchObject({
      title: '我的妈妈',
      grade: 3,
      minLength: -1,
      essays: [{ text: '今天下雨了。' }],
    });
  });

  it('refuses an empty essay, a too long one and a wrong batch size with whole Chinese sentences', () => {
    expect(refusal(body, { ...base, essays: [{ text: '   ' }] })).toBe(MSG_ESSAY_EMPTY);
    expect(refusal(body, { ...base, essays: [{ studentName: '李华' }] })).toBe(MSG_ESSAY_EMPTY);
    expect(refusal(body, { ...base, essays: [{ text: '字'.repeat(20_000) }] })).toBe(
      MSG_ESSAY_TOO_LONG,
    );
    expect(MSG_ESSAY_TOO_LONG).toContain(String(ESSAY_TEXT_MAX_CHARS));
    expect(refusal(body, { ...base, essays: [] })).toBe(MSG_ESSAY_BATCH_SIZE);
    const many = Array.from({ length: ESSAY_BATCH_MAX + 1 }, () => ({ text: '好' }));
    expect(refusal(body, { ...base, essays: many })).toBe(MSG_ESSAY_BATCH_SIZE);
    expect(refusal(body, { ...base, grade: 13, essays: [{ text: '好' }] })).toBe(
      '参数错误：grade 应为 1 到 12 的整数',
    );
    expect(refusal(body, { ...base, title: ' ', essays: [{ text: '好' }] })).toBe(
      '参数错误：title 不能为空',
    );
    const dims = [
      { name: '内容', max: 20 },
      { name: '语言', max: 5 },
    ];
    expect(refusal(body, { ...base, rubricDimensions: dims, essays: [{ text: '好' }] })).toBe(
      MSG_ESSAY_RUBRIC_SUM,
    );
    dims.push({ name: '书写', max: 5 });
    expect(
      accepted(body, { ...base, rubricDimensions: dims, essays: [{ text: '好' }] })
        .rubricDimensions,
    ).toHaveLength(3);
    expect(refusal(body, { ...base, essays: [{ imageUrls: ['javascript:alert(1)'] }] })).toMatch(
      /^参数错误：essays/,
    );
  });
});

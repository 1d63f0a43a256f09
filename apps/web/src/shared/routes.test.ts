import { GENERATE_POINTS_MAX } from '@aita/core';
import { describe, expect, it } from 'vitest';
import { generateHref, readGenerateQuery } from './routes';

const read = (href: string) => readGenerateQuery(new URL(href, 'http://x').searchParams);

describe(generateHref, () => {
  it('fills the 出题 form from the address: 学段, 学科 and points, read back the same', () => {
    const href = generateHref('question-generator', {
      period: 2,
      subject: 2,
      knowledgePointIds: ['jm.num.eq.quad', 'jm.geo.tri'],
    });
    expect(href).toBe(
      '/question-bank-ai/index?app=question-generator&period=2&subject=2&points=jm.num.eq.quad%2Cjm.geo.tri',
    );
    expect(read(href)).toEqual({
      period: 2,
      subject: 2,
      knowledgePointIds: ['jm.num.eq.quad', 'jm.geo.tri'],
    });
  });

  it('carries at most the form’s points, and no points when there are none', () => {
    const many = Array.from({ length: 9 }, (_, i) => `p${i}`);
    const href = generateHref('x', { period: 1, subject: 3, knowledgePointIds: many });
    expect(read(href).knowledgePointIds).toHaveLength(GENERATE_POINTS_MAX);
    expect(generateHref('x', { period: 1, subject: 3, knowledgePointIds: [] })).not.toContain(
      'points',
    );
  });
});

describe(readGenerateQuery, () => {
  it('leaves out what is malformed or hostile', () => {
    expect(read('/?period=2&subject=abc&points=a')).toEqual({ knowledgePointIds: [] });
    expect(read('/?period=0&subject=2')).toEqual({ knowledgePointIds: [] });
    expect(read('/?period=2&subject=2&points=<script>,ok.id,../x,')).toEqual({
      period: 2,
      subject: 2,
      knowledgePointIds: ['ok.id'],
    });
    expect(read('/')).toEqual({ knowledgePointIds: [] });
  });
});

import { describe, expect, it } from 'vitest';
import { bankLinkFor } from './ItemAnalysisPanel';

describe('bankLinkFor', () => {
  it('opens the bank on the point, with the class’s 学段 and 学科 when they are set', () => {
    expect(bankLinkFor('jm.eq.linear', { period: 2, subject: 2 })).toBe(
      '/question-bank-jp/index?knowledgePointId=jm.eq.linear&period=2&subject=2',
    );
    expect(bankLinkFor('a&b c', { period: 0, subject: 0 })).toBe(
      '/question-bank-jp/index?knowledgePointId=a%26b+c',
    );
  });
});

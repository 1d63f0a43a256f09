import { describe, expect, it } from 'vitest';
import {
  draftAccepted,
  draftAcceptFailed,
  draftAcceptStarted,
  draftDiscarded,
  draftEdited,
  generateReceived,
  generateSlice,
} from './generateSlice';

const draft = {
  type: 'fill' as const,
  stem: '$36+27=$____',
  options: [],
  answer: ['63'],
  analysis: '进位加法。',
  difficulty: 1,
  knowledgePointIds: ['pm.num.int.add'],
  period: 1,
  subject: 2,
  grade: 3,
  tier: '',
  flags: ['答案已按计算结果更正'],
  questionId: null,
};

describe('generateSlice', () => {
  const reduce = generateSlice.reducer;
  const received = reduce(
    undefined,
    generateReceived({
      mode: 'model',
      note: 'AI 生成了 2 道',
      list: [draft, { ...draft, stem: '$1+1=$____' }],
    }),
  );

  it('keeps each draft’s review state: edit, accept, fail, discard', () => {
    expect(received.drafts.map((d) => [d.key, d.state])).toEqual([
      [0, 'pending'],
      [1, 'pending'],
    ]);
    const edited = reduce(
      received,
      draftEdited({ key: 0, draft: { ...draft, answer: ['64'], flags: [] } }),
    );
    // The teacher's edit changes the text; the server's flag stays.
    expect(edited.drafts[0]).toMatchObject({ answer: ['64'], flags: ['答案已按计算结果更正'] });
    const failed = reduce(
      reduce(edited, draftAcceptStarted(0)),
      draftAcceptFailed({ key: 0, error: '加入学校后即可使用题库资源' }),
    );
    expect(failed.drafts[0]).toMatchObject({
      state: 'pending',
      error: '加入学校后即可使用题库资源',
    });
    const accepted = reduce(reduce(failed, draftAcceptStarted(0)), draftAccepted(0));
    expect(accepted.drafts[0]?.state).toBe('accepted');
    // An accepted draft cannot be discarded afterwards; a pending one can.
    const discarded = reduce(reduce(accepted, draftDiscarded(0)), draftDiscarded(1));
    expect(discarded.drafts.map((d) => d.state)).toEqual(['accepted', 'discarded']);
  });
});

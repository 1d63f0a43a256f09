import { describe, expect, it } from 'vitest';
import { openTarget } from './openTarget';

describe(openTarget, () => {
  it('routes htmlfile to the viewer and aiassistant to its chat', () => {
    expect(openTarget({ appId: 7, category: 'htmlfile', uri: 'x' })).toEqual({
      kind: 'route',
      to: '/code?appId=7',
    });
    expect(openTarget({ appId: 7, category: 'aiassistant', uri: 'lesson plan' })).toEqual({
      kind: 'route',
      to: '/chat/lesson%20plan',
    });
  });

  it('shows the membership dialog for nobook and the app dialog for the others', () => {
    expect(openTarget({ appId: 1, category: 'nobook', uri: 'lab' })).toEqual({
      kind: 'membership',
    });
    for (const category of ['miniprogram', 'image2video', 'image2image'] as const) {
      expect(openTarget({ appId: 1, category, uri: 'essay-review' })).toEqual({
        kind: 'dialog',
        src: '/chat/essay-review?embed=1',
      });
    }
  });

  it('opens the question form, 智能组卷 or the chat for the aiquestion apps', () => {
    expect(openTarget({ appId: 2, category: 'aiquestion', uri: 'layered-homework' })).toEqual({
      kind: 'route',
      to: '/question-bank-ai/index?app=layered-homework',
    });
    expect(openTarget({ appId: 2, category: 'aiquestion', uri: 'auto-paper' })).toEqual({
      kind: 'route',
      to: '/exam-paper/index',
    });
    expect(openTarget({ appId: 2, category: 'aiquestion', uri: 'math-steps' })).toEqual({
      kind: 'route',
      to: '/chat/math-steps',
    });
  });

  it('opens the essay marking tool for 作文批改 and 英语作文批改', () => {
    for (const uri of ['essay-review', 'english-essay-review']) {
      expect(openTarget({ appId: 5, category: 'aiassistant', uri })).toEqual({
        kind: 'route',
        to: '/essay-review/index',
      });
    }
    expect(openTarget({ appId: 5, category: 'aiassistant', uri: 'essay-comment' })).toEqual({
      kind: 'route',
      to: '/chat/essay-comment',
    });
  });

  it('opens the image tools for the image apps that have one, on their tab', () => {
    expect(openTarget({ appId: 3, category: 'image2image', uri: 'handwritten-newspaper' })).toEqual(
      {
        kind: 'route',
        to: '/image-apps/index?tab=poster',
      },
    );
    expect(openTarget({ appId: 3, category: 'image2image', uri: 'teaching-illustration' })).toEqual(
      {
        kind: 'route',
        to: '/image-apps/index?tab=illustration',
      },
    );
    expect(openTarget({ appId: 3, category: 'image2video', uri: 'micro-lesson-video' })).toEqual({
      kind: 'route',
      to: '/image-apps/index?tab=video',
    });
    // The uri alone is not enough: a chat app of that name stays a chat.
    expect(openTarget({ appId: 3, category: 'aiassistant', uri: 'handwritten-newspaper' })).toEqual(
      {
        kind: 'route',
        to: '/chat/handwritten-newspaper',
      },
    );
  });
});

import type { EventStream, KnowledgeStreamHandlers, KnowledgeStreamHits } from '@aita/api';
import { MSG_AI_VIOLATION } from '@aita/core';
import type { ApiClient } from '@aita/api';
import { describe, expect, it } from 'vitest';
import { createKnowledgeChannel, type KnowledgeStreamEvent } from './knowledgeChannel';
import {
  answerDelta,
  answerEnded,
  answerStarted,
  answerReceived,
  docOpened,
  docReceived,
  documentDeleted,
  documentsReceived,
  knowledgeSlice,
  questionAsked,
} from './knowledgeSlice';

const reduce = knowledgeSlice.reducer;
const doc = (id: string) => ({
  id,
  libraryId: 'l',
  title: id,
  source: 'file' as const,
  format: 'md',
  url: null,
  status: 'done' as const,
  error: null,
  stage: '',
  progress: 100,
  pages: 0,
  passageCount: 1,
  createdAt: '2026-11-25T00:00:00.000Z',
});

describe('knowledgeSlice', () => {
  it('lists, deletes and asks', () => {
    let state = reduce(
      undefined,
      documentsReceived({ libraryId: 'l', documents: [doc('a'), doc('b')] }),
    );
    expect(state.listStatus).toBe('ready');
    state = reduce(state, documentDeleted('a'));
    expect(state.documents.map((d) => d.id)).toEqual(['b']);
    state = reduce(state, questionAsked('浮力'));
    expect(state).toMatchObject({ asking: true, question: '浮力' });
    state = reduce(
      state,
      answerReceived({ answer: null, cited: [], model: false, notice: '未配置模型', hits: [] }),
    );
    expect(state).toMatchObject({ asking: false, answer: { model: false } });
  });

  it('opening another document drops the one shown', () => {
    let state = reduce(undefined, docReceived({ ...doc('a'), blocks: [], passages: [] }));
    state = reduce(state, docOpened('a'));
    expect(state.doc?.id).toBe('a');
    state = reduce(state, docOpened('b'));
    expect(state.doc).toBeNull();
    expect(state.docStatus).toBe('loading');
  });
});

const hit = (n: number) => ({
  passageId: `p${n}`,
  documentId: 'd',
  documentTitle: '浮力教案',
  libraryId: 'l',
  page: n,
  blockStart: 0,
  blockEnd: 0,
  heading: '',
  text: `第${n}段`,
  snippet: `第${n}段`,
  snippetRanges: [],
});
const hits: KnowledgeStreamHits = { hits: [hit(1), hit(2)], model: true, notice: '' };

describe('the streamed answer', () => {
  it('shows the passages at once, then each delta as it arrives, then the cited numbers', () => {
    let state = reduce(undefined, questionAsked('浮力'));
    state = reduce(state, answerStarted(hits));
    expect(state).toMatchObject({ asking: false, streaming: true, answer: { answer: '' } });
    expect(state.answer?.hits).toHaveLength(2);
    state = reduce(state, answerDelta('浮力等于排开液体'));
    expect(state.answer?.answer).toBe('浮力等于排开液体');
    state = reduce(state, answerDelta('的重力[2]。'));
    expect(state.answer?.answer).toBe('浮力等于排开液体的重力[2]。');
    state = reduce(state, answerEnded(3));
    expect(state).toMatchObject({ streaming: false, answer: { cited: [2], notice: '' } });
  });

  it('without a model only the labelled passages; a refused answer says so', () => {
    let state = reduce(undefined, answerStarted({ ...hits, model: false, notice: '未配置模型' }));
    expect(state).toMatchObject({ streaming: false, answer: { answer: null, model: false } });
    state = reduce(state, answerStarted(hits));
    state = reduce(state, answerEnded(5));
    expect(state.answer).toMatchObject({ answer: null, notice: MSG_AI_VIOLATION });
  });

  it('the channel passes the stream on in order and closes it when closed', async () => {
    let closed = false;
    let finish: () => void = () => undefined;
    let handlers: KnowledgeStreamHandlers | undefined;
    const open = (_c: ApiClient, h: KnowledgeStreamHandlers): EventStream => {
      handlers = h;
      return {
        done: new Promise((resolve) => {
          finish = () => resolve('ended');
        }),
        close: () => (closed = true),
      };
    };
    const channel = createKnowledgeChannel({} as ApiClient, '浮力', open);
    const seen: KnowledgeStreamEvent[] = [];
    const next = () =>
      new Promise<void>((resolve) =>
        channel.take((e) => {
          if (typeof e === 'object' && 'kind' in e) seen.push(e);
          resolve();
        }),
      );
    handlers?.onHits(hits);
    handlers?.onDelta('浮力');
    handlers?.onEnd(3);
    await next();
    await next();
    await next();
    expect(seen.map((e) => e.kind)).toEqual(['hits', 'delta', 'end']);
    finish();
    channel.close();
    expect(closed).toBe(true);
  });
});

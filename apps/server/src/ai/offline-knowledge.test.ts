import type { WebSearchResult } from '@aita/core';
import { describe, expect, it } from 'vitest';
import { CORPUS } from './__fixtures__/corpus';
import { HELP_CORPUS } from './help-corpus';
import {
  createOfflineKnowledgeProvider,
  OFFLINE_NOTHING_FOUND,
  OFFLINE_NOTICE,
  pieces,
} from './offline-knowledge';
import { ProviderError, type ModelDelta } from './provider';

const ask = (question: string, deepThink = false, signal = new AbortController().signal) => ({
  messages: [
    { role: 'system' as const, content: '系统提示里提到了课件和试卷，不应影响检索' },
    { role: 'user' as const, content: question },
  ],
  deepThink,
  signal,
});

async function collect(stream: AsyncIterable<ModelDelta>) {
  const deltas: ModelDelta[] = [];
  for await (const d of stream) deltas.push(d);
  return {
    deltas,
    answer: deltas.map((d) => d.answer ?? '').join(''),
    reasoning: deltas.map((d) => d.reasoning ?? '').join(''),
  };
}

describe(createOfflineKnowledgeProvider, () => {
  const provider = createOfflineKnowledgeProvider({ documents: CORPUS, chunkChars: 5 });

  it('answers a question about essays from 作文批改, cites it and says no model is configured', async () => {
    const got = await collect(provider.stream(ask('学生的作文怎么批改比较高效？')));
    expect(got.answer.startsWith(OFFLINE_NOTICE)).toBe(true);
    expect(got.answer).toContain('**作文批改**：');
    // The first cited document is 作文批改, listed as [1] with its link.
    expect(got.answer).toMatch(/\*\*作文批改\*\*：[^\n]*批改作文[^\n]*\[1\]/);
    expect(got.answer).toContain('[1] 作文批改（/chat/essay-review）');
    expect(provider.answer('学生的作文怎么批改比较高效？').cited[0]?.id).toBe('app-essay-review');
  });

  it('streams small deltas that join to the whole answer, reasoning first on deep think', async () => {
    const question = '怎么使用兑换码开通会员？';
    const whole = provider.answer(question);
    const got = await collect(provider.stream(ask(question, true)));
    expect(got.answer).toBe(whole.answer);
    expect(got.reasoning).toBe(whole.reasoning);
    expect(got.reasoning).toContain('《如何使用兑换码》');
    const answerDeltas = got.deltas.filter((d) => d.answer !== undefined);
    expect(answerDeltas.length).toBeGreaterThan(10);
    for (const d of answerDeltas) expect(Array.from(d.answer ?? '').length).toBeLessThanOrEqual(5);
    const firstAnswer = got.deltas.findIndex((d) => d.answer !== undefined);
    const lastReasoning = got.deltas.map((d) => d.reasoning !== undefined).lastIndexOf(true);
    expect(lastReasoning).toBeLessThan(firstAnswer);
    expect(got.deltas.at(-1)).toEqual({ finishReason: 'stop' });
  });

  it('finds product help by its wording', () => {
    const a = provider.answer('怎样通过邀请码加入学校');
    expect(a.cited[0]?.id).toBe('help-join-school');
    const b = provider.answer('教具PDF在哪里下载');
    expect(b.cited[0]?.id).toBe('help-teaching-aids');
  });

  it('says politely that nothing relevant was found', async () => {
    const got = await collect(provider.stream(ask('明天股市行情怎么样')));
    expect(got.answer).toBe(`${OFFLINE_NOTICE}\n\n${OFFLINE_NOTHING_FOUND}`);
    expect(provider.answer('明天股市行情怎么样').cited).toEqual([]);
  });

  it('answers from numbered web results and keeps their numbers', () => {
    const source = (title: string, summary: string): WebSearchResult => ({
      hostname: 'example.edu.cn',
      hostLogo: '',
      publishedTime: '',
      title,
      summary,
      link: `https://example.edu.cn/${encodeURIComponent(title)}`,
    });
    const sources = [
      source('课间十分钟', '课间活动要注意安全，不在走廊追逐打闹。'),
      source('作文批改的四个维度', '批改作文可以从立意、结构、语言、书写四个维度给出评语。'),
    ];
    const a = provider.answer('作文批改有哪些维度', sources);
    expect(a.answer.startsWith(OFFLINE_NOTICE)).toBe(true);
    expect(a.answer).toContain('四个维度给出评语。[2]');
    expect(a.answer).not.toContain('[1]');
  });

  it('stops with an aborted error when the signal aborts', async () => {
    const controller = new AbortController();
    const seen: ModelDelta[] = [];
    let error: unknown;
    try {
      for await (const d of provider.stream(ask('作文批改', false, controller.signal))) {
        seen.push(d);
        controller.abort();
      }
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ProviderError);
    expect((error as ProviderError).type).toBe('aborted');
    expect(seen).toHaveLength(1);
  });

  it('ships 10 to 20 product-help entries with unique ids', () => {
    expect(HELP_CORPUS.length).toBeGreaterThanOrEqual(10);
    expect(HELP_CORPUS.length).toBeLessThanOrEqual(20);
    expect(new Set(HELP_CORPUS.map((d) => d.id)).size).toBe(HELP_CORPUS.length);
  });
});

describe(pieces, () => {
  it('never splits a surrogate pair', () => {
    expect(pieces('a😀b😀c', 2)).toEqual(['a😀', 'b😀', 'c']);
  });
});

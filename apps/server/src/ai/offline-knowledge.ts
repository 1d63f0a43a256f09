import type { WebSearchResult } from '@aita/core';
import { createTextIndex, type KnowledgeDocument, type TextIndex } from '../search/text-index';
import {
  ProviderError,
  type ModelDelta,
  type ModelProvider,
  type ModelStreamRequest,
} from './provider';

/**
 * The first line of every offline answer: the embedded default is honest that no model is
 * configured (ARCHITECTURE.md "Embedded defaults").
 */
export const OFFLINE_NOTICE = '（当前未配置大模型，以下内容由内置知识库检索生成）';

/** The answer when the corpus holds nothing relevant to the question. */
export const OFFLINE_NOTHING_FOUND =
  '抱歉，内置知识库中暂时没有找到与您的问题相关的内容。您可以换个说法、补充学科或应用名称后再问；如需回答更广泛的问题，请联系管理员配置大模型。';

/** Options of {@link createOfflineKnowledgeProvider}. */
export interface OfflineKnowledgeOptions {
  /** The built-in corpus: the app catalogue, the curriculum standards, {@link HELP_CORPUS}. */
  documents: readonly KnowledgeDocument[];
  /** Code points per streamed delta (default 6). */
  chunkChars?: number;
  /** Pause between deltas in ms, for a typing feel (default 0: only yield to the event loop). */
  delayMs?: number;
  /** Documents used in one answer (default 3). */
  maxDocuments?: number;
  /** Sentences quoted per document (default 2). */
  sentencesPerDocument?: number;
}

/** An offline answer before it is streamed. */
export interface OfflineAnswer {
  answer: string;
  reasoning: string;
  /** The documents cited, `[1]` first. Empty when nothing relevant was found. */
  cited: KnowledgeDocument[];
}

/** The offline provider: a {@link ModelProvider} plus the answer it would stream. */
export interface OfflineKnowledgeProvider extends ModelProvider {
  readonly offline: true;
  /** Builds the whole answer to `question` (from `sources` when given, citing their numbers). */
  answer(question: string, sources?: readonly WebSearchResult[]): OfflineAnswer;
}

/**
 * The offline knowledge mode, used when no model is configured (ARCHITECTURE.md "Embedded
 * defaults"; spec §1 "AI assistant chat"): an extractive answer. Documents are ranked with the
 * Chinese-aware BM25 index, the best sentences of the top documents are quoted with `[n]`
 * citations and a reference list, and the text is streamed in small deltas. With web search on,
 * the answer is built from the numbered search results instead, so `[n]` matches the drawer.
 */
export function createOfflineKnowledgeProvider(
  options: OfflineKnowledgeOptions,
): OfflineKnowledgeProvider {
  const index = createTextIndex(options.documents);
  const chunkChars = Math.max(1, options.chunkChars ?? 6);
  const delayMs = options.delayMs ?? 0;
  const maxDocuments = options.maxDocuments ?? 3;
  const perDocument = options.sentencesPerDocument ?? 2;

  function compose(
    question: string,
    idx: TextIndex,
    minScore: number,
    withReferences: boolean,
  ): OfflineAnswer | undefined {
    const ranked = idx.search(question, { limit: maxDocuments, minScore });
    if (ranked.length === 0) return undefined;
    const cited: KnowledgeDocument[] = [];
    const paragraphs: string[] = [];
    for (const { doc } of ranked) {
      let sentences = idx
        .bestSentences(doc, question, perDocument)
        .sort((a, b) => a.index - b.index)
        .map((s) => s.text);
      // Matched on the title alone: its opening is the best summary of it.
      if (sentences.length === 0) sentences = firstSentences(doc.text, 1);
      if (sentences.length === 0) continue;
      cited.push(doc);
      paragraphs.push(`**${doc.title}**：${sentences.join('')}[${cited.length}]`);
    }
    if (cited.length === 0) return undefined;
    let answer = `${OFFLINE_NOTICE}\n\n根据内置知识库，与您的问题最相关的内容如下：\n\n${paragraphs.join('\n\n')}`;
    if (withReferences) {
      const refs = cited.map((d, i) => `[${i + 1}] ${d.title}${d.link ? `（${d.link}）` : ''}`);
      answer += `\n\n参考资料：\n${refs.join('\n')}`;
    }
    const titles = cited.map((d) => `《${d.title}》`).join('、');
    const reasoning = `未配置大模型，改为检索内置知识库。按问题中的关键词对资料做相关度排序，找到 ${cited.length} 篇相关资料：${titles}。下面摘录其中与问题最相关的句子，并用编号标注出处。`;
    return { answer, reasoning, cited };
  }

  function answer(question: string, sources?: readonly WebSearchResult[]): OfflineAnswer {
    if (sources && sources.length > 0) {
      // Numbered as in the prompt and the drawer: document i is source [i + 1].
      const docs = sources.map((s, i) => ({
        id: String(i + 1),
        title: s.title,
        text: s.summary,
        link: s.link,
      }));
      const fromSources = composeFromSources(question, docs);
      if (fromSources) return fromSources;
    }
    return (
      compose(question, index, 1.2, true) ?? {
        answer: `${OFFLINE_NOTICE}\n\n${OFFLINE_NOTHING_FOUND}`,
        reasoning: '未配置大模型，改为检索内置知识库，但没有找到与问题相关的资料。',
        cited: [],
      }
    );
  }

  /** Like `compose`, but citations keep the sources' own numbers. */
  function composeFromSources(
    question: string,
    docs: KnowledgeDocument[],
  ): OfflineAnswer | undefined {
    const idx = createTextIndex(docs);
    const ranked = idx.search(question, { limit: maxDocuments, minScore: 0.3 });
    if (ranked.length === 0) return undefined;
    const paragraphs = ranked.map(({ doc }) => {
      const best = idx.bestSentences(doc, question, perDocument).sort((a, b) => a.index - b.index);
      const text = best.length > 0 ? best.map((s) => s.text).join('') : doc.text;
      return `**${doc.title}**：${text}[${doc.id}]`;
    });
    const cited = ranked.map((r) => r.doc);
    return {
      answer: `${OFFLINE_NOTICE}\n\n根据联网搜索到的资料，与您的问题最相关的内容如下：\n\n${paragraphs.join('\n\n')}`,
      reasoning: `未配置大模型，改为从 ${docs.length} 条搜索结果中摘录与问题最相关的句子，并沿用搜索结果的编号标注出处。`,
      cited,
    };
  }

  async function* stream(request: ModelStreamRequest): AsyncGenerator<ModelDelta> {
    const question = lastUserMessage(request);
    const built = answer(question, request.sources);
    if (request.deepThink) {
      for (const piece of pieces(built.reasoning, chunkChars)) {
        await pause(request.signal, delayMs);
        yield { reasoning: piece };
      }
    }
    for (const piece of pieces(built.answer, chunkChars)) {
      await pause(request.signal, delayMs);
      yield { answer: piece };
    }
    yield { finishReason: 'stop' };
  }

  return { name: 'offline-knowledge', offline: true, stream, answer };
}

function lastUserMessage(request: ModelStreamRequest): string {
  for (let i = request.messages.length - 1; i >= 0; i--) {
    const m = request.messages[i];
    if (m && m.role === 'user') return m.content;
  }
  return '';
}

function firstSentences(text: string, count: number): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/[^。！？!?\n]+[。！？!?]*/gu)) {
    const s = m[0].trim();
    if (s) out.push(s);
    if (out.length >= count) break;
  }
  return out;
}

/** Splits text into pieces of `size` code points (never inside a surrogate pair). */
export function pieces(text: string, size: number): string[] {
  const chars = Array.from(text);
  const out: string[] = [];
  for (let i = 0; i < chars.length; i += size) out.push(chars.slice(i, i + size).join(''));
  return out;
}

async function pause(signal: AbortSignal, ms: number): Promise<void> {
  if (signal.aborted) throw new ProviderError('aborted', 'The caller aborted the answer');
  await new Promise<void>((resolve) => {
    if (ms > 0) setTimeout(resolve, ms);
    else setImmediate(resolve);
  });
  if (signal.aborted) throw new ProviderError('aborted', 'The caller aborted the answer');
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendJson, startServer, type TestServer } from '../../ai/__fixtures__/http-server';
import { hashedEmbed } from '../../platform/search/__fixtures__/hashed-embed';
import { createTestContext, type TestContext } from '../../test/context';
import { insertUser, tokenFor } from '../../test/identity';
import { CORPUS_DOCUMENTS, CORPUS_QUESTIONS } from './__fixtures__/corpus';
import { addDocument, call, corpusFile } from './__fixtures__/documents';

/**
 * The held-out quality set (docs/knowledge.md "Quality"): 50 questions over 10 documents made
 * for the test, uploaded as real .docx/.pdf/.pptx/.md/.txt files; a question counts as found
 * when one of the first five passages is the one that answers it (it contains the answer phrase
 * and belongs to the right document).
 */
interface Hit {
  documentTitle: string;
  text: string;
}

async function measure(
  ctx: TestContext,
): Promise<{ recall: number; missed: string[]; vector: string }> {
  const token = await tokenFor(ctx.app, (await insertUser(ctx.database)).id);
  const libraryId = (
    await call<{ id: string; builtin: boolean }[]>(
      ctx.app,
      token,
      '/v2/aitalk/knowledge/library/list',
      {},
    )
  ).data.find((l) => !l.builtin)?.id;
  if (!libraryId) throw new Error('no library');
  const titles = new Map<string, string>();
  for (const doc of CORPUS_DOCUMENTS) {
    const added = await addDocument(ctx.app, token, libraryId, await corpusFile(doc));
    expect(added, doc.title).toMatchObject({ status: 'done', error: null });
    titles.set(doc.key, doc.title);
  }
  let found = 0;
  let vector = '';
  const missed: string[] = [];
  for (const q of CORPUS_QUESTIONS) {
    const res = await call<{ hits: Hit[]; vector: string }>(
      ctx.app,
      token,
      '/v2/aitalk/knowledge/search',
      { query: q.question, libraryIds: [libraryId], limit: 5 },
    );
    expect(res.code).toBe(200);
    vector = res.data.vector;
    const title = titles.get(q.doc);
    const ok = res.data.hits
      .slice(0, 5)
      .some((h) => h.documentTitle === title && h.text.includes(q.answer));
    if (ok) found++;
    else missed.push(q.question);
  }
  return { recall: found / CORPUS_QUESTIONS.length, missed, vector };
}

describe('knowledge search quality (50 questions, 10 documents)', () => {
  it('has 50 questions over 10 documents, each answer phrase in its document once', () => {
    expect(CORPUS_DOCUMENTS).toHaveLength(10);
    expect(CORPUS_QUESTIONS).toHaveLength(50);
    for (const q of CORPUS_QUESTIONS) {
      const doc = CORPUS_DOCUMENTS.find((d) => d.key === q.doc);
      const paragraphs = doc?.sections.flatMap((s) => s.paragraphs) ?? [];
      expect(
        paragraphs.filter((p) => p.includes(q.answer)),
        q.question,
      ).toHaveLength(1);
    }
  });

  describe('keywords alone', () => {
    let ctx: TestContext;
    beforeAll(async () => {
      ctx = await createTestContext();
    }, 120_000);
    afterAll(() => ctx?.close());

    it('recall@5 ≥ 0.9', async () => {
      const { recall, missed, vector } = await measure(ctx);
      console.info(
        `knowledge recall@5 keywords: ${recall.toFixed(2)}; missed: ${missed.join(' | ')}`,
      );
      expect(vector).toBe('off');
      expect(recall).toBeGreaterThanOrEqual(0.9);
    }, 300_000);
  });

  describe('keywords and vectors (a fake embeddings server with deterministic vectors)', () => {
    let ctx: TestContext;
    let embeddings: TestServer;
    let embedded = 0;
    beforeAll(async () => {
      const embed = hashedEmbed(256);
      embeddings = await startServer(async (req, res, body) => {
        if (req.url !== '/v1/embeddings') return sendJson(res, 404, { error: 'not found' });
        const { input } = JSON.parse(body) as { input: string[] };
        embedded += input.length;
        const vectors = await embed(input);
        sendJson(res, 200, {
          object: 'list',
          model: 'fake-embedding',
          data: vectors.map((embedding, index) => ({ object: 'embedding', index, embedding })),
        });
      });
      ctx = await createTestContext({
        env: {
          EMBEDDING_BASE_URL: `${embeddings.url}/v1`,
          EMBEDDING_MODEL: 'fake-embedding',
          EMBEDDING_API_KEY: 'sk-test',
        },
      });
    }, 120_000);
    afterAll(async () => {
      await ctx?.close();
      await embeddings?.close();
    });

    it('reports recall@5 with vectors fused in (and keeps it ≥ 0.9)', async () => {
      const { recall, missed, vector } = await measure(ctx);
      console.info(
        `knowledge recall@5 keywords+vectors: ${recall.toFixed(2)}; missed: ${missed.join(' | ')}`,
      );
      expect(vector).not.toBe('off');
      expect(vector).not.toBe('failed');
      expect(embedded).toBeGreaterThan(0);
      expect(recall).toBeGreaterThanOrEqual(0.9);
    }, 300_000);
  });
});

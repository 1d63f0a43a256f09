import { findCjkFont, renderDocx, renderPdf, type PdfBlock, type WordBlock } from '@aita/docgen';
import type { FastifyInstance } from 'fastify';
import { makePptx, multipart } from '../../files/__fixtures__/samples';
import { postAs } from '../../../test/identity';
import type { CorpusDocument } from './corpus';

/** The document as the file a teacher would upload, in its format (real .docx/.pdf/.pptx). */
export async function corpusFile(doc: CorpusDocument): Promise<{ name: string; data: Buffer }> {
  const name = `${doc.title}.${doc.format}`;
  switch (doc.format) {
    case 'docx': {
      const blocks: WordBlock[] = [{ type: 'heading', level: 1, text: doc.title }];
      for (const s of doc.sections) {
        blocks.push({ type: 'heading', level: 2, text: s.heading });
        for (const p of s.paragraphs)
          blocks.push({ type: 'paragraph', runs: p, firstLineIndent: true });
      }
      const { bytes } = await renderDocx({ title: doc.title, sections: [{ blocks }] });
      return { name, data: Buffer.from(bytes) };
    }
    case 'pdf': {
      const font = await findCjkFont();
      if (!font) throw new Error('no CJK font: install fonts-noto-cjk');
      const blocks: PdfBlock[] = [{ type: 'heading', level: 1, text: doc.title }];
      doc.sections.forEach((s, i) => {
        // Two sections a page, so the passages sit on several pages.
        if (i > 0 && i % 2 === 0) blocks.push({ type: 'break' });
        blocks.push({ type: 'heading', level: 2, text: s.heading });
        for (const p of s.paragraphs) blocks.push({ type: 'paragraph', text: p });
      });
      const { bytes } = await renderPdf({ title: doc.title, blocks }, font);
      return { name, data: Buffer.from(bytes) };
    }
    case 'pptx':
      return {
        name,
        data: makePptx([
          { text: [doc.title] },
          ...doc.sections.map((s) => ({ text: [s.heading, ...s.paragraphs] })),
        ]),
      };
    case 'md':
      return {
        name,
        data: Buffer.from(
          [
            `# ${doc.title}`,
            ...doc.sections.flatMap((s) => [`## ${s.heading}`, ...s.paragraphs]),
          ].join('\n\n'),
        ),
      };
    case 'txt':
      return {
        name,
        data: Buffer.from(
          [doc.title, ...doc.sections.flatMap((s) => [s.heading, ...s.paragraphs])].join('\r\n'),
        ),
      };
  }
}

/** Uploads a file through `/v1/file/upload` (kind document); answers the envelope. */
export async function uploadDocument(
  app: FastifyInstance,
  token: string,
  file: { name: string; data: Buffer },
) {
  const { payload, headers } = multipart('document', [file]);
  const res = await app.inject({
    method: 'POST',
    url: '/v1/file/upload',
    payload,
    headers: { ...headers, 'x-token': token },
  });
  return res.json<{
    code: number;
    msg: string;
    data: { id: string; job: { id: string } | null } | null;
  }>();
}

/** Posts JSON as a teacher and answers the envelope. */
export async function call<T = unknown>(
  app: FastifyInstance,
  token: string,
  url: string,
  body: unknown,
): Promise<{ code: number; msg: string; data: T }> {
  return (await postAs(app, token, url, body)).json();
}

/** Waits until every job of the app has settled (the index jobs of a test). */
export async function settleAll(app: FastifyInstance, jobIds: string[]) {
  for (const id of jobIds) await app.jobs.settled(id, { timeoutMs: 120_000 });
}

/**
 * Uploads a document and adds it to a library; waits for the file's extraction and the index
 * job; answers the added document's id.
 */
export async function addDocument(
  app: FastifyInstance,
  token: string,
  libraryId: string,
  file: { name: string; data: Buffer },
): Promise<{ id: string; status: string; error: string | null }> {
  const up = await uploadDocument(app, token, file);
  if (up.code !== 200 || !up.data) throw new Error(`upload refused: ${up.msg}`);
  const added = await call<{ id: string }>(app, token, '/v2/aitalk/knowledge/document/add', {
    libraryId,
    fileId: up.data.id,
  });
  if (added.code !== 200) throw new Error(`add refused: ${added.msg}`);
  return waitDocument(app, token, libraryId, added.data.id);
}

/** Polls the library's documents until this one is no longer pending. */
export async function waitDocument(
  app: FastifyInstance,
  token: string,
  libraryId: string,
  id: string,
): Promise<{ id: string; status: string; error: string | null }> {
  const until = Date.now() + 120_000;
  for (;;) {
    const list = await call<{ id: string; status: string; error: string | null }[]>(
      app,
      token,
      '/v2/aitalk/knowledge/document/list',
      { libraryId },
    );
    const doc = list.data.find((d) => d.id === id);
    if (!doc) throw new Error('document vanished');
    if (doc.status !== 'pending') return doc;
    if (Date.now() > until) throw new Error('document still pending');
    await new Promise((r) => setTimeout(r, 100));
  }
}

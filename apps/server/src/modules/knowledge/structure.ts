import { DEFAULT_EXTRACT_LIMITS, ExtractError, type ExtractLimits } from '../../platform/intake';
import { pptxSlides } from '../../platform/intake/pptx';
import { decodeText } from '../../platform/intake/text';
import type { KnowledgeBlock } from './tables';

/** What a document reads as: its blocks in order, its page count (0 without pages). */
export interface DocumentStructure {
  title?: string;
  blocks: KnowledgeBlock[];
  pages: number;
  truncated: boolean;
}

/** The formats the library reads; `html` is a fetched web page. */
export const KNOWLEDGE_FORMATS = ['docx', 'pdf', 'pptx', 'txt', 'md', 'html'] as const;
export type KnowledgeFormat = (typeof KNOWLEDGE_FORMATS)[number];

/**
 * Numbered headings of Chinese teaching documents: 第一章, 一、, （一）, 1. / 1.2 (short, no
 * sentence end). Used where the format carries no heading styles (PDF, plain text).
 */
const HEADING_PATTERN =
  /^(第[一二三四五六七八九十百零〇\d]+[章节部分课单元篇条]|[一二三四五六七八九十]+、|（[一二三四五六七八九十]+）|\d+(\.\d+)*[、.．]\s*\S)/;
const SENTENCE_END = /[。！？；…!?;」”』)]$/;

/** Whether a line of a format without styles reads as a heading. */
export function looksLikeHeading(line: string): boolean {
  const text = line.trim();
  return (
    text.length > 0 && text.length <= 30 && HEADING_PATTERN.test(text) && !/[。！？]$/.test(text)
  );
}

/** Collects blocks up to the character cap. */
class Blocks {
  readonly list: KnowledgeBlock[] = [];
  private chars = 0;
  truncated = false;
  constructor(private readonly max: number) {}
  push(page: number | null, kind: KnowledgeBlock['kind'], raw: string): void {
    const text = raw.replace(/\s+/g, (ws) => (ws.includes('\n') ? '\n' : ' ')).trim();
    if (!text || this.truncated) return;
    if (this.chars + text.length > this.max) {
      this.truncated = true;
      return;
    }
    this.chars += text.length;
    this.list.push({ page, kind, text });
  }
}

/** The few DOM members read here (the server has no DOM types; linkedom provides them). */
interface DomElement {
  tagName: string;
  children: ArrayLike<DomElement>;
  textContent: string | null;
  querySelector(selector: string): unknown;
  querySelectorAll(selector: string): ArrayLike<DomElement>;
  remove(): void;
  innerHTML: string;
}

/** Readable blocks of an HTML fragment: headings, paragraphs, list items, table rows, quotes. */
async function htmlBlocks(html: string, out: Blocks, page: number | null = null): Promise<void> {
  const { parseHTML } = await import('linkedom');
  const { document } = parseHTML(`<!doctype html><html><body>${html}</body></html>`);
  const walk = (node: DomElement): void => {
    for (const child of Array.from(node.children)) {
      const tag = child.tagName.toLowerCase();
      if (/^h[1-6]$/.test(tag)) out.push(page, 'heading', child.textContent ?? '');
      else if (tag === 'p' || tag === 'li' || tag === 'pre' || tag === 'dt' || tag === 'dd') {
        if (child.querySelector('p, li, table')) walk(child);
        else
          out.push(
            page,
            looksLikeHeading(child.textContent ?? '') ? 'heading' : 'para',
            child.textContent ?? '',
          );
      } else if (tag === 'tr') {
        const cells = Array.from(child.children).map((c) => (c.textContent ?? '').trim());
        out.push(page, 'para', cells.filter(Boolean).join(' | '));
      } else if (tag === 'script' || tag === 'style' || tag === 'noscript' || tag === 'template') {
        continue;
      } else if (child.children.length > 0) walk(child);
      else out.push(page, 'para', child.textContent ?? '');
    }
  };
  walk(document.body as unknown as DomElement);
}

/** Plain text and Markdown: one block per line; `#` headings and numbered headings. */
function textBlocks(text: string, markdown: boolean, out: Blocks): void {
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) continue;
    const md = markdown ? /^#{1,6}\s+(.*)$/.exec(line) : null;
    if (md) out.push(null, 'heading', md[1] ?? '');
    else if (looksLikeHeading(line)) out.push(null, 'heading', line);
    else out.push(null, 'para', markdown ? line.replace(/^([-*+]|\d+\.)\s+/, '') : line);
  }
}

/**
 * PDF: pdfjs as in platform/intake (legacy build, no worker, eval off), page by page. Lines of a
 * page are joined into paragraphs; a paragraph ends after a sentence end or a short line, and a
 * numbered short line is a heading.
 */
async function pdfBlocks(
  bytes: Buffer,
  out: Blocks,
  limits: ExtractLimits,
  signal: AbortSignal,
): Promise<number> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    enableXfa: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
  });
  const onAbort = () => void task.destroy();
  signal.addEventListener('abort', onAbort, { once: true });
  try {
    const pdf = await task.promise;
    const pages = Math.min(pdf.numPages, limits.maxUnits);
    for (let n = 1; n <= pages && !out.truncated; n++) {
      if (signal.aborted) throw new ExtractError('aborted');
      const page = await pdf.getPage(n);
      const content = await page.getTextContent();
      const lines: string[] = [];
      let line = '';
      for (const item of content.items) {
        if (!('str' in item)) continue;
        line += item.str;
        if (item.hasEOL) {
          if (line.trim()) lines.push(line.trim());
          line = '';
        }
      }
      if (line.trim()) lines.push(line.trim());
      page.cleanup();
      const longest = Math.max(0, ...lines.map((l) => l.length));
      let para = '';
      const flush = () => {
        if (para) out.push(n, 'para', para);
        para = '';
      };
      for (const l of lines) {
        if (looksLikeHeading(l)) {
          flush();
          out.push(n, 'heading', l);
          continue;
        }
        para += l;
        if (SENTENCE_END.test(l) || l.length < longest * 0.8) flush();
      }
      flush();
    }
    return pages;
  } finally {
    signal.removeEventListener('abort', onAbort);
    await task.destroy();
  }
}

/** Readable text of a web page: Readability's article, else the whole body. */
async function readHtml(html: string, out: Blocks): Promise<string | undefined> {
  const [{ parseHTML }, { Readability }] = await Promise.all([
    import('linkedom'),
    import('@mozilla/readability'),
  ]);
  const { document } = parseHTML(html);
  let title: string | undefined = document.title?.trim() || undefined;
  let content: string | null = null;
  try {
    const article = new Readability(document as never, {
      charThreshold: 100,
    }).parse();
    if (article?.content) content = article.content;
    if (article?.title) title = article.title.trim();
  } catch {
    content = null;
  }
  if (content === null) {
    const body = document.body as unknown as DomElement | null;
    for (const el of Array.from(
      body?.querySelectorAll('script, style, noscript, nav, footer') ?? [],
    ))
      el.remove();
    content = body?.innerHTML ?? '';
  }
  await htmlBlocks(content, out);
  return title;
}

/**
 * Reads a document's structure (docs/knowledge.md "Passages"): Word headings from its styles
 * (mammoth's HTML), PDF pages, PowerPoint slides as pages (title first), Markdown headings, and
 * numbered headings in plain text and PDF. Rejects with `ExtractError` like platform/intake.
 * mammoth, linkedom and Readability are imported on the first document that needs them.
 */
export async function readStructure(
  input: { bytes: Buffer; format: KnowledgeFormat },
  options: { signal: AbortSignal; limits?: ExtractLimits },
): Promise<DocumentStructure> {
  const limits = options.limits ?? DEFAULT_EXTRACT_LIMITS;
  const { signal } = options;
  if (signal.aborted) throw new ExtractError('aborted');
  const out = new Blocks(limits.maxChars);
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new ExtractError('timeout')), limits.timeoutMs);
  });
  let onAbort: (() => void) | undefined;
  const aborted = new Promise<never>((_resolve, reject) => {
    onAbort = () => reject(new ExtractError('aborted'));
    signal.addEventListener('abort', onAbort, { once: true });
  });
  const read = async (): Promise<DocumentStructure> => {
    let pages = 0;
    let title: string | undefined;
    switch (input.format) {
      case 'docx': {
        const { default: mammoth } = await import('mammoth');
        const { value } = await mammoth.convertToHtml({ buffer: input.bytes });
        await htmlBlocks(value, out);
        break;
      }
      case 'pdf':
        pages = await pdfBlocks(input.bytes, out, limits, signal);
        break;
      case 'pptx': {
        const slides = pptxSlides(input.bytes, limits.maxUnits);
        for (const slide of slides) {
          slide.text.forEach((line, i) =>
            out.push(slide.number, i === 0 ? 'heading' : 'para', line),
          );
          if (slide.notes.length > 0)
            out.push(slide.number, 'para', `备注：${slide.notes.join('\n')}`);
        }
        pages = slides.length;
        break;
      }
      case 'txt':
      case 'md': {
        const decoded = decodeText(input.bytes);
        if (!decoded) throw new ExtractError('broken');
        textBlocks(decoded.text, input.format === 'md', out);
        break;
      }
      case 'html': {
        const decoded = decodeText(input.bytes);
        if (!decoded) throw new ExtractError('broken');
        title = await readHtml(decoded.text, out);
        break;
      }
    }
    return { title, blocks: out.list, pages, truncated: out.truncated };
  };
  try {
    return await Promise.race([
      read().catch((error: unknown) => {
        if (error instanceof ExtractError) throw error;
        throw new ExtractError('broken', error);
      }),
      timeout,
      aborted,
    ]);
  } finally {
    clearTimeout(timer);
    if (onAbort) signal.removeEventListener('abort', onAbort);
  }
}

/**
 * An answer as a Word document (docs/apps.md "Export to Word"): the Markdown the model writes
 * (headings, lists, tables, `$…$` and `$$…$$` formulas, **bold**) turned into @aita/docgen's
 * document model, which writes native Word equations (`m:oMath`). Line-based on purpose: the
 * answers use a small, regular subset of Markdown, and whatever is not recognised stays as text.
 */
import type { WordBlock, WordCell, WordRun } from '@aita/docgen';

/** `**bold**` runs; other inline marks (`*`, `` ` ``) are dropped, math is left to docgen. */
export function inlineRuns(text: string): WordRun[] {
  const runs: WordRun[] = [];
  const parts = text.split(/(\*\*[^*]+\*\*)/);
  for (const part of parts) {
    if (part === '') continue;
    const bold = /^\*\*([^*]+)\*\*$/.exec(part);
    const plain = (bold?.[1] ?? part).replace(/`([^`]*)`/g, '$1');
    runs.push(bold ? { text: plain, bold: true } : { text: plain });
  }
  return runs.length > 0 ? runs : [{ text: '' }];
}

const tableCells = (line: string): string[] =>
  line
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split('|')
    .map((c) => c.trim());

const isSeparator = (line: string): boolean =>
  /^\s*\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?\s*$/.test(line);

/** Markdown → docgen blocks. */
export function markdownToBlocks(markdown: string): WordBlock[] {
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  const blocks: WordBlock[] = [];
  let paragraph: string[] = [];
  const flush = (): void => {
    if (paragraph.length === 0) return;
    blocks.push({ type: 'paragraph', runs: inlineRuns(paragraph.join('')), firstLineIndent: true });
    paragraph = [];
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    const trimmed = line.trim();
    const heading = /^(#{1,6})\s+(.*)$/.exec(trimmed);
    if (trimmed === '' || /^(-{3,}|\*{3,}|_{3,})$/.test(trimmed) || trimmed.startsWith('```')) {
      flush();
      continue;
    }
    if (heading) {
      flush();
      const level = (heading[1] ?? '').length <= 2 ? 2 : 3;
      blocks.push({ type: 'heading', level, text: (heading[2] ?? '').replace(/\*\*/g, '') });
      continue;
    }
    if (trimmed.startsWith('$$')) {
      flush();
      let latex = trimmed.slice(2);
      if (latex.endsWith('$$') && latex.length >= 2) {
        latex = latex.slice(0, -2);
      } else {
        const body = [latex];
        while (i + 1 < lines.length && !(lines[i + 1] ?? '').includes('$$'))
          body.push(lines[++i] ?? '');
        if (i + 1 < lines.length) body.push((lines[++i] ?? '').replace(/\$\$.*$/, ''));
        latex = body.join(' ');
      }
      if (latex.trim() !== '') blocks.push({ type: 'equation', latex: latex.trim() });
      continue;
    }
    if (trimmed.startsWith('|') && isSeparator(lines[i + 1] ?? '')) {
      flush();
      const rows: WordCell[][] = [
        tableCells(trimmed).map((c) => ({ runs: inlineRuns(c), bold: true })),
      ];
      i++;
      while (i + 1 < lines.length && (lines[i + 1] ?? '').trim().startsWith('|')) {
        rows.push(tableCells(lines[++i] ?? '').map((c) => ({ runs: inlineRuns(c) })));
      }
      const width = Math.max(...rows.map((r) => r.length));
      for (const r of rows) while (r.length < width) r.push('');
      blocks.push({ type: 'table', rows, header: true });
      continue;
    }
    const bullet = /^[-*+]\s+(.*)$/.exec(trimmed);
    const numbered = /^(\d{1,3}[.、)])\s*(.*)$/.exec(trimmed);
    if (bullet || numbered) {
      flush();
      const text = bullet
        ? `• ${bullet[1] ?? ''}`
        : `${numbered?.[1] ?? ''} ${numbered?.[2] ?? ''}`;
      blocks.push({ type: 'paragraph', runs: inlineRuns(text), hangingChars: 1 });
      continue;
    }
    if (trimmed.startsWith('>')) {
      flush();
      blocks.push({ type: 'paragraph', runs: inlineRuns(trimmed.replace(/^>\s?/, '')) });
      continue;
    }
    paragraph.push(trimmed);
  }
  flush();
  return blocks;
}

/** The .docx of an answer: the title, then the answer's blocks. */
export async function answerToDocx(title: string, markdown: string): Promise<Uint8Array> {
  const { renderDocx } = await import('@aita/docgen');
  const { bytes } = await renderDocx({
    title,
    author: 'AITA AI教学助手',
    sections: [
      {
        footer: { pageNumbers: true },
        blocks: [
          { type: 'heading', level: 1, text: title, align: 'center' },
          ...markdownToBlocks(markdown),
        ],
      },
    ],
  });
  return bytes;
}

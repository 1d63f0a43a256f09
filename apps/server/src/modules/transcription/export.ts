/**
 * The transcript as a file (docs/transcription.md "Export"): Word (packages/docgen: title,
 * details, summary and 课堂观察 when there are, then each sentence with its time), plain text and
 * SubRip subtitles (core's `toSrt`).
 */
import {
  AUDIO_SCENES,
  clockTime,
  TEACHER_QUESTION_TYPES,
  toPlainText,
  toSrt,
  type TranscriptExportFormat,
} from '@aita/core';
import type { Data, transcription } from '@aita/contract';
import type { WordBlock, WordDocument } from '@aita/docgen';

type Transcript = Data<typeof transcription.audioText>;

/** Literal dollars: docgen reads `$…$` as a formula. */
const plain = (text: string) => text.replace(/\$/g, '\\$');

const sceneName = (id: string) => AUDIO_SCENES.find((s) => s.id === id)?.name ?? '';
const typeName = (id: string) => TEACHER_QUESTION_TYPES.find((t) => t.id === id)?.name ?? id;

/** The Word document of a transcript. */
export function transcriptDocument(t: Transcript): WordDocument {
  const blocks: WordBlock[] = [
    { type: 'heading', level: 1, text: plain(t.title), align: 'center' },
    {
      type: 'paragraph',
      runs: `${sceneName(t.scene)}\u3000时长 ${clockTime(t.duration)}\u3000转写于 ${t.createdAt.slice(0, 10)}`,
      align: 'center',
    },
  ];
  const a = t.analysis;
  if (a) {
    blocks.push({ type: 'heading', level: 2, text: '摘要' });
    blocks.push({ type: 'paragraph', runs: plain(a.summary), firstLineIndent: true });
    if (a.questions.length) {
      blocks.push({ type: 'heading', level: 2, text: '教师提问' });
      blocks.push({
        type: 'table',
        header: true,
        widths: [1, 5, 1.4],
        rows: [
          ['时间', '问题', '类型'],
          ...a.questions.map((q) => [
            q.start === null ? '' : clockTime(q.start),
            plain(q.text),
            typeName(q.type),
          ]),
        ],
      });
    }
    const o = a.observation;
    if (o) {
      blocks.push({ type: 'heading', level: 2, text: '课堂观察' });
      blocks.push({
        type: 'paragraph',
        runs: `教师发言约 ${clockTime(o.teacherSeconds)}，学生发言约 ${clockTime(o.studentSeconds)}，未能判断 ${clockTime(o.unknownSeconds)}。`,
      });
      blocks.push({ type: 'paragraph', runs: [{ text: o.method, italic: true, color: '666666' }] });
      for (const note of o.notes) blocks.push({ type: 'paragraph', runs: `• ${plain(note)}` });
    }
  } else if (t.analysisNote) {
    blocks.push({ type: 'paragraph', runs: [{ text: t.analysisNote, color: '666666' }] });
  }
  blocks.push({ type: 'heading', level: 2, text: '转写全文' });
  if (t.segments.length) {
    for (const s of t.segments) {
      blocks.push({
        type: 'paragraph',
        runs: [{ text: `[${clockTime(s.start)}] `, color: '888888' }, { text: plain(s.text) }],
      });
    }
  } else {
    blocks.push({ type: 'paragraph', runs: plain(t.text), firstLineIndent: true });
  }
  return {
    title: t.title,
    author: 'AI教学助手',
    sections: [{ footer: { pageNumbers: true }, blocks }],
  };
}

const MIME: Record<TranscriptExportFormat, string> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain; charset=utf-8',
  srt: 'application/x-subrip; charset=utf-8',
};

/** The file's bytes, type and name. */
export async function exportTranscript(
  t: Transcript,
  format: TranscriptExportFormat,
): Promise<{ bytes: Uint8Array; mime: string; name: string }> {
  const name = `${t.title}.${format}`;
  if (format === 'docx') {
    const { renderDocx } = await import('@aita/docgen');
    const { bytes } = await renderDocx(transcriptDocument(t));
    return { bytes, mime: MIME.docx, name };
  }
  // A BOM so Windows Notepad and subtitle tools read the UTF-8 Chinese correctly.
  const text =
    format === 'srt' ? toSrt(t.segments) : `${t.title}\n\n${toPlainText(t.segments, t.text)}`;
  return { bytes: new TextEncoder().encode(`\uFEFF${text}`), mime: MIME[format], name };
}

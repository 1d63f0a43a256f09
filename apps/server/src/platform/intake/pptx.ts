import { posix } from 'node:path';
import { readCentralDirectory, readEntry, type ZipEntry } from './zip';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** XML character data → text (the five entities and numeric references). */
export function unescapeXml(text: string): string {
  return text.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|amp|lt|gt|quot|apos);/g, (_m, ref: string) => {
    if (ref.startsWith('#x')) return String.fromCodePoint(parseInt(ref.slice(2), 16));
    if (ref.startsWith('#')) return String.fromCodePoint(parseInt(ref.slice(1), 10));
    return ENTITIES[ref] ?? '';
  });
}

/** The paragraphs (`<a:p>`) of a DrawingML part, each its runs' `<a:t>` joined. */
export function drawingParagraphs(xml: string): string[] {
  const paragraphs: string[] = [];
  for (const [p] of xml.matchAll(/<a:p[\s>][\s\S]*?<\/a:p>/g)) {
    const runs = [...p.matchAll(/<a:t(?:\s[^>]*)?>([\s\S]*?)<\/a:t>/g)].map((m) => m[1] ?? '');
    const line = unescapeXml(runs.join('')).trim();
    if (line) paragraphs.push(line);
  }
  return paragraphs;
}

/** `Id → Target` of a relationships part, targets resolved against `baseDir`. */
function relationships(
  xml: string | undefined,
  baseDir: string,
): Map<string, { target: string; type: string }> {
  const map = new Map<string, { target: string; type: string }>();
  for (const [tag] of (xml ?? '').matchAll(/<Relationship\s[^>]*>/g)) {
    const id = /\sId="([^"]*)"/.exec(tag)?.[1];
    const target = /\sTarget="([^"]*)"/.exec(tag)?.[1];
    const type = /\sType="([^"]*)"/.exec(tag)?.[1] ?? '';
    if (id && target) map.set(id, { target: posix.normalize(posix.join(baseDir, target)), type });
  }
  return map;
}

/** One slide's text and its speaker notes. */
export interface SlideText {
  number: number;
  text: string[];
  notes: string[];
}

/**
 * The slides of a PPTX in presentation order (`p:sldIdLst` of ppt/presentation.xml through its
 * relationships, not file names: slide10.xml may come before slide2.xml), each with its notes
 * slide's text. Reads only the archive {@link inspectZip} already accepted; at most `maxSlides`.
 */
export function pptxSlides(zip: Buffer, maxSlides: number): SlideText[] {
  const entries = new Map<string, ZipEntry>(readCentralDirectory(zip).map((e) => [e.name, e]));
  const read = (name: string): string | undefined => {
    const entry = entries.get(name);
    return entry && readEntry(zip, entry).toString('utf8');
  };
  const presentation = read('ppt/presentation.xml') ?? '';
  const rels = relationships(read('ppt/_rels/presentation.xml.rels'), 'ppt');
  const slides: SlideText[] = [];
  for (const [tag] of presentation.matchAll(/<p:sldId\s[^>]*>/g)) {
    if (slides.length >= maxSlides) break;
    const rid = /\sr:id="([^"]*)"/.exec(tag)?.[1];
    const part = rid ? rels.get(rid)?.target : undefined;
    if (!part) continue;
    const slideRels = relationships(
      read(posix.join(posix.dirname(part), '_rels', `${posix.basename(part)}.rels`)),
      posix.dirname(part),
    );
    const notesPart = [...slideRels.values()].find((r) => r.type.endsWith('/notesSlide'))?.target;
    const notesXml = notesPart ? read(notesPart) : undefined;
    slides.push({
      number: slides.length + 1,
      text: drawingParagraphs(read(part) ?? ''),
      // The notes page repeats the slide number in a placeholder; keep the body text only.
      notes: notesXml ? drawingParagraphs(notesXml).filter((line) => !/^\d+$/.test(line)) : [],
    });
  }
  return slides;
}

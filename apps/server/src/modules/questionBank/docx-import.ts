import { Code, MSG_IMPORT_NOT_DOCX, QUESTION_IMPORT_MAX_BYTES } from '@aita/core';
import { badFormula } from '@aita/core/richtext';
import { DOMParser } from '@xmldom/xmldom';
import { unzipSync } from 'fflate';
import { DomainError } from '../../platform/errors';
import { latexText, OMML_NS, ommlToLatex } from './omml';

const W_NS = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const R_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
/** Most pictures kept from one file, and the largest one read (the image upload's own limit). */
const MAX_PICTURES = 50;
const PICTURE_MAX_BYTES = 10 * 1024 * 1024;
/** The placeholder of a picture in a paragraph until it is stored (`docxPictureLink`). */
const PICTURE_LINK = (rId: string) => `![图片](docx-picture:${rId})`;
/** Largest `word/document.xml` read once inflated (a zip bomb stops here, not in memory). */
const DOCUMENT_XML_MAX_BYTES = 40 * 1024 * 1024;
/** Most paragraphs read from one file. */
const MAX_PARAGRAPHS = 20_000;

interface El {
  nodeType: number;
  localName: string | null;
  namespaceURI: string | null;
  childNodes: ArrayLike<El>;
  textContent: string | null;
  getAttributeNS(namespace: string, name: string): string | null;
  getAttribute(name: string): string | null;
}

/** A picture of a `.docx` (`word/media/…`), by its relationship id. */
export interface DocxPicture {
  name: string;
  bytes: Uint8Array;
}

/**
 * A `.docx` read as paragraphs of bank rich text, with what could not be kept. A picture stands in
 * a paragraph as `![图片](docx-picture:<rId>)` until {@link linkDocxPictures} gives it its link.
 */
export interface DocxText {
  paragraphs: string[];
  warnings: string[];
  pictures: Map<string, DocxPicture>;
}

const notDocx = () => new DomainError(Code.INVALID_PARAM, MSG_IMPORT_NOT_DOCX);

function kids(node: El): El[] {
  const out: El[] = [];
  for (let i = 0; i < node.childNodes.length; i++) {
    const c = node.childNodes[i];
    if (c && c.nodeType === 1) out.push(c);
  }
  return out;
}

const isW = (e: El, name: string) => e.namespaceURI === W_NS && e.localName === name;
const isM = (e: El, name: string) => e.namespaceURI === OMML_NS && e.localName === name;

/** `$…$` around a formula, unless it does not typeset: then its text, reported. */
function formula(e: El, display: boolean, warnings: Set<string>): string {
  const unknown = new Set<string>();
  const latex = ommlToLatex(e, unknown).trim();
  if (latex === '') return '';
  const wrapped = display ? `$$${latex}$$` : `$${latex}$`;
  if (unknown.size > 0 || badFormula(wrapped) !== null) {
    warnings.add(
      `公式“${(e.textContent ?? '').slice(0, 40)}”未能转换为 LaTeX，已保留为文字，请核对`,
    );
    return latexText(e.textContent ?? '');
  }
  return wrapped;
}

/** The text of a run: `w:t`, tabs and breaks; an underlined run of spaces is a blank (`____`). */
function runText(r: El): string {
  const props = kids(r).find((c) => isW(c, 'rPr'));
  const underlined = props ? kids(props).some((c) => isW(c, 'u')) : false;
  let text = '';
  for (const c of kids(r)) {
    if (isW(c, 't')) text += c.textContent ?? '';
    else if (isW(c, 'tab')) text += ' ';
    else if (isW(c, 'br') || isW(c, 'cr')) text += '\n';
  }
  if (underlined && text.length > 0 && text.trim() === '') return '____';
  return text;
}

/** The relationship id of a drawing's picture (`a:blip r:embed`), or null. */
function blipOf(e: El): string | null {
  for (const c of kids(e)) {
    if (c.localName === 'blip') return c.getAttributeNS(R_NS, 'embed');
    const found = blipOf(c);
    if (found !== null) return found;
  }
  return null;
}

/**
 * Walks a paragraph in order: runs, formulas, hyperlinks and inserted text. A drawing's picture
 * becomes its placeholder (`ids` collects it); other objects (VML, OLE: an old equation) are counted.
 */
function paragraphText(
  p: El,
  warnings: Set<string>,
  pictures: { n: number; ids: string[] },
): string {
  let out = '';
  const walk = (e: El) => {
    for (const c of kids(e)) {
      if (isW(c, 'r')) {
        for (const k of kids(c)) {
          const rId = isW(k, 'drawing') ? blipOf(k) : null;
          if (rId) {
            pictures.ids.push(rId);
            out += `\n${PICTURE_LINK(rId)}\n`;
          } else if (isW(k, 'drawing') || isW(k, 'pict') || isW(k, 'object')) pictures.n++;
        }
        out += runText(c);
      } else if (isM(c, 'oMathPara')) {
        for (const m of kids(c).filter((k) => isM(k, 'oMath'))) out += formula(m, true, warnings);
      } else if (isM(c, 'oMath')) out += formula(c, false, warnings);
      else if (isW(c, 'pPr') || isW(c, 'del') || isW(c, 'moveFrom')) continue;
      else walk(c);
    }
  };
  walk(p);
  return out;
}

/**
 * The paragraphs of a `.docx` (docs/questionBank.md "Import"): body paragraphs and table cells
 * in reading order, Word equations as `$…$` (`$$…$$` for a display equation), underlined blanks
 * as `____`. Refused with 40001 when it is not a Word document (magic bytes, the zip's
 * `word/document.xml`), when it is over the size limit inflated, or when its XML declares a DTD
 * (no entity tricks). Pictures of drawings are returned with their placeholders; other
 * objects are counted in a warning.
 */
export function readDocxParagraphs(bytes: Uint8Array): DocxText {
  if (bytes.length > QUESTION_IMPORT_MAX_BYTES) throw notDocx();
  if (!(bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04))
    throw notDocx();
  let xmlBytes: Uint8Array | undefined;
  let zip: Record<string, Uint8Array> = {};
  try {
    let media = 0;
    zip = unzipSync(bytes, {
      filter: (f) =>
        (f.name === 'word/document.xml' && f.originalSize <= DOCUMENT_XML_MAX_BYTES) ||
        (f.name === 'word/_rels/document.xml.rels' && f.originalSize <= 1024 * 1024) ||
        (/^word\/media\/[\w.-]{1,80}$/.test(f.name) &&
          f.originalSize <= PICTURE_MAX_BYTES &&
          ++media <= MAX_PICTURES),
    });
    xmlBytes = zip['word/document.xml'];
  } catch {
    throw notDocx();
  }
  if (!xmlBytes || xmlBytes.length > DOCUMENT_XML_MAX_BYTES) throw notDocx();
  const xml = new TextDecoder('utf-8', { fatal: false }).decode(xmlBytes);
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) throw notDocx();
  let doc: { documentElement: El | null };
  try {
    doc = new DOMParser({
      onError: (level: string) => {
        if (level !== 'warning') throw new Error('xml');
      },
    }).parseFromString(xml, 'text/xml') as unknown as { documentElement: El | null };
  } catch {
    throw notDocx();
  }
  const root = doc.documentElement;
  const body = root && kids(root).find((c) => isW(c, 'body'));
  if (!body) throw notDocx();
  const warnings = new Set<string>();
  const pictures = { n: 0, ids: [] as string[] };
  const paragraphs: string[] = [];
  const blocks = (e: El) => {
    for (const c of kids(e)) {
      if (paragraphs.length >= MAX_PARAGRAPHS) return;
      if (isW(c, 'p')) paragraphs.push(...paragraphText(c, warnings, pictures).split('\n'));
      else if (
        isW(c, 'tbl') ||
        isW(c, 'tr') ||
        isW(c, 'tc') ||
        isW(c, 'sdt') ||
        isW(c, 'sdtContent')
      )
        blocks(c);
    }
  };
  blocks(body);
  const list = [...warnings];
  if (pictures.n > 0)
    list.push(`文档中的 ${pictures.n} 张图片或对象未能读出，未导入，请在编辑试题时重新添加`);
  return { paragraphs, warnings: list, pictures: picturesOf(zip, pictures.ids) };
}

/** The media behind the drawings' relationship ids (`word/_rels/document.xml.rels`). */
function picturesOf(zip: Record<string, Uint8Array>, ids: string[]): Map<string, DocxPicture> {
  const out = new Map<string, DocxPicture>();
  const rels = zip['word/_rels/document.xml.rels'];
  if (!rels || ids.length === 0) return out;
  const xml = new TextDecoder('utf-8', { fatal: false }).decode(rels);
  for (const m of xml.matchAll(/<Relationship\b[^>]*>/g)) {
    const id = /\bId="([^"]+)"/.exec(m[0])?.[1];
    const target = /\bTarget="(?:\/word\/)?(media\/[\w.-]{1,80})"/.exec(m[0])?.[1];
    const bytes = target ? zip[`word/${target}`] : undefined;
    if (id && target && bytes && ids.includes(id))
      out.set(id, { name: target.slice('media/'.length), bytes });
  }
  return out;
}

/**
 * The paragraphs with each picture's placeholder replaced by its stored link's markup
 * (`links.get(rId)`); a picture without one is dropped and counted in a warning.
 */
export function linkDocxPictures(
  text: DocxText,
  links: Map<string, string>,
): { paragraphs: string[]; warnings: string[] } {
  let lost = 0;
  const paragraphs = text.paragraphs.map((p) =>
    p.replace(/!\[图片\]\(docx-picture:([^)]+)\)/g, (_m, rId: string) => {
      const link = links.get(rId);
      if (link === undefined) lost++;
      return link === undefined ? '' : `![图片](${link})`;
    }),
  );
  const warnings = [...text.warnings];
  if (lost > 0)
    warnings.push(
      `文档中的 ${lost} 张图片不是 PNG、JPG、GIF 或 WebP 格式（或过大），未导入，请在编辑试题时重新添加`,
    );
  return { paragraphs, warnings };
}

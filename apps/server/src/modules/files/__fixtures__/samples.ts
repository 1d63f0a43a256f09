import { Readable } from 'node:stream';
import { crc32, deflateRawSync } from 'node:zlib';
import { Document, Packer, Paragraph } from 'docx';
import ExcelJS from 'exceljs';
import { PDFDocument, StandardFonts } from 'pdf-lib';

/** One entry of a hand-built ZIP; `declaredSize` lets a test lie about the uncompressed size. */
export interface ZipInput {
  name: string;
  data: Buffer;
  store?: boolean;
  declaredSize?: number;
}

/** A ZIP archive written by hand (local headers, central directory, end record). */
export function makeZip(entries: ZipInput[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name, 'utf8');
    const body = e.store ? e.data : deflateRawSync(e.data);
    const size = e.declaredSize ?? e.data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x800, 6);
    local.writeUInt16LE(e.store ? 0 : 8, 8);
    local.writeUInt32LE(crc32(e.data), 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x800, 8);
    central.writeUInt16LE(e.store ? 0 : 8, 10);
    central.writeUInt32LE(crc32(e.data), 16);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, body);
    centrals.push(central, name);
    offset += 30 + name.length + body.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const xml = (text: string) =>
  Buffer.from(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>${text}`);
const P = 'http://schemas.openxmlformats.org';

/** A real Word file written by `docx`. */
export async function makeDocx(lines: string[]): Promise<Buffer> {
  const doc = new Document({ sections: [{ children: lines.map((line) => new Paragraph(line)) }] });
  return Packer.toBuffer(doc);
}

/** A real PDF with one line per page (Latin text: pdf-lib's standard fonts have no CJK). */
export async function makePdf(
  pages: string[],
  extra?: (doc: PDFDocument) => void,
): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const text of pages) doc.addPage().drawText(text, { x: 50, y: 700, size: 18, font });
  extra?.(doc);
  return Buffer.from(await doc.save());
}

/** A real workbook written by exceljs. */
export async function makeXlsx(rows: (string | number)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('名单');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const slideXml = (paragraphs: string[]) =>
  xml(
    `<p:sld xmlns:a="${P}/drawingml/2006/main" xmlns:p="${P}/presentationml/2006/main"><p:cSld><p:spTree><p:sp><p:txBody>${paragraphs
      .map((t) => `<a:p><a:r><a:t>${t}</a:t></a:r></a:p>`)
      .join('')}</p:txBody></p:sp></p:spTree></p:cSld></p:sld>`,
  );
const rels = (items: [string, string, string][]) =>
  xml(
    `<Relationships xmlns="${P}/package/2006/relationships">${items
      .map(
        ([id, type, target]) =>
          `<Relationship Id="${id}" Type="${P}/officeDocument/2006/relationships/${type}" Target="${target}"/>`,
      )
      .join('')}</Relationships>`,
  );

/**
 * A minimal PPTX: slides listed in presentation order by `p:sldIdLst` (slide2.xml is shown
 * first on purpose), the first with speaker notes.
 */
export function makePptx(slides: { text: string[]; notes?: string }[]): Buffer {
  const files = slides.map((_s, i) => `slide${slides.length - i}.xml`);
  const entries: ZipInput[] = [
    {
      name: '[Content_Types].xml',
      data: xml(
        `<Types xmlns="${P}/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/ppt/presentation.xml" ContentType="application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml"/></Types>`,
      ),
    },
    {
      name: 'ppt/presentation.xml',
      data: xml(
        `<p:presentation xmlns:p="${P}/presentationml/2006/main" xmlns:r="${P}/officeDocument/2006/relationships"><p:sldIdLst>${slides
          .map((_s, i) => `<p:sldId id="${256 + i}" r:id="rId${i + 1}"/>`)
          .join('')}</p:sldIdLst></p:presentation>`,
      ),
    },
    {
      name: 'ppt/_rels/presentation.xml.rels',
      data: rels(files.map((f, i) => [`rId${i + 1}`, 'slide', `slides/${f}`])),
    },
  ];
  slides.forEach((slide, i) => {
    const file = files[i] as string;
    entries.push({ name: `ppt/slides/${file}`, data: slideXml(slide.text) });
    if (slide.notes) {
      entries.push({
        name: `ppt/notesSlides/notes${i}.xml`,
        data: slideXml([slide.notes, String(i + 1)]),
      });
      entries.push({
        name: `ppt/slides/_rels/${file}.rels`,
        data: rels([['rId9', 'notesSlide', `../notesSlides/notes${i}.xml`]]),
      });
    }
  });
  return makeZip(entries);
}

/** `text` in GBK (GB2312 subset) bytes, from a small table: Node has no GBK encoder. */
export const GBK_HELLO_TEACHER = Buffer.from([
  0xc4, 0xe3, 0xba, 0xc3, 0xa3, 0xac, 0xc0, 0xcf, 0xca, 0xa6,
]); // 你好，老师

/** A multipart body: the `kind` field, then the given file parts. */
export function multipart(
  kind: string | undefined,
  parts: { name: string; data: Buffer }[],
  boundary = 'aitaBoundary7MA4YWxk',
): { payload: Buffer; headers: Record<string, string> } {
  const chunks: Buffer[] = [];
  if (kind !== undefined) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\n${kind}\r\n`,
      ),
    );
  }
  for (const part of parts) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${part.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      part.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A multipart upload of `totalBytes` zeros as a stream: never more than 1 MiB in memory. */
export function streamedMultipart(
  kind: string,
  name: string,
  totalBytes: number,
  boundary = 'aitaStreamBoundary',
) {
  const chunk = Buffer.alloc(1024 * 1024);
  async function* body() {
    yield Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\n${kind}\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    );
    let sent = 0;
    while (sent < totalBytes) {
      const n = Math.min(chunk.length, totalBytes - sent);
      sent += n;
      yield n === chunk.length ? chunk : chunk.subarray(0, n);
    }
    yield Buffer.from(`\r\n--${boundary}--\r\n`);
  }
  return {
    stream: Readable.from(body()),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

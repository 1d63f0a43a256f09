import type { PDFDocument, PDFFont, PDFName, PDFPage, PDFRef, PDFString } from 'pdf-lib';

/** A4 portrait in points. */
export const PAGE_WIDTH = 595.28;
export const PAGE_HEIGHT = 841.89;
export const MARGIN = 48;

/** The non-embedded CJK font (docs/teaching-aids.md "Fonts"): viewers bring their own. */
const CJK_FONT = 'STSong-Light';
const CJK_ENCODING = 'UniGB-UCS2-H';
/** Characters drawn with Helvetica (WinAnsi has ×, ÷ and ·); everything else with the CJK font. */
const LATIN = /^[\x20-\x7e×÷·]$/;
/** Shown for characters UCS-2 cannot carry (outside the BMP). */
const REPLACEMENT = 0x25a1;

export interface TextOptions {
  size: number;
  /** 0 black … 1 white. */
  gray?: number;
  align?: 'left' | 'center' | 'right';
  bold?: boolean;
}

export interface LineOptions {
  width?: number;
  gray?: number;
  dash?: number[];
}

/** One page with a pen for mixed Chinese/latin text and simple shapes. */
export interface AidPage {
  readonly page: PDFPage;
  /** Draws `text` with its baseline at y; returns its width. */
  text(text: string, x: number, y: number, options: TextOptions): number;
  textWidth(text: string, size: number, bold?: boolean): number;
  line(x1: number, y1: number, x2: number, y2: number, options?: LineOptions): void;
  rect(
    x: number,
    y: number,
    width: number,
    height: number,
    options?: LineOptions & { fill?: number },
  ): void;
  circle(x: number, y: number, radius: number, options?: LineOptions & { fill?: number }): void;
  /** A closed polygon through the points. */
  polygon(points: readonly [number, number][], options?: LineOptions & { fill?: number }): void;
}

export interface AidPdf {
  readonly doc: PDFDocument;
  addPage(): AidPage;
  save(): Promise<Uint8Array>;
}

/** Splits text into runs drawn with one font each. */
function runs(text: string): { latin: boolean; text: string }[] {
  const out: { latin: boolean; text: string }[] = [];
  for (const char of text) {
    const latin = LATIN.test(char);
    const last = out[out.length - 1];
    if (last && last.latin === latin) last.text += char;
    else out.push({ latin, text: char });
  }
  return out;
}

/** UCS-2 hex of a CJK run (the codes of UniGB-UCS2-H are the UTF-16 code units). */
function ucs2Hex(text: string): string {
  let hex = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? REPLACEMENT;
    hex += (code > 0xffff || (code >= 0xd800 && code <= 0xdfff) ? REPLACEMENT : code)
      .toString(16)
      .padStart(4, '0');
  }
  return hex;
}

/** A ToUnicode CMap for UCS-2 codes (identity), so every extractor gets the text back. */
function toUnicodeCMap(): string {
  const ranges: string[] = [];
  for (let hi = 0; hi < 256; hi++) {
    if (hi >= 0xd8 && hi <= 0xdf) continue;
    const h = hi.toString(16).padStart(2, '0');
    ranges.push(`<${h}00> <${h}ff> <${h}00>`);
  }
  const blocks: string[] = [];
  for (let i = 0; i < ranges.length; i += 100) {
    const block = ranges.slice(i, i + 100);
    blocks.push(`${block.length} beginbfrange\n${block.join('\n')}\nendbfrange`);
  }
  return [
    '/CIDInit /ProcSet findresource begin',
    '12 dict begin',
    'begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
    '/CMapName /Adobe-Identity-UCS def',
    '/CMapType 2 def',
    '1 begincodespacerange',
    '<0000> <ffff>',
    'endcodespacerange',
    ...blocks,
    'endcmap',
    'CMapName currentdict /CMap defineresource pop',
    'end',
    'end',
  ].join('\n');
}

/** Registers the Type0 STSong-Light font (not embedded) and returns its reference. */
function registerCjkFont(doc: PDFDocument, pdfString: typeof PDFString): PDFRef {
  const { context } = doc;
  const descriptor = context.register(
    context.obj({
      Type: 'FontDescriptor',
      FontName: CJK_FONT,
      Flags: 6,
      FontBBox: [-25, -254, 1000, 880],
      ItalicAngle: 0,
      Ascent: 880,
      Descent: -120,
      CapHeight: 880,
      StemV: 93,
    }),
  );
  const cidFont = context.register(
    context.obj({
      Type: 'Font',
      Subtype: 'CIDFontType0',
      BaseFont: CJK_FONT,
      CIDSystemInfo: {
        Registry: pdfString.of('Adobe'),
        Ordering: pdfString.of('GB1'),
        Supplement: 4,
      },
      FontDescriptor: descriptor,
      DW: 1000,
    }),
  );
  const toUnicode = context.register(context.flateStream(toUnicodeCMap()));
  return context.register(
    context.obj({
      Type: 'Font',
      Subtype: 'Type0',
      BaseFont: `${CJK_FONT}-${CJK_ENCODING}`,
      Encoding: CJK_ENCODING,
      DescendantFonts: [cidFont],
      ToUnicode: toUnicode,
    }),
  );
}

/**
 * A new deterministic PDF: no dates, fixed producer (same bytes for the same drawing), one
 * non-embedded CJK font and Helvetica for digits and latin. pdf-lib is imported by the first PDF.
 */
export async function createAidPdf(title: string): Promise<AidPdf> {
  const {
    beginText,
    endText,
    grayscale,
    moveText,
    PDFDocument,
    PDFHexString,
    PDFString,
    popGraphicsState,
    pushGraphicsState,
    setFillingGrayscaleColor,
    setFontAndSize,
    showText,
    StandardFonts,
  } = await import('pdf-lib');
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(title);
  doc.setProducer('AITA');
  doc.setCreator('AITA 教辅资料');
  const latin = await doc.embedFont(StandardFonts.Helvetica);
  const latinBold = await doc.embedFont(StandardFonts.HelveticaBold);
  const cjkRef = registerCjkFont(doc, PDFString);

  const addPage = (): AidPage => {
    const page = doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    const cjkName: PDFName = page.node.newFontDictionary('CJK', cjkRef);
    const fontOf = (bold?: boolean): PDFFont => (bold ? latinBold : latin);
    const textWidth = (text: string, size: number, bold?: boolean): number =>
      runs(text).reduce(
        (sum, run) =>
          sum +
          (run.latin
            ? fontOf(bold).widthOfTextAtSize(run.text, size)
            : [...run.text].length * size),
        0,
      );
    const stroke = (options: LineOptions = {}) => ({
      borderColor: grayscale(options.gray ?? 0),
      borderWidth: options.width ?? 0.8,
      ...(options.dash ? { borderDashArray: options.dash } : {}),
    });
    return {
      page,
      textWidth,
      text(text, x, y, options) {
        const width = textWidth(text, options.size, options.bold);
        let cursor =
          options.align === 'center' ? x - width / 2 : options.align === 'right' ? x - width : x;
        const gray = options.gray ?? 0;
        for (const run of runs(text)) {
          if (run.latin) {
            page.drawText(run.text, {
              x: cursor,
              y,
              size: options.size,
              font: fontOf(options.bold),
              color: grayscale(gray),
            });
            cursor += fontOf(options.bold).widthOfTextAtSize(run.text, options.size);
          } else {
            page.pushOperators(
              pushGraphicsState(),
              setFillingGrayscaleColor(gray),
              beginText(),
              setFontAndSize(cjkName, options.size),
              moveText(cursor, y),
              showText(PDFHexString.of(ucs2Hex(run.text))),
              endText(),
              popGraphicsState(),
            );
            cursor += [...run.text].length * options.size;
          }
        }
        return width;
      },
      line(x1, y1, x2, y2, options = {}) {
        page.drawLine({
          start: { x: x1, y: y1 },
          end: { x: x2, y: y2 },
          thickness: options.width ?? 0.8,
          color: grayscale(options.gray ?? 0),
          ...(options.dash ? { dashArray: options.dash } : {}),
        });
      },
      rect(x, y, width, height, options = {}) {
        page.drawRectangle({
          x,
          y,
          width,
          height,
          ...stroke(options),
          ...(options.fill === undefined ? {} : { color: grayscale(options.fill) }),
        });
      },
      circle(x, y, radius, options = {}) {
        page.drawCircle({
          x,
          y,
          size: radius,
          ...stroke(options),
          ...(options.fill === undefined ? {} : { color: grayscale(options.fill) }),
        });
      },
      polygon(points, options = {}) {
        const [first, ...rest] = points;
        if (!first) return;
        // drawSvgPath flips y (SVG space, origin top-left) relative to the given origin.
        const path = `M ${first[0]} ${-first[1]} ${rest.map(([x, y]) => `L ${x} ${-y}`).join(' ')} Z`;
        page.drawSvgPath(path, {
          x: 0,
          y: 0,
          ...stroke(options),
          ...(options.fill === undefined ? {} : { color: grayscale(options.fill) }),
        });
      },
    };
  };

  return {
    doc,
    addPage,
    save: () => doc.save({ useObjectStreams: true }),
  };
}

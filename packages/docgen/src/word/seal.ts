import {
  AlignmentType,
  HorizontalPositionRelativeFrom,
  Paragraph,
  TextRun,
  VerticalPositionRelativeFrom,
} from 'docx';
import { ShapeRun } from 'docx/shapes';
import { runFonts } from './blocks';
import { FONT_SIZES, SEAL_STRIP_TWIPS, mmToTwips } from './layout';
import type { WordSealLine } from './model';

/** Labels of the 密封线 fields when the paper names none. */
export const DEFAULT_SEAL_FIELDS = ['学校', '班级', '姓名', '考号'];

/** Text along the dashed line when the paper gives none. */
export const DEFAULT_SEAL_NOTE = '密封线内不要答题';

const EMU_PER_TWIP = 635;
const PX_PER_TWIP = 1 / 15;

/**
 * The 密封线 of an exam paper as floating shapes anchored in the page header, so it repeats on every page: the
 * fields (学校____ 班级____ …) written bottom-to-top in a strip along the left edge, and a dashed line beside them
 * with the warning spaced out along it. Shapes (DrawingML `wps`) are used rather than a VML text box because their
 * text direction (`vert270`) is honoured by Word, WPS and LibreOffice alike.
 */
export function sealParagraph(seal: WordSealLine, pageHeightTwips: number): Paragraph {
  const fields = seal.fields?.length ? seal.fields : DEFAULT_SEAL_FIELDS;
  const note = seal.note ?? DEFAULT_SEAL_NOTE;
  const top = mmToTwips(25);
  const height = pageHeightTwips - 2 * top;
  const fieldsWidth = mmToTwips(10);
  const fieldsLeft = mmToTwips(6);
  const lineLeft = SEAL_STRIP_TWIPS - mmToTwips(4);
  const noteWidth = mmToTwips(6);
  const text = (t: string) =>
    new TextRun({ text: t, size: FONT_SIZES.body, font: runFonts(false) });
  const floating = (leftTwips: number) => ({
    horizontalPosition: {
      relative: HorizontalPositionRelativeFrom.PAGE,
      offset: leftTwips * EMU_PER_TWIP,
    },
    verticalPosition: { relative: VerticalPositionRelativeFrom.PAGE, offset: top * EMU_PER_TWIP },
    allowOverlap: true,
    behindDocument: false,
  });
  const fieldLine = fields.map((f) => `${f}：______________`).join('    ');
  return new Paragraph({
    children: [
      new ShapeRun({
        type: 'rectangle',
        transformation: { width: fieldsWidth * PX_PER_TWIP, height: height * PX_PER_TWIP },
        line: 'none',
        children: [new Paragraph({ alignment: AlignmentType.CENTER, children: [text(fieldLine)] })],
        textOptions: { direction: 'bottomToTop', verticalAlignment: 'center', wrap: false },
        floating: floating(fieldsLeft),
      }),
      // A rectangle with no width draws as one vertical line in Word, WPS and LibreOffice; a `line` shape's
      // direction is read differently by each.
      new ShapeRun({
        type: 'rectangle',
        transformation: { width: 0, height: height * PX_PER_TWIP },
        line: { color: '000000', width: 0.75, dash: 'dash' },
        floating: floating(lineLeft),
      }),
      new ShapeRun({
        type: 'rectangle',
        transformation: { width: noteWidth * PX_PER_TWIP, height: height * PX_PER_TWIP },
        line: 'none',
        children: [
          new Paragraph({ alignment: AlignmentType.CENTER, children: [text(spaced(note))] }),
        ],
        textOptions: {
          direction: 'bottomToTop',
          verticalAlignment: 'center',
          wrap: false,
          margins: { top: 0, bottom: 0, left: 0, right: 0 },
        },
        floating: floating(lineLeft - noteWidth / 2),
      }),
    ],
  });
}

/** Spreads the warning along the line: 密 封 线 内 … with wide gaps, as printed papers do. */
function spaced(note: string): string {
  return [...note].join('          ');
}

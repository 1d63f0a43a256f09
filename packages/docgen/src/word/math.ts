import { Math as DocxMath, TextRun, type IRunOptions } from 'docx';
import { latexToMath } from 'docx/math';
import { chemistryToTex } from './chemistry';
import type { DocWarning } from './model';

/**
 * Turns one formula into a native Word equation (`<m:oMath>`), never a picture, so teachers can edit it in Word and
 * WPS. `\ce{…}` chemistry is rewritten to plain TeX first. A formula that cannot be converted stays as its LaTeX
 * text, between its dollar signs, and is reported in `warnings`.
 */
export function formulaToRun(
  latex: string,
  display: boolean,
  textRun: (text: string) => IRunOptions,
  warnings: DocWarning[],
): DocxMath | TextRun {
  const fallback = () => new TextRun(textRun(display ? `$$${latex}$$` : `$${latex}$`));
  let tex = latex;
  if (latex.includes('\\ce{')) {
    const chem = chemistryToTex(latex);
    if ('error' in chem) {
      warnings.push({ kind: 'chemistry', source: latex, message: `${chem.error}，已保留原文` });
      return fallback();
    }
    tex = chem.tex;
  }
  try {
    return new DocxMath({ children: latexToMath(tex) });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    warnings.push({
      kind: 'math',
      source: latex,
      message: `公式无法转换为 Word 公式，已保留 LaTeX 原文（${reason}）`,
    });
    return fallback();
  }
}

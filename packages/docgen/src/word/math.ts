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
): (DocxMath | TextRun)[] {
  const fallback = () => [new TextRun(textRun(display ? `$$${latex}$$` : `$${latex}$`))];
  // A blank after an equals sign (`$x=$____`): the sign goes after the equation as text, since an
  // equation that ends in `=` has no right operand and LibreOffice draws a red ¿ there.
  const trailing = !display && /[^\\]=\s*$/.test(latex);
  let tex = trailing ? latex.replace(/=\s*$/, '') : latex;
  if (latex.includes('\\ce{')) {
    const chem = chemistryToTex(latex);
    if ('error' in chem) {
      warnings.push({ kind: 'chemistry', source: latex, message: `${chem.error}，已保留原文` });
      return fallback();
    }
    tex = chem.tex;
  }
  try {
    const children = latexToMath(scriptedBrackets(tex));
    // Nothing to typeset (a lone line break `\\`): an empty <m:oMath/> would vanish from the page.
    if (children.length === 0) throw new Error('公式为空');
    const math = new DocxMath({ children });
    return trailing ? [math, new TextRun(textRun('='))] : [math];
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

/**
 * `(…)^n` as `\\left(…\\right)^n`: `latexToMath` would put the script on the closing bracket alone
 * (`(−2` then `)³`), which Word draws but LibreOffice reads as an unbalanced bracket (a red ¿).
 * As a delimiter the whole bracket carries the script, as it means.
 */
export function scriptedBrackets(tex: string): string {
  const pairs: Record<string, string> = { ')': '(', ']': '[' };
  let out = tex;
  for (let i = out.length - 2; i >= 0; i -= 1) {
    const close = out[i] ?? '';
    const opener = pairs[close];
    if (!opener || !/[\^_]/.test(out[i + 1] ?? '') || out.slice(i - 6, i) === '\\right') continue;
    let depth = 0;
    let j = i;
    for (; j >= 0; j -= 1) {
      if (out[j] === close) depth += 1;
      else if (out[j] === opener && (depth -= 1) === 0) break;
    }
    if (j < 0 || out.slice(j - 5, j) === '\\left') continue;
    out = `${out.slice(0, j)}\\left${opener}${out.slice(j + 1, i)}\\right${close}${out.slice(i + 1)}`;
  }
  return out;
}

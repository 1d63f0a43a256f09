/**
 * Turns the simple `\ce{…}` of mhchem (formulas, charges, states, arrows, hydrates) into plain TeX that docx's
 * `latexToMath` understands: `\ce{2H2 + O2 -> 2H2O}` → `2\mathrm{H}_{2}+\mathrm{O}_{2}\rightarrow 2\mathrm{H}_{2}\mathrm{O}`.
 * Anything richer (bonds, `\pu`, nested math, isotopes with `^{}_{}`) is refused, so the caller keeps the text and warns.
 */
export function chemistryToTex(latex: string): { tex: string } | { error: string } {
  let out = '';
  let i = 0;
  while (i < latex.length) {
    const at = latex.indexOf('\\ce{', i);
    if (at < 0) {
      out += latex.slice(i);
      break;
    }
    out += latex.slice(i, at);
    const end = closingBrace(latex, at + 3);
    if (end < 0) return { error: '化学式 \\ce{ 缺少右花括号' };
    const converted = convertCe(latex.slice(at + 4, end));
    if (converted === null)
      return { error: `化学式 \\ce{${latex.slice(at + 4, end)}} 过于复杂，无法转换` };
    out += converted;
    i = end + 1;
  }
  return { tex: out };
}

function closingBrace(s: string, open: number): number {
  let depth = 0;
  for (let j = open; j < s.length; j += 1) {
    if (s[j] === '{') depth += 1;
    else if (s[j] === '}') {
      depth -= 1;
      if (depth === 0) return j;
    }
  }
  return -1;
}

const ARROWS: [RegExp, string][] = [
  [/<=>/g, ' \\rightleftharpoons '],
  [/<->/g, ' \\leftrightarrow '],
  [/<-/g, ' \\leftarrow '],
];

/** Characters a simple equation is made of; anything else (`$`, `\`, `@`, `&`) means mhchem features we do not cover. */
const SIMPLE = /^[A-Za-z0-9\s()[\]+\-=<>^.*·,Δ{}\u4e00-\u9fff]*$/;

function convertCe(raw: string): string | null {
  const body = raw.replace(/\\Delta\b/g, 'Δ');
  if (!SIMPLE.test(body)) return null;
  // Arrows with a condition above, such as ->[点燃] or ->[\Delta] (加热).
  let s = body.replace(
    /->\[([^\]]*)\]/g,
    (_m, above: string) => ` \\xrightarrow{\\text{${above}}} `,
  );
  s = s.replace(/->/g, ' \\rightarrow ');
  for (const [pattern, tex] of ARROWS) s = s.replace(pattern, tex);
  if (/[<>]/.test(s)) return null;
  // Gas and precipitate marks are a lone ^ or v between spaces.
  s = s.replace(/(^|\s)\^(?=\s|$)/g, '$1\\uparrow ').replace(/(^|\s)v(?=\s|$)/g, '$1\\downarrow ');
  // Hydrate dots.
  s = s.replace(/\s*[*·]\s*/g, ' \\cdot ');
  const tokens = s.split(/(\\[a-zA-Z]+(?:\{\\text\{[^}]*\}\})?|\s+)/).filter((t) => t !== '');
  return tokens
    .map((t) => (t.startsWith('\\') || /^\s+$/.test(t) ? t : convertSpecies(t)))
    .join('')
    .trim();
}

/** One species or operator: `2H2O`, `SO4^2-`, `Fe^{3+}`, `Na+`, `(aq)`, `+`, `=`. */
function convertSpecies(token: string): string {
  if (token === '+' || token === '=' || token === '-') return token;
  const ion = /^(.*?)(?:\^\{?([0-9]*[+-])\}?|([A-Za-z)\]])([+-]))$/.exec(token);
  let core = token;
  let sup = '';
  if (ion) {
    if (ion[2] !== undefined) {
      core = ion[1] ?? '';
      sup = ion[2];
    } else {
      core = (ion[1] ?? '') + (ion[3] ?? '');
      sup = ion[4] ?? '';
    }
  }
  const lead = /^(\d+)(.*)$/.exec(core);
  const coefficient = lead ? (lead[1] ?? '') : '';
  const rest = lead ? (lead[2] ?? '') : core;
  const formula = rest
    .replace(/([A-Z][a-z]?|[a-z]+)/g, (m) => `\\mathrm{${m}}`)
    .replace(/([)\]}])(\d+)/g, '$1_{$2}');
  const withSubscripts = formula.replace(/\}(\d+)/g, '}_{$1}');
  // The sign goes in \text: LibreOffice reads a bare trailing `+` in a superscript as an operator missing its operand.
  const charge = sup ? `^{${sup.slice(0, -1)}\\text{${sup.endsWith('+') ? '+' : '−'}}}` : '';
  return coefficient + withSubscripts + charge;
}

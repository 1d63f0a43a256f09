/**
 * Word equations (OMML, `m:oMath`) as LaTeX for the bank's `$…$` (docs/questionBank.md "Import").
 *
 * Why not a converter package: the maintained path is omml2mathml + mathml-to-latex, and
 * omml2mathml pulls jsdom 9 and the deprecated `request` into the server (checked 2026-11). This
 * walks the OMML structures Word writes for school maths (fractions, scripts, radicals,
 * delimiters, n-ary operators, functions, bars, accents, equation arrays, matrices); any other
 * element keeps its text and is reported, so the caller can warn and the teacher can fix it.
 */

/** The DOM subset used (xmldom's elements). */
interface XmlElement {
  nodeType: number;
  localName: string | null;
  namespaceURI: string | null;
  childNodes: ArrayLike<XmlNode>;
  getAttributeNS(namespace: string, name: string): string | null;
  getAttribute(name: string): string | null;
  textContent: string | null;
}
type XmlNode = XmlElement;

export const OMML_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/math';

/** Characters that LaTeX writes as commands (what a Chinese maths paper uses). */
const SYMBOLS: Record<string, string> = {
  '×': '\\times ',
  '÷': '\\div ',
  '±': '\\pm ',
  '∓': '\\mp ',
  '·': '\\cdot ',
  '⋅': '\\cdot ',
  '≤': '\\le ',
  '≥': '\\ge ',
  '≠': '\\ne ',
  '≈': '\\approx ',
  '≌': '\\cong ',
  '≅': '\\cong ',
  '∽': '\\sim ',
  '∼': '\\sim ',
  '∠': '\\angle ',
  '△': '\\triangle ',
  '⊥': '\\perp ',
  '∥': '\\parallel ',
  '∞': '\\infty ',
  '°': '^{\\circ}',
  π: '\\pi ',
  α: '\\alpha ',
  β: '\\beta ',
  γ: '\\gamma ',
  θ: '\\theta ',
  λ: '\\lambda ',
  μ: '\\mu ',
  ρ: '\\rho ',
  ω: '\\omega ',
  Δ: '\\Delta ',
  '∈': '\\in ',
  '∉': '\\notin ',
  '⊆': '\\subseteq ',
  '⊂': '\\subset ',
  '∪': '\\cup ',
  '∩': '\\cap ',
  '∅': '\\varnothing ',
  '→': '\\to ',
  '⇒': '\\Rightarrow ',
  '⇔': '\\Leftrightarrow ',
  '∴': '\\therefore ',
  '∵': '\\because ',
  '−': '-',
  '％': '\\%',
  '%': '\\%',
  '{': '\\{',
  '}': '\\}',
  '#': '\\#',
  '&': '\\&',
  $: '\\$',
  _: '\\_',
  '^': '\\hat{}',
  '\\': '\\backslash ',
  '~': '\\sim ',
};

const FUNCTIONS = new Set([
  'sin',
  'cos',
  'tan',
  'cot',
  'sec',
  'csc',
  'log',
  'ln',
  'lg',
  'exp',
  'lim',
  'max',
  'min',
]);
const NARY: Record<string, string> = {
  '∑': '\\sum',
  '∏': '\\prod',
  '∫': '\\int',
  '∬': '\\iint',
  '∮': '\\oint',
  '⋃': '\\bigcup',
  '⋂': '\\bigcap',
};
const ACCENTS: Record<string, string> = {
  '̂': '\\hat',
  '̃': '\\tilde',
  '̄': '\\bar',
  '⃗': '\\vec',
  '→': '\\vec',
  '̇': '\\dot',
};
const DELIMS: Record<string, string> = {
  '(': '(',
  ')': ')',
  '[': '[',
  ']': ']',
  '{': '\\{',
  '}': '\\}',
  '|': '|',
  '‖': '\\|',
  '〈': '\\langle',
  '〉': '\\rangle',
  '⟨': '\\langle',
  '⟩': '\\rangle',
  '': '.',
};

/** The text of a LaTeX run: symbols as commands, other characters as they are. */
export function latexText(text: string): string {
  let out = '';
  for (const ch of text) out += SYMBOLS[ch] ?? ch;
  return out;
}

function elements(node: XmlNode): XmlElement[] {
  const out: XmlElement[] = [];
  for (let i = 0; i < node.childNodes.length; i++) {
    const child = node.childNodes[i];
    if (child && child.nodeType === 1) out.push(child);
  }
  return out;
}

const isM = (e: XmlElement, name: string) => e.namespaceURI === OMML_NS && e.localName === name;
const child = (e: XmlElement, name: string) => elements(e).find((c) => isM(c, name));
/** A property's `m:val` (`m:begChr m:val="["`), or undefined when absent. */
function prop(e: XmlElement | undefined, pr: string, name: string): string | undefined {
  const p = e && child(e, pr);
  const v = p && child(p, name);
  if (!v) return undefined;
  return v.getAttributeNS(OMML_NS, 'val') ?? v.getAttribute('m:val') ?? '';
}

/** Converts one OMML element (and what it holds) to LaTeX; `unknown` collects names not understood. */
export function ommlToLatex(e: XmlElement, unknown: Set<string> = new Set()): string {
  const all = () =>
    elements(e)
      .map((c) => ommlToLatex(c, unknown))
      .join('');
  const of = (name: string) => {
    const c = child(e, name);
    return c ? ommlToLatex(c, unknown) : '';
  };
  if (e.namespaceURI !== OMML_NS) {
    // A w:r inside math, or markup of another namespace: its text only.
    if (e.localName === 't') return latexText(e.textContent ?? '');
    return all();
  }
  switch (e.localName) {
    case 'oMath':
    case 'oMathPara':
    case 'e':
    case 'num':
    case 'den':
    case 'sub':
    case 'sup':
    case 'deg':
    case 'fName':
    case 'lim':
    case 'box':
    case 'borderBox':
    case 'phant':
      return all();
    case 'r': {
      const t = elements(e).filter((c) => c.localName === 't');
      const text = t.map((c) => c.textContent ?? '').join('');
      return FUNCTIONS.has(text) ? `\\${text} ` : latexText(text);
    }
    case 't':
      return latexText(e.textContent ?? '');
    case 'f': {
      const type = prop(e, 'fPr', 'type');
      if (type === 'lin') return `${group(of('num'))}/${group(of('den'))}`;
      if (type === 'noBar') return `\\genfrac{}{}{0pt}{}{${of('num')}}{${of('den')}}`;
      return `\\frac{${of('num')}}{${of('den')}}`;
    }
    case 'sSup':
      return `${base(e, unknown)}^{${of('sup')}}`;
    case 'sSub':
      return `${base(e, unknown)}_{${of('sub')}}`;
    case 'sSubSup':
      return `${base(e, unknown)}_{${of('sub')}}^{${of('sup')}}`;
    case 'sPre':
      return `{}_{${of('sub')}}^{${of('sup')}}${group(of('e'))}`;
    case 'rad': {
      const deg = of('deg');
      return deg.trim() === '' ? `\\sqrt{${of('e')}}` : `\\sqrt[${deg}]{${of('e')}}`;
    }
    case 'd': {
      const beg = prop(e, 'dPr', 'begChr') ?? '(';
      const end = prop(e, 'dPr', 'endChr') ?? ')';
      const sep = prop(e, 'dPr', 'sepChr') ?? '|';
      const parts = elements(e)
        .filter((c) => isM(c, 'e'))
        .map((c) => ommlToLatex(c, unknown));
      const inner = parts.join(sep === '|' ? '\\mid ' : latexText(sep));
      const eqArr = elements(e).some((c) => isM(c, 'e') && child(c, 'eqArr'));
      const tall = /\\(?:frac|dfrac|sum|int|prod|begin|sqrt)/.test(inner);
      if (eqArr && beg === '{' && end === '') {
        const arr = child(elements(e).find((c) => isM(c, 'e') && child(c, 'eqArr')) ?? e, 'eqArr');
        if (arr) return `\\begin{cases}${rows(arr, unknown)}\\end{cases}`;
      }
      const open = DELIMS[beg] ?? latexText(beg);
      const close = DELIMS[end] ?? latexText(end);
      if (!tall && open !== '.' && close !== '.') return `${open}${inner}${close}`;
      return `\\left${open}${inner}\\right${close}`;
    }
    case 'nary': {
      const chr = prop(e, 'naryPr', 'chr') ?? '∫';
      const op = NARY[chr] ?? latexText(chr);
      const sub = of('sub');
      const sup = of('sup');
      return `${op}${sub ? `_{${sub}}` : ''}${sup ? `^{${sup}}` : ''}{${of('e')}}`;
    }
    case 'func':
      return `${of('fName')}${group(of('e'))}`;
    case 'limLow':
      return `${of('e')}_{${of('lim')}}`;
    case 'limUpp':
      return `${of('e')}^{${of('lim')}}`;
    case 'bar':
      return prop(e, 'barPr', 'pos') === 'bot'
        ? `\\underline{${of('e')}}`
        : `\\overline{${of('e')}}`;
    case 'acc': {
      const chr = prop(e, 'accPr', 'chr') ?? '̂';
      return `${ACCENTS[chr] ?? '\\hat'}{${of('e')}}`;
    }
    case 'groupChr': {
      const pos = prop(e, 'groupChrPr', 'pos');
      return pos === 'top' ? `\\overbrace{${of('e')}}` : `\\underbrace{${of('e')}}`;
    }
    case 'eqArr':
      return `\\begin{aligned}${rows(e, unknown)}\\end{aligned}`;
    case 'm': {
      const mrs = elements(e).filter((c) => isM(c, 'mr'));
      const body = mrs
        .map((mr) =>
          elements(mr)
            .filter((c) => isM(c, 'e'))
            .map((c) => ommlToLatex(c, unknown))
            .join('&'),
        )
        .join('\\\\');
      return `\\begin{matrix}${body}\\end{matrix}`;
    }
    case 'ctrlPr':
    case 'rPr':
    case 'fPr':
    case 'dPr':
    case 'naryPr':
    case 'sSupPr':
    case 'sSubPr':
    case 'sSubSupPr':
    case 'radPr':
    case 'funcPr':
    case 'barPr':
    case 'accPr':
    case 'eqArrPr':
    case 'mPr':
    case 'limLowPr':
    case 'limUppPr':
    case 'groupChrPr':
    case 'oMathParaPr':
    case 'boxPr':
    case 'sPrePr':
    case 'phantPr':
    case 'borderBoxPr':
      return '';
    default:
      unknown.add(e.localName ?? '?');
      return all();
  }
}

/** Rows of an equation array, `&` before a relation so they align. */
function rows(arr: XmlElement, unknown: Set<string>): string {
  return elements(arr)
    .filter((c) => isM(c, 'e'))
    .map((c) => ommlToLatex(c, unknown))
    .join('\\\\');
}

/** The base of a script: a lone delimiter group stays as it is (`(-2)^{3}`), else {@link group}. */
function base(e: XmlElement, unknown: Set<string>): string {
  const inner = child(e, 'e');
  if (!inner) return '{}';
  const parts = elements(inner).filter((c) => !isM(c, 'ctrlPr'));
  const only = parts.length === 1 ? parts[0] : undefined;
  if (only && isM(only, 'd')) return ommlToLatex(only, unknown);
  return group(ommlToLatex(inner, unknown));
}

/** Braces around a base of more than one character (`x^2` but `{(a+b)}^2` stays right). */
function group(latex: string): string {
  const t = latex.trim();
  return /^(?:[A-Za-z0-9]|\\[A-Za-z]+ ?)$/.test(t) ? t : `{${t}}`;
}

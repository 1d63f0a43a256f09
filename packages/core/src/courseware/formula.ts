/**
 * Formulas on slides: PowerPoint's equation object cannot be written by the slide writer, so `$…$` is
 * rendered as clean Unicode text (x² + y² = z², √2, ½ → 1/2, ∠A = 90°) instead of showing TeX source.
 * The preview and the .pptx use the same conversion, so both read the same.
 */

const SYMBOLS: Readonly<Record<string, string>> = {
  times: '×',
  div: '÷',
  cdot: '·',
  pm: '±',
  mp: '∓',
  le: '≤',
  leq: '≤',
  ge: '≥',
  geq: '≥',
  ne: '≠',
  neq: '≠',
  approx: '≈',
  equiv: '≡',
  sim: '∼',
  angle: '∠',
  triangle: '△',
  perp: '⊥',
  parallel: '∥',
  because: '∵',
  therefore: '∴',
  circ: '°',
  degree: '°',
  infty: '∞',
  in: '∈',
  notin: '∉',
  subset: '⊂',
  subseteq: '⊆',
  cup: '∪',
  cap: '∩',
  emptyset: '∅',
  varnothing: '∅',
  forall: '∀',
  exists: '∃',
  rightarrow: '→',
  to: '→',
  leftarrow: '←',
  Rightarrow: '⇒',
  Leftrightarrow: '⇔',
  leftrightarrow: '↔',
  sum: '∑',
  prod: '∏',
  int: '∫',
  partial: '∂',
  nabla: '∇',
  cdots: '⋯',
  ldots: '…',
  dots: '…',
  alpha: 'α',
  beta: 'β',
  gamma: 'γ',
  delta: 'δ',
  epsilon: 'ε',
  varepsilon: 'ε',
  zeta: 'ζ',
  eta: 'η',
  theta: 'θ',
  lambda: 'λ',
  mu: 'μ',
  nu: 'ν',
  xi: 'ξ',
  pi: 'π',
  rho: 'ρ',
  sigma: 'σ',
  tau: 'τ',
  phi: 'φ',
  varphi: 'φ',
  chi: 'χ',
  psi: 'ψ',
  omega: 'ω',
  Delta: 'Δ',
  Gamma: 'Γ',
  Theta: 'Θ',
  Lambda: 'Λ',
  Pi: 'Π',
  Sigma: 'Σ',
  Phi: 'Φ',
  Omega: 'Ω',
  quad: '  ',
  qquad: '    ',
  ',': ' ',
  ';': ' ',
  '!': '',
  '%': '%',
  '{': '{',
  '}': '}',
  sin: 'sin',
  cos: 'cos',
  tan: 'tan',
  log: 'log',
  ln: 'ln',
  lg: 'lg',
  lim: 'lim',
  max: 'max',
  min: 'min',
};

const SUPERSCRIPT: Readonly<Record<string, string>> = {
  '0': '⁰',
  '1': '¹',
  '2': '²',
  '3': '³',
  '4': '⁴',
  '5': '⁵',
  '6': '⁶',
  '7': '⁷',
  '8': '⁸',
  '9': '⁹',
  '+': '⁺',
  '-': '⁻',
  '=': '⁼',
  '(': '⁽',
  ')': '⁾',
  n: 'ⁿ',
  i: 'ⁱ',
  '°': '°',
};
const SUBSCRIPT: Readonly<Record<string, string>> = {
  '0': '₀',
  '1': '₁',
  '2': '₂',
  '3': '₃',
  '4': '₄',
  '5': '₅',
  '6': '₆',
  '7': '₇',
  '8': '₈',
  '9': '₉',
  '+': '₊',
  '-': '₋',
  '=': '₌',
  '(': '₍',
  ')': '₎',
};

/** Reads a `{…}` group (or one character / one command) at `i`; returns its text and the next index. */
function readGroup(tex: string, i: number): [string, number] {
  while (tex[i] === ' ') i += 1;
  if (tex[i] === '{') {
    let depth = 1;
    let j = i + 1;
    for (; j < tex.length && depth > 0; j += 1) {
      if (tex[j] === '{') depth += 1;
      else if (tex[j] === '}') depth -= 1;
    }
    return [tex.slice(i + 1, j - 1), j];
  }
  if (tex[i] === '\\') {
    const m = /^\\([A-Za-z]+|.)/.exec(tex.slice(i));
    const cmd = m?.[0] ?? '\\';
    return [cmd, i + cmd.length];
  }
  return [tex[i] ?? '', i + 1];
}

/** Wraps in parentheses when the text is more than one symbol (a/b vs (a+1)/(b-2)). */
function atom(text: string): string {
  return [...text].length <= 1 || /^[\w.]+$/.test(text) ? text : `(${text})`;
}

function script(text: string, map: Readonly<Record<string, string>>, mark: '^' | '_'): string {
  const chars = [...text];
  if (chars.length && chars.every((c) => map[c] !== undefined))
    return chars.map((c) => map[c]).join('');
  return `${mark}${atom(text)}`;
}

/** Converts one TeX formula (without its `$`) to Unicode text. */
export function texToPlain(tex: string): string {
  let out = '';
  let i = 0;
  while (i < tex.length) {
    const ch = tex[i] ?? '';
    if (ch === '\\') {
      const m = /^\\([A-Za-z]+|.)/.exec(tex.slice(i));
      const name = m?.[1] ?? '';
      i += (m?.[0] ?? '\\').length;
      // A space after a command word only ends the word (TeX drops it).
      if (/^[A-Za-z]/.test(name) && tex[i] === ' ') i += 1;
      if (name === 'frac' || name === 'dfrac' || name === 'tfrac') {
        const [a, j] = readGroup(tex, i);
        const [b, k] = readGroup(tex, j);
        out += `${atom(texToPlain(a))}/${atom(texToPlain(b))}`;
        i = k;
      } else if (name === 'sqrt') {
        let index = '';
        if (tex[i] === '[') {
          const end = tex.indexOf(']', i);
          index = tex.slice(i + 1, end);
          i = end + 1;
        }
        const [a, j] = readGroup(tex, i);
        const root =
          index === '3'
            ? '∛'
            : index === '4'
              ? '∜'
              : index
                ? `${script(index, SUPERSCRIPT, '^')}√`
                : '√';
        out += `${root}${atom(texToPlain(a))}`;
        i = j;
      } else if (
        ['text', 'mathrm', 'mathbf', 'mathit', 'operatorname', 'boldsymbol'].includes(name)
      ) {
        const [a, j] = readGroup(tex, i);
        out += name === 'text' ? a : texToPlain(a);
        i = j;
      } else if (['vec', 'overrightarrow'].includes(name)) {
        const [a, j] = readGroup(tex, i);
        out += `${texToPlain(a)}⃗`;
        i = j;
      } else if (name === 'overline') {
        const [a, j] = readGroup(tex, i);
        out += [...texToPlain(a)].map((c) => `${c}\u0305`).join('');
        i = j;
      } else if (name === 'left' || name === 'right' || name === 'displaystyle') {
        if (tex[i] === '.') i += 1;
      } else {
        out += SYMBOLS[name] ?? name;
      }
    } else if (ch === '^' || ch === '_') {
      const [a, j] = readGroup(tex, i + 1);
      const inner = texToPlain(a);
      out += script(inner, ch === '^' ? SUPERSCRIPT : SUBSCRIPT, ch);
      i = j;
    } else if (ch === '{' || ch === '}') {
      i += 1;
    } else if (ch === '~') {
      out += ' ';
      i += 1;
    } else {
      out += ch;
      i += 1;
    }
  }
  return out.replace(/\^°/g, '°');
}

/** Text with every `$…$` (and `$$…$$`) formula rendered by {@link texToPlain}; other text unchanged. */
export function plainMath(text: string): string {
  return text.replace(
    /\$\$([^$]+)\$\$|\$([^$]+)\$/g,
    (_m, display: string | undefined, inline: string | undefined) =>
      texToPlain(display ?? inline ?? ''),
  );
}

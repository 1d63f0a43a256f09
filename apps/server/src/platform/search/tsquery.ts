/**
 * tsquery text for `to_tsquery('simple', …)` built from query tokens (tokenize.ts). Tokens hold
 * only letters, marks and digits, and each is quoted anyway, so user input never becomes tsquery
 * operators. The last token matches as a prefix (`'函':*` finds 函数), which serves queries typed
 * half-way and one-character queries at the start of a word.
 */
export function buildTsquery(tokens: readonly string[], operator: '&' | '|'): string {
  return tokens
    .map((token, i) => {
      const quoted = `'${token.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
      return i === tokens.length - 1 ? `${quoted}:*` : quoted;
    })
    .join(` ${operator} `);
}

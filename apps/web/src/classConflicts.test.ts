// `cn` (packages/ui/src/cn.ts) is a plain class join: a later utility no longer replaces an earlier
// one of the same property, the stylesheet's order decides instead. This test reads every `cn`
// call in apps/web/src and packages/ui/src and every `className` a caller passes to a component that
// joins it with `cn`, and asks tailwind-merge (a devDependency, used here only) whether any class
// written there would have overridden another. None may: a conflict would render differently
// now. Components offer props (Button `size`, AppCard `padding`, FormDialog `width`, a DataTable
// column's `tone`) where callers used to override.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { twMerge } from 'tailwind-merge';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const repo = resolve(import.meta.dirname, '../../..');
const roots = ['apps/web/src', 'packages/ui/src'].map((dir) => join(repo, dir));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The local `const` initialisers of a file, to resolve `variants[variant]` or `box`. */
function localConsts(file: ts.SourceFile): Map<string, ts.Expression> {
  const consts = new Map<string, ts.Expression>();
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer)
      consts.set(node.name.text, node.initializer);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return consts;
}

/** Every class an expression can produce (both branches of a condition, all values of a map). */
function classesOf(expr: ts.Node, consts: Map<string, ts.Expression>, depth = 0): string[] {
  if (depth > 4) return [];
  const again = (node: ts.Node) => classesOf(node, consts, depth + 1);
  if (ts.isStringLiteral(expr) || ts.isNoSubstitutionTemplateLiteral(expr))
    return expr.text.split(/\s+/).filter(Boolean);
  if (ts.isTemplateExpression(expr)) {
    // Drop the fragments that touch a substitution (`bg-${tone}`): they are not whole classes.
    const parts = [expr.head.text, ...expr.templateSpans.map((span) => span.literal.text)];
    return parts.flatMap((text, i) => {
      const words = text.split(/\s+/);
      if (i > 0) words.shift();
      if (i < parts.length - 1) words.pop();
      return words.filter(Boolean);
    });
  }
  if (ts.isParenthesizedExpression(expr) || ts.isAsExpression(expr)) return again(expr.expression);
  if (ts.isSatisfiesExpression(expr)) return again(expr.expression);
  if (ts.isConditionalExpression(expr)) return [...again(expr.whenTrue), ...again(expr.whenFalse)];
  if (ts.isBinaryExpression(expr)) {
    const op = expr.operatorToken.kind;
    if (op === ts.SyntaxKind.AmpersandAmpersandToken) return again(expr.right);
    if (op === ts.SyntaxKind.BarBarToken || op === ts.SyntaxKind.QuestionQuestionToken)
      return [...again(expr.left), ...again(expr.right)];
    return [];
  }
  if (ts.isArrayLiteralExpression(expr)) return expr.elements.flatMap(again);
  if (ts.isObjectLiteralExpression(expr))
    return expr.properties.flatMap((p) => (ts.isPropertyAssignment(p) ? again(p.initializer) : []));
  if (ts.isCallExpression(expr) && ts.isIdentifier(expr.expression))
    return ['cn', 'clsx'].includes(expr.expression.text) ? expr.arguments.flatMap(again) : [];
  if (ts.isIdentifier(expr)) {
    const init = consts.get(expr.text);
    return init ? again(init) : [];
  }
  if (ts.isElementAccessExpression(expr) || ts.isPropertyAccessExpression(expr)) {
    if (ts.isPropertyAccessExpression(expr) && expr.name.text === 'className') return [];
    return again(expr.expression);
  }
  return [];
}

/** Pairs (earlier, later) where tailwind-merge would drop `earlier`. */
function conflicts(earlier: string[], later: string[]): string[] {
  const found: string[] = [];
  for (const a of new Set(earlier))
    for (const b of new Set(later))
      if (a !== b && twMerge(`${a} ${b}`) === b) found.push(`${a} ← ${b}`);
  return found;
}

interface Joiner {
  /** Classes the component puts before the caller's. */
  base: string[];
  /** `className` prop (JSX attribute) or `className` of an object the caller builds (a column). */
  via: 'prop' | 'object';
}

const files = roots.flatMap(sourceFiles).map((path) => {
  const text = readFileSync(path, 'utf8');
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  return { path, file, consts: localConsts(file) };
});

/** Components that join a `className` from outside with `cn`, by name. */
const joiners = new Map<string, Joiner[]>();
/** Conflicts between the arguments of one `cn` call. */
const inside: string[] = [];

for (const { path, file, consts } of files) {
  const where = (node: ts.Node) =>
    `${relative(repo, path)}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  let component: string | null = null;
  const visit = (node: ts.Node) => {
    const outer = component;
    if (ts.isFunctionDeclaration(node) && node.name && /^[A-Z]/.test(node.name.text))
      component = node.name.text;
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'cn'
    ) {
      const args = node.arguments.map((arg) => ({ arg, classes: classesOf(arg, consts) }));
      args.forEach(({ classes }, j) => {
        for (const { classes: before } of args.slice(0, j))
          for (const c of conflicts(before, classes)) inside.push(`${where(node)}: ${c}`);
      });
      const outside = args.findIndex(
        ({ arg }) =>
          (ts.isIdentifier(arg) && arg.text === 'className') ||
          (ts.isPropertyAccessExpression(arg) && arg.name.text === 'className'),
      );
      if (component && outside >= 0) {
        const base = args.slice(0, outside).flatMap(({ classes }) => classes);
        const via = args.some(({ arg }, i) => i === outside && ts.isIdentifier(arg))
          ? 'prop'
          : 'object';
        joiners.set(component, [...(joiners.get(component) ?? []), { base, via }]);
      }
    }
    ts.forEachChild(node, visit);
    component = outer;
  };
  visit(file);
}

/** Conflicts between a caller's classes and the component's own. */
const callers: string[] = [];
let checkedCallers = 0;
for (const { path, file, consts } of files) {
  const where = (node: ts.Node) =>
    `${relative(repo, path)}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const used = new Set<string>();
  const visit = (node: ts.Node) => {
    if (
      (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) &&
      ts.isIdentifier(node.tagName) &&
      joiners.has(node.tagName.text)
    ) {
      const name = node.tagName.text;
      used.add(name);
      for (const attr of node.attributes.properties) {
        if (!ts.isJsxAttribute(attr) || attr.name.getText() !== 'className' || !attr.initializer)
          continue;
        const value = ts.isJsxExpression(attr.initializer)
          ? attr.initializer.expression
          : attr.initializer;
        if (!value) continue;
        checkedCallers += 1;
        const classes = classesOf(value, consts);
        for (const { base, via } of joiners.get(name) ?? [])
          if (via === 'prop')
            for (const c of conflicts(base, classes))
              callers.push(`${where(node)} <${name}>: ${c}`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  // Objects with a `className` in a file that renders a component taking them (table columns).
  const objects = (node: ts.Node) => {
    if (ts.isPropertyAssignment(node) && node.name.getText() === 'className')
      for (const name of used)
        for (const { base, via } of joiners.get(name) ?? [])
          if (via === 'object') {
            checkedCallers += 1;
            for (const c of conflicts(base, classesOf(node.initializer, consts)))
              callers.push(`${where(node)} ${name} column: ${c}`);
          }
    ts.forEachChild(node, objects);
  };
  objects(file);
}

describe('class names joined by cn', () => {
  it('finds the components and their callers (the scan itself works)', () => {
    expect(joiners.get('Button')?.[0]?.base).toContain('h-10');
    expect(joiners.get('DataTable')?.some((j) => j.via === 'object')).toBe(true);
    expect(checkedCallers).toBeGreaterThan(50);
    // The check would see the override the Button's size prop replaced.
    expect(conflicts(['px-3'], ['px-5'])).toEqual(['px-3 ← px-5']);
  });

  it('no cn call has two arguments setting the same property', () => {
    expect(inside).toEqual([]);
  });

  it('no caller passes a class that overrides one of the component', () => {
    expect(callers).toEqual([]);
  });
});

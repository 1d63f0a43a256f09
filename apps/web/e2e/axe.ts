import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Frame, Page } from 'playwright-core';

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

let axeSource: Promise<string> | undefined;

/**
 * axe-core's serious and critical violations on a page (or in one frame's document), one line
 * each, so `expect(await seriousViolations(page)).toEqual([])` names what failed. axe is evaluated
 * through the DevTools protocol (not a script tag), so the server's Content-Security-Policy stays
 * as it is. `iframes: false` checks the document alone (a frame is then checked on its own).
 */
export async function seriousViolations(
  target: Page | Frame,
  options: { iframes?: boolean } = {},
): Promise<string[]> {
  axeSource ??= readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  // A colour transition under way (a button just enabled, a press just released) has a colour
  // between its two states: let finite transitions and animations end first, as a reader's eye
  // would, so contrast is measured on what stays on screen (spinners run forever: not waited for).
  await target.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((a) => (a.effect?.getComputedTiming().endTime ?? Infinity) !== Infinity);
    await Promise.race([
      Promise.all(finite.map((a) => a.finished.catch(() => undefined))),
      new Promise((done) => setTimeout(done, 2000)),
    ]);
  });
  await target.evaluate(await axeSource);
  const violations = await target.evaluate(async (runOptions) => {
    const axe = (
      window as unknown as {
        axe: { run: (c: Document, o: object) => Promise<{ violations: Violation[] }> };
      }
    ).axe;
    return (await axe.run(document, runOptions)).violations;
  }, options);
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .slice(0, 5)
          .map(
            (n) =>
              JSON.stringify(n.target) + (n.failureSummary ?? '').replace(/\s+/g, ' ').slice(-120),
          )
          .join(', ')}`,
    );
}

/**
 * @module axe-core in a page: WCAG 2.2 A and AA (with 2.0 and 2.1, which 2.2 includes) and axe's best
 * practices, plus the experimental check that a visible label is part of the accessible name.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

let axeSource: Promise<string> | undefined;

/** Each violation as `rule: targets`, empty when there is none. */
export async function axeViolations(page: Page): Promise<string[]> {
  axeSource ??= readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  // Evaluated through the DevTools protocol: an inline <script> tag would be refused by the page's CSP.
  await page.evaluate(await axeSource);
  return page.evaluate(async (tags) => {
    const axe: { run(context: Document, options: object): Promise<{ violations: { id: string; nodes: { target: unknown[] }[] }[] }> } = Reflect.get(window, 'axe');
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
      rules: { 'label-content-name-mismatch': { enabled: true } },
    });
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`);
  }, axeTags);
}

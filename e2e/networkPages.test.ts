import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectBrowser } from './harness/browser';
import { sharedWorker } from './harness/sharedWorker';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.2 levels A and AA, with the 2.0 and 2.1 rules they include. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

interface AxeViolation {
  id: string;
  help: string;
  nodes: { target: unknown[] }[];
}

function isViolationList(value: unknown): value is AxeViolation[] {
  return Array.isArray(value) && value.every((v) => typeof v === 'object' && v !== null && 'id' in v && 'nodes' in v);
}

/**
 * axe-core's WCAG A/AA violations on the page as it is now, as "rule: help (selectors)". The site
 * header is left out: it belongs to the shell, whose own work (branch shell) answers for it.
 */
async function axeViolations(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol: an inline <script> tag would be refused by the page's CSP.
  await page.evaluate(axeSource);
  const violations: unknown = await page.evaluate(async (tags) => {
    const axe = Reflect.get(window, 'axe');
    const result = await axe.run({ exclude: [['#root > div > header']] }, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return result.violations;
  }, wcagTags);
  if (!isViolationList(violations)) throw new Error('axe answered no violation list');
  return violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

const worker = sharedWorker();
let browser: Browser;

beforeAll(async () => {
  browser = await connectBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('the network pages in Chromium', () => {
  it('take a visitor from home to Irodáink, an office, an agent and the agent\'s phone number', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${worker.origin('immo1')}/`);
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await page.getByRole('navigation', { name: 'Főmenü' }).getByRole('link', { name: 'Irodáink' }).click();
    await page.waitForURL('**/irodaink');
    await expect.poll(() => page.title()).toBe('Irodáink | Immo1 Ingatlanhálózat');
    await page.getByRole('link', { name: 'Immo1 Győr', exact: true }).click();
    await page.waitForURL('**/iroda/16');
    await expect.poll(() => page.title()).toBe('Immo1 Győr - Győr');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Immo1 Győr - Győr');
    const firstAgent = page.locator('h3 a[href^="/uzletkoto/"]').first();
    const agentName = (await firstAgent.textContent()) ?? '';
    await firstAgent.click();
    await page.waitForURL(/\/uzletkoto\/\d+$/);
    await expect.poll(() => page.title()).toBe(agentName);
    const call = page.getByRole('link', { name: new RegExp(`^${agentName} hívása`) });
    await expect(call.getAttribute('href')).resolves.toMatch(/^tel:\+36\d{8,9}$/);
    await expect(call.isVisible()).resolves.toBe(true);
    await page.close();
  });

  it('filter the offices by place, ignoring accents', async () => {
    const page = await browser.newPage({ viewport: { width: 375, height: 800 } });
    await page.goto(`${worker.origin('immo1')}/irodaink`);
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await page.getByLabel('Szűrés városra, kerületre vagy vármegyére').fill('gyor');
    await expect.poll(() => page.locator('h3').allTextContents()).toEqual(['Immo1 Győr', 'Immo1 Sopron']);
    await expect(page.getByRole('status').textContent()).resolves.toBe('2 iroda felel meg a szűrésnek.');
    await page.close();
  });

  it('have no WCAG 2.2 A or AA violations that axe finds, on a phone and on a desktop', async () => {
    const agentPath = async (page: Page) => (await page.locator('h3 a[href^="/uzletkoto/"]').first().getAttribute('href')) ?? '';
    const found: string[] = [];
    for (const width of [375, 1280]) {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      await page.goto(`${worker.origin('immo1')}/iroda/16`);
      const paths = ['/irodaink', '/iroda/16', await agentPath(page), '/oldal/1'];
      for (const path of paths) {
        await page.goto(`${worker.origin('immo1')}${path}`);
        await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
        for (const violation of await axeViolations(page)) found.push(`${width}px ${path} ${violation}`);
      }
      await page.close();
    }
    expect(found).toEqual([]);
  });
});

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './harness/axe';
import { browserForThisFile } from './harness/browser';
import { sharedWorker } from './harness/sharedWorker';

const worker = sharedWorker();
const browser = browserForThisFile();

describe('the network pages in Chromium', () => {
  it('take a visitor from home to Irodáink, an office, an agent and the agent\'s phone number', async () => {
    const page = await browser().newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${worker.origin('immo1')}/`);
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await page.getByRole('navigation', { name: 'Főmenü' }).getByRole('link', { name: 'Irodáink' }).click();
    await page.waitForURL('**/irodaink');
    await expect.poll(() => page.title()).toBe('Irodáink | Immo1 Ingatlanhálózat');
    await page.getByRole('link', { name: 'Immo1 Győr', exact: true }).click();
    await page.waitForURL('**/iroda/16');
    await expect.poll(() => page.title()).toBe('Immo1 Győr – Győr');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Immo1 Győr – Győr');
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
    const page = await browser().newPage({ viewport: { width: 375, height: 800 } });
    await page.goto(`${worker.origin('immo1')}/irodaink`);
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await page.getByLabel('Szűrés városra, kerületre vagy vármegyére').fill('gyor');
    await expect.poll(() => page.locator('h3').allTextContents()).toEqual(['Immo1 Győr', 'Immo1 Sopron']);
    await expect(page.getByRole('status').textContent()).resolves.toBe('2 iroda felel meg a szűrésnek.');
    await page.close();
  });

  it.concurrent.for([375, 1280])('have no WCAG 2.2 A or AA violations that axe finds at %i px', async (width, { expect }) => {
    const agentPath = async (page: Page) => (await page.locator('h3 a[href^="/uzletkoto/"]').first().getAttribute('href')) ?? '';
    const found: string[] = [];
    const page = await browser().newPage({ viewport: { width, height: 900 } });
    await page.goto(`${worker.origin('immo1')}/iroda/16`);
    const paths = ['/irodaink', '/iroda/16', await agentPath(page), '/oldal/1'];
    for (const path of paths) {
      await page.goto(`${worker.origin('immo1')}${path}`);
      await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
      for (const violation of await axeViolations(page)) found.push(`${width}px ${path} ${violation}`);
    }
    await page.close();
    expect(found).toEqual([]);
  });
});

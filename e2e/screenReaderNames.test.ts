/**
 * Issue 14: what a screen reader reads. On every route of the four demo tenants at 375 and 1280 px (and
 * with the sidebar or a listing's full-screen gallery open), every control, image and landmark in the
 * accessibility tree has a name, and no name is in English; the page says it is Hungarian; and the
 * snackbar's live regions are in the page before any message, so a message is announced. Read from Playwright's ARIA snapshot, which lists what
 * assistive technology gets (hidden and aria-hidden content left out).
 */
import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { browserForThisFile } from './harness/browser';
import { openHydrated, withContext } from './harness/browserPages';
import { demoIds, demoTenantNames, everyDemoPage } from './harness/demoPages';
import { sharedWorker } from './harness/sharedWorker';

const worker = sharedWorker();
const browser = browserForThisFile();

/** Roles a visitor operates: each needs a name to be told apart. */
const controlRoles = new Set(['button', 'link', 'textbox', 'searchbox', 'combobox', 'checkbox', 'radio', 'switch', 'slider', 'spinbutton', 'tab', 'menuitem', 'listbox']);
/** Landmarks, which screen readers list to jump between parts of the page. */
const landmarkRoles = new Set(['banner', 'main', 'contentinfo', 'navigation', 'region', 'complementary', 'form', 'search']);
/** Words a default or an untranslated label would bring in; names are Hungarian (brand names aside). */
const englishWords = /\b(close|open|menu|search|next|previous|prev|back|image|picture|photo|logo|loading|submit|toggle|expand|collapse|navigation|dialog|button|skip|home|more|less|show|hide|filter|clear|select|gallery|call|email|phone|results|sort|cancel|page|of|the|and|to)\b/i;

/** Each node of an ARIA snapshot (YAML lines `- role "name" [attributes]`) with its role and name. */
function accessibleNodes(snapshot: string): { role: string; name: string | null }[] {
  return snapshot
    .split('\n')
    .map((line) => /^\s*- ([a-z]+)(?: "((?:[^"\\]|\\.)*)")?/.exec(line))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({ role: m[1] ?? '', name: m[2] === undefined ? null : JSON.parse(`"${m[2]}"`) }));
}

/** What a screen reader would read badly in a page, as `where: role "name": problem`. */
async function nameProblems(page: Page, where: string): Promise<string[]> {
  const problems: string[] = [];
  for (const { role, name } of accessibleNodes(await page.locator('body').ariaSnapshot())) {
    const needsName = controlRoles.has(role) || landmarkRoles.has(role) || role === 'img' || role === 'dialog';
    if (needsName && !name?.trim()) problems.push(`${where}: ${role} without a name`);
    if (name && needsName && englishWords.test(name)) problems.push(`${where}: ${role} "${name}" reads as English`);
  }
  return problems;
}

const widths = [375, 1280] as const;
/** Each page of each demo tenant is a test of its own: one page, hydrated and read, fits a test's time on a busy machine. */
const pages = await everyDemoPage(worker.port);
const pagesAtEveryWidth = pages.flatMap((page) => widths.map((width) => ({ ...page, width })));

describe('accessible names', () => {
  it.concurrent.for(pagesAtEveryWidth)('names every control, image and landmark in Hungarian on $subdomain’s $name page ($path) at $width px', async ({ subdomain, name, path, width }, { expect }) => {
    const problems = await withContext(
      browser(),
      worker,
      width,
      async (context) => {
        const { page } = await openHydrated(context, `${worker.origin(subdomain)}${path}`);
        await expect(page.locator('html').getAttribute('lang'), path).resolves.toBe('hu');
        return nameProblems(page, `${name} ${path}`);
      },
      { cookieBanner: true },
    );
    expect(problems).toEqual([]);
  });

  it.concurrent.for(demoTenantNames)('names everything in the open sidebar on %s', async (subdomain, { expect }) => {
    await withContext(browser(), worker, 375, async (context) => {
      const { page } = await openHydrated(context, `${worker.origin(subdomain)}/`);
      await page.getByRole('button', { name: 'Menü megnyitása' }).click();
      await page.getByRole('dialog', { name: 'Menü' }).waitFor();
      await expect(nameProblems(page, 'sidebar')).resolves.toEqual([]);
    });
  });

  it.concurrent.for(demoTenantNames)('names everything in a listing’s full-screen gallery on %s', async (subdomain, { expect }) => {
    const { property } = await demoIds(worker.port, subdomain);
    await withContext(browser(), worker, 375, async (context) => {
      const { page } = await openHydrated(context, `${worker.origin(subdomain)}/ingatlan/${property}`);
      await page.getByRole('button', { name: 'Teljes képernyő', exact: true }).click();
      await page.getByRole('dialog', { name: /képek teljes képernyőn$/ }).waitFor();
      await expect(nameProblems(page, 'gallery')).resolves.toEqual([]);
    });
  });

  it('finds a control without a name and an English name, so a clean result means something', ({ expect }) => {
    const nodes = accessibleNodes('- banner:\n  - button\n  - link "Close menu":\n    - /url: /\n  - img "Logó"');
    expect(nodes).toEqual([
      { role: 'banner', name: null },
      { role: 'button', name: null },
      { role: 'link', name: 'Close menu' },
      { role: 'img', name: 'Logó' },
    ]);
    expect(nodes.filter((n) => n.name && englishWords.test(n.name)).map((n) => n.name)).toEqual(['Close menu']);
  });
});

describe('live regions', () => {
  it.concurrent.for(pages)('has the snackbar’s polite and assertive regions in $subdomain’s $name page ($path) before any message', async ({ subdomain, path }, { expect }) => {
    await withContext(browser(), worker, 375, async (context) => {
      const { page } = await openHydrated(context, `${worker.origin(subdomain)}${path}`);
      const regions = await page.locator('[aria-live]').evaluateAll((els) => els.map((el) => ({ live: el.getAttribute('aria-live'), text: el.textContent })));
      expect(regions, path).toEqual(expect.arrayContaining([{ live: 'polite', text: '' }, { live: 'assertive', text: '' }]));
    });
  });

  it.concurrent.for(demoTenantNames)('announces the search’s result count on %s: a status region from the server’s HTML whose text changes in place', async (subdomain, { expect }) => {
    await withContext(browser(), worker, 1280, async (context) => {
      const { page } = await openHydrated(context, `${worker.origin(subdomain)}/kereses`);
      const count = page.getByRole('status').filter({ hasText: /\d+ (?:eladó |kiadó |lízingelhető )?ingatlan/ });
      const before = await count.textContent();
      // The region a screen reader watches is the one the server sent: tag it, then change the filter.
      await count.evaluate((el) => Object.assign(el, { fromServer: true }));
      await page.locator('#szurok').getByRole('textbox', { name: 'Ár, maximum (M Ft)', exact: true }).fill('30');
      await expect.poll(() => count.textContent()).not.toBe(before);
      await expect(count.evaluate((el) => 'fromServer' in el && el.getAttribute('role') === 'status')).resolves.toBe(true);
    });
  });
});

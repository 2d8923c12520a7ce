/**
 * Issue 25 in Chromium: the price statistics pages and a listing's price history at 375 and 1280 px:
 * charts and the district map visible, no sideways scrolling, axe clean, every district of the map
 * reached by Tab, and the HTML clean for the Nu Html Checker. Issue 36: no chart text under 12 px as
 * drawn, and every value axis from zero.
 */
import { describe, expect, it } from 'vitest';
import { axeViolations } from './harness/axe';
import { browserForThisFile } from './harness/browser';
import { type HtmlDocument, htmlErrors } from './harness/nuHtmlChecker';
import { sharedWorker } from './harness/sharedWorker';
import { requestWithHost } from './harness/worker';

const worker = sharedWorker();
const browser = browserForThisFile();

/** A listing of immo1 whose latest price change was a reduction, as the search finds it. */
async function reducedListingPath(): Promise<string> {
  const answer = await requestWithHost(worker.port, 'immo1.localhost', `/api/site/page?path=${encodeURIComponent('/kereses?price_reduced=true&sort=price_reduced')}`);
  const found = /"items":\[\{"id":(\d+)/.exec(answer.body)?.[1];
  if (found === undefined) throw new Error(`no reduced listing: ${answer.body.slice(0, 200)}`);
  return `/ingatlan/${found}`;
}

describe('the price statistics pages and the price history in Chromium', () => {
  it('show their charts and the district map without sideways scrolling, with no axe violation, at 375 and 1280 px', async () => {
    const listing = await reducedListingPath();
    const found: string[] = [];
    for (const width of [375, 1280]) {
      const page = await browser().newPage({ viewport: { width, height: 900 } });
      for (const path of ['/ingatlanarak', '/ingatlanarak/budapest', listing]) {
        await page.goto(`${worker.origin('immo1')}${path}`);
        await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
        const charts = page.locator('[data-chart] svg');
        expect(await charts.count(), `${width}px ${path}`).toBeGreaterThan(0);
        for (const chart of await charts.all()) {
          const box = await chart.boundingBox();
          expect(box && box.width > 200 && box.width <= width, `${width}px ${path} chart width ${box?.width}`).toBe(true);
        }
        if (path === '/ingatlanarak') await expect(page.locator('[data-tile-map="kerulet-terkep"] svg[role="group"]').isVisible()).resolves.toBe(true);
        if (path === listing) await expect(page.locator('[data-price-reduction]').isVisible()).resolves.toBe(true);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, `${width}px ${path} scrolls sideways`).toBeLessThanOrEqual(0);
        for (const violation of await axeViolations(page)) found.push(`${width}px ${path} ${violation}`);
      }
      await page.close();
    }
    expect(found).toEqual([]);
  });

  it('are found from every page\'s footer, and a listing\'s "Ingatlanárak" link leads to a page with figures, at 375 and 1280 px', async () => {
    const listing = await reducedListingPath();
    for (const width of [375, 1280]) {
      const page = await browser().newPage({ viewport: { width, height: 900 } });
      await page.goto(`${worker.origin('immo1')}${listing}`);
      await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
      const placeLink = page.locator('main a[href^="/ingatlanarak"]').first();
      await expect(placeLink.textContent()).resolves.toMatch(/^Ingatlanárak/);
      await placeLink.click();
      await page.waitForURL(/\/ingatlanarak/);
      await expect.poll(() => page.locator('main [data-chart] svg').count()).toBeGreaterThan(0);
      const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'Ingatlanárak', exact: true });
      await expect(footerLink.isVisible()).resolves.toBe(true);
      await expect(footerLink.getAttribute('href')).resolves.toBe('/ingatlanarak');
      await page.close();
    }
  });

  it('write a reduction as one percentage, the same in the price card and the history table, at 375 and 1280 px', async () => {
    const listing = await reducedListingPath();
    for (const width of [375, 1280]) {
      const page = await browser().newPage({ viewport: { width, height: 900 } });
      await page.goto(`${worker.origin('immo1')}${listing}`);
      const badge = (await page.locator('[data-price-reduction]').textContent()) ?? '';
      const inCard = /\((−[\d,]+%)\)/.exec(badge)?.[1];
      // The table's last row is the latest change: the reduction the card shows.
      const inTable = (await page.locator('section[aria-labelledby="artortenet"] table tbody tr').last().locator('td').last().textContent())?.trim();
      expect(inCard, `${width}px ${badge}`).toMatch(/^−\d+(,\d)?%$/);
      expect(inTable, `${width}px`).toBe(inCard);
      await page.close();
    }
  });

  it('draw no chart text under 12 px and start every value axis at zero, at 375 and 1280 px', async () => {
    const listing = await reducedListingPath();
    const small: string[] = [];
    const axes: string[] = [];
    for (const width of [375, 1280]) {
      const page = await browser().newPage({ viewport: { width, height: 900 } });
      for (const path of ['/ingatlanarak', '/ingatlanarak/budapest-xiii-kerulet', listing]) {
        await page.goto(`${worker.origin('immo1')}${path}`);
        await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
        const measured = await page.evaluate(() => {
          const frames = [...document.querySelectorAll('[data-chart], [data-tile-map]')];
          const sizes: { text: string; px: number }[] = [];
          for (const frame of frames) {
            for (const element of frame.querySelectorAll('*')) {
              const own = [...element.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '');
              if (!own || element.closest('title, desc')) continue;
              const fontSize = Number.parseFloat(getComputedStyle(element).fontSize);
              // SVG text is drawn at its font size times the drawing's scale (view box to screen).
              const ctm = element instanceof SVGGraphicsElement ? element.getScreenCTM() : null;
              sizes.push({ text: element.textContent ?? '', px: ctm ? fontSize * Math.hypot(ctm.a, ctm.b) : fontSize });
            }
          }
          const axes = [...document.querySelectorAll('[data-chart]')].map((chart) => {
            const ticks = [...chart.querySelectorAll('[data-value-tick]')].map((t) => ({ value: Number(t.getAttribute('data-value-tick')), text: t.textContent, y: t.getBoundingClientRect().y }));
            const lowest = ticks.sort((a, b) => b.y - a.y)[0];
            const line = chart.querySelector('path');
            return { chart: chart.getAttribute('data-chart') ?? '', hasLine: line !== null, lowest: lowest ? `${lowest.value} "${lowest.text}"` : null };
          });
          // The tiles' second line: the figure, written one way (thousands of forints, no "M").
          const tileFigures = [...document.querySelectorAll('[data-tile] text:nth-of-type(2)')].map((t) => t.textContent ?? '');
          return { count: sizes.length, sizes, axes, tileFigures };
        });
        for (const figure of measured.tileFigures) expect(figure, `${width}px ${path} tile figure`).toMatch(/^(\d{1,3}(\u00a0\d{3})*|–)$/);
        expect(measured.count, `${width}px ${path} chart texts`).toBeGreaterThan(10);
        for (const { text, px } of measured.sizes) if (px < 12) small.push(`${width}px ${path} "${text}" ${px.toFixed(1)} px`);
        for (const axis of measured.axes) {
          // A line always has a value axis; a bar chart has one when its bars carry no counts.
          if (axis.hasLine || axis.lowest !== null) axes.push(`${axis.chart}: ${axis.lowest}`);
        }
        expect(measured.axes.filter((a) => a.hasLine).length, `${width}px ${path} line charts`).toBeGreaterThan(0);
      }
      await page.close();
    }
    expect(small).toEqual([]);
    expect(axes.filter((a) => !a.endsWith(': 0 "0"'))).toEqual([]);
  });

  it('reach every district of the map with a figure by Tab, each a link to its page', async () => {
    const page = await browser().newPage({ viewport: { width: 375, height: 900 } });
    await page.goto(`${worker.origin('immo1')}/ingatlanarak`);
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    // Districts where the site has enough listings for a figure are links: nearly all, but a franchise whose
    // offices are in the inner districts may well have too few in Soroksár.
    const tiles = await page.locator('[data-tile-map="kerulet-terkep"] a[data-tile]').evaluateAll((links) => links.map((l) => l.getAttribute('href')));
    expect(tiles.length).toBeGreaterThanOrEqual(20);
    // From the link just before the map (the last one of the section above it), Tab goes through the districts.
    await page.locator('[data-group] a').last().focus();
    const reached: (string | null)[] = [];
    for (let i = 0; i < tiles.length; i++) {
      await page.keyboard.press('Tab');
      reached.push(await page.evaluate(() => (document.activeElement?.closest('[data-tile]') ? document.activeElement.getAttribute('href') : null)));
    }
    expect(reached.sort()).toEqual([...tiles].sort());
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/ingatlanarak\/budapest-[ivx]+-kerulet$/);
    await page.close();
  });

  it('send HTML the Nu Html Checker finds no error in', async () => {
    const paths = ['/ingatlanarak', '/ingatlanarak/budapest', '/ingatlanarak/zala-varmegye', await reducedListingPath()];
    const documents: HtmlDocument[] = [];
    for (const path of paths) documents.push({ name: path.replace(/\W+/g, '_'), html: (await requestWithHost(worker.port, 'immo1.localhost', path)).body });
    expect(await htmlErrors(documents)).toEqual([]);
  });
});

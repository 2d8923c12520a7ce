/**
 * The listing page in real Chromium at a phone's width (375 px) and a desktop's (1280 px): the
 * gallery, sharing, the enquiry form end to end, the streamed similar listings, layout stability
 * (CLS) and accessibility (axe-core, injected from the package).
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { enquiryMessages, enquiryStartMessage, idempotencyKeyOf } from '../domain/enquiries/enquiry';
import { enquiryAnotherLabel, enquiryThanks } from '../domain/enquiries/enquiryThanks';
import { connectBrowser } from './harness/browser';
import { localD1Query } from './harness/localD1';
import { type RunningWorker, startWorker } from './harness/worker';

declare global {
  interface Window {
    axe: { run(context?: unknown, options?: unknown): Promise<AxeResults> };
    /** Layout shifts summed by the test's PerformanceObserver. */
    cumulativeLayoutShift: number;
  }
}

let worker: RunningWorker;
let browser: Browser;
let axeSource: string;
/** A listing of franchise 1 (immo1) with several pictures and similar listings. */
let listing: { id: number; name: string; pictures: number; firstCaption: string | null; agent: string | null; office: string };

const viewports = [
  { name: 'phone', width: 375, height: 812, touch: true },
  { name: 'desktop', width: 1280, height: 900, touch: false },
] as const;

beforeAll(async () => {
  const require = createRequire(import.meta.url);
  [worker, browser, axeSource] = await Promise.all([
    startWorker({ templateStateDir: inject('templateStateDir') }),
    connectBrowser(),
    readFile(require.resolve('axe-core/axe.min.js'), 'utf8'),
  ]);
  const [row] = await localD1Query(
    worker.stateDir,
    `SELECT p.id, p.name, (SELECT count(*) FROM property_images i WHERE i.property_id = p.id) AS pictures,
       (SELECT caption FROM property_images i WHERE i.property_id = p.id ORDER BY position LIMIT 1) AS first_caption,
       (SELECT fullname FROM sales_agents a WHERE a.id = p.agent_id) AS agent, (SELECT name FROM offices o WHERE o.id = p.office_id) AS office FROM properties p
     WHERE p.franchise_id = 1 AND p.district_id IS NOT NULL AND (SELECT count(*) FROM property_images i WHERE i.property_id = p.id) >= 3
       AND (SELECT count(*) FROM properties s WHERE s.district_id = p.district_id AND s.franchise_id = 1 AND s.sale_status = p.sale_status
            AND s.property_type = p.property_type AND s.price BETWEEN p.price * 0.75 AND p.price * 1.25 AND s.id != p.id) >= 3
     ORDER BY p.id LIMIT 1`,
  );
  listing = {
    id: Number(row?.id),
    name: String(row?.name),
    pictures: Number(row?.pictures),
    firstCaption: typeof row?.first_caption === 'string' ? row.first_caption : null,
    agent: typeof row?.agent === 'string' ? row.agent : null,
    office: String(row?.office),
  };
});

afterAll(async () => {
  await Promise.all([browser?.close(), worker?.stop()]);
});

/** A fresh context at a viewport, the cookie banner accepted, layout shifts counted from the first paint. */
async function open(viewport: (typeof viewports)[number], path = `/ingatlan/${listing.id}`): Promise<{ context: BrowserContext; page: Page; problems: string[] }> {
  const context = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height }, hasTouch: viewport.touch, isMobile: viewport.touch });
  await context.addCookies([{ name: 'cookie_consent', value: '1', domain: 'immo1.localhost', path: '/' }]);
  await context.addInitScript(() => {
    window.cumulativeLayoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const value = 'value' in entry && typeof entry.value === 'number' ? entry.value : 0;
        const afterInput = 'hadRecentInput' in entry && entry.hadRecentInput === true;
        if (!afterInput) window.cumulativeLayoutShift += value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  await page.goto(`${worker.origin('immo1')}${path}`);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  return { context, page, problems };
}

/** axe-core's violations in the page's content (the site shell around it is checked by its own tests). */
async function axeViolations(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol: an inline <script> tag would be refused by the page's CSP.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const result = await page.evaluate(() => window.axe.run({ include: [['main']] }, { resultTypes: ['violations'] }));
  return result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

const counter = (page: Page) => page.locator('[data-gallery-counter]').first();

for (const viewport of viewports) {
  describe(`the listing page at ${viewport.width} px`, () => {
    it('hydrates without errors and keeps the layout still while it loads, streams and is scrolled (CLS 0)', async () => {
      const { context, page, problems } = await open(viewport);
      await page.locator('[data-similar-listings] img').first().waitFor();
      for (let y = 0; y < 6_000; y += 400) {
        await page.mouse.wheel(0, 400);
        await page.waitForTimeout(60);
      }
      await page.waitForTimeout(500);
      expect(await page.evaluate(() => window.cumulativeLayoutShift)).toBe(0);
      expect(problems).toEqual([]);
      await context.close();
    });

    it('shows every similar listing card whole, in a strip that scrolls only sideways', async () => {
      const { context, page } = await open(viewport);
      const strip = page.locator('[data-similar-listings]');
      await strip.locator('img').first().waitFor();
      const fit = await strip.evaluate((row) => {
        const top = row.getBoundingClientRect().top;
        const bottom = row.getBoundingClientRect().bottom;
        const cards = [...row.children].map((li) => li.querySelector('a')?.getBoundingClientRect()).filter((r) => r !== undefined);
        return { scrollsDown: row.scrollHeight > row.clientHeight, cut: cards.filter((r) => r.top < top || r.bottom > bottom).length, cards: cards.length };
      });
      expect(fit).toEqual({ scrollsDown: false, cut: 0, cards: fit.cards });
      expect(fit.cards).toBeGreaterThanOrEqual(3);
      await context.close();
    });

    it('loads the first picture eagerly with high priority and the others lazily, each with its size', async () => {
      const { context, page } = await open(viewport);
      const pictures = page.getByRole('region', { name: /Képek lapozása/ }).locator('img');
      await expect(pictures.count()).resolves.toBe(listing.pictures);
      const attributes = await pictures.evaluateAll((images) => images.map((img) => [img.getAttribute('loading'), img.getAttribute('fetchpriority'), img.getAttribute('width'), img.getAttribute('height')]));
      expect(attributes[0]).toEqual(['eager', 'high', '1200', '800']);
      for (const rest of attributes.slice(1)) expect(rest).toEqual(['lazy', 'auto', '1200', '800']);
      // The alt text says what the picture shows (its caption, else the listing's name) and where it is.
      await expect(pictures.first().getAttribute('alt')).resolves.toBe(`${listing.firstCaption ?? listing.name} – 1. kép (összesen ${listing.pictures})`);
      await context.close();
    });

    it('moves through the pictures with the buttons, the arrow keys and a swipe, and counts them', async () => {
      const { context, page } = await open(viewport);
      await expect(counter(page).textContent()).resolves.toBe(`1 / ${listing.pictures}`);
      await page.getByRole('button', { name: 'Következő kép' }).first().click();
      await expect.poll(() => counter(page).textContent()).toBe(`2 / ${listing.pictures}`);
      const track = page.getByRole('region', { name: /Képek lapozása/ });
      await track.focus();
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => counter(page).textContent()).toBe(`3 / ${listing.pictures}`);
      await page.keyboard.press('ArrowLeft');
      await expect.poll(() => counter(page).textContent()).toBe(`2 / ${listing.pictures}`);
      await page.keyboard.press('Home');
      await expect.poll(() => counter(page).textContent()).toBe(`1 / ${listing.pictures}`);
      // The smooth scroll back to the first picture has ended (the counter turns before it does).
      await expect.poll(() => track.evaluate((t) => t.scrollLeft)).toBe(0);
      if (viewport.touch) {
        // A finger's swipe to the left over most of the picture: Chromium's own touch scrolling, snapped to the next one.
        const box = await track.boundingBox();
        // Above the buttons, which sit at mid-height on the edges.
        const y = Math.round((box?.y ?? 0) + (box?.height ?? 0) * 0.25);
        const cdp = await context.newCDPSession(page);
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: 300, y }] });
        for (let step = 1; step <= 15; step++) {
          await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: 300 - step * 18, y }] });
          await page.waitForTimeout(16);
        }
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      } else {
        await page.getByRole('button', { name: 'Következő kép' }).first().click();
      }
      await expect.poll(() => counter(page).textContent()).toBe(`2 / ${listing.pictures}`);
      await expect(page.getByRole('status').filter({ hasText: /kép, összesen/ }).first().textContent()).resolves.toBe(`2. kép, összesen ${listing.pictures}`);
      await context.close();
    });

    it('opens the pictures full screen, closes on Escape and gives focus back to the button', async () => {
      const { context, page } = await open(viewport);
      const opener = page.getByRole('button', { name: 'Teljes képernyő', exact: true });
      await opener.click();
      const dialog = page.getByRole('dialog', { name: `${listing.name}: képek teljes képernyőn` });
      await dialog.waitFor();
      await expect(dialog.evaluate((d: HTMLDialogElement) => d.open && d.matches(':modal'))).resolves.toBe(true);
      const box = await dialog.boundingBox();
      expect(box).toMatchObject({ x: 0, y: 0, width: viewport.width });
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => dialog.locator('[data-gallery-counter]').textContent()).toBe(`2 / ${listing.pictures}`);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await expect(opener.evaluate((button) => button === document.activeElement)).resolves.toBe(true);
      // The strip shows the picture the visitor last saw full screen.
      await expect.poll(() => counter(page).textContent()).toBe(`2 / ${listing.pictures}`);
      await context.close();
    });

    it('has no accessibility violations, with the gallery closed and open (axe-core)', async () => {
      const { context, page } = await open(viewport);
      await page.locator('[data-similar-listings]').waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Teljes képernyő', exact: true }).click();
      await page.getByRole('dialog').waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await context.close();
    });

    it('copies the link with a success message where the browser cannot share', async () => {
      const { context, page } = await open(viewport);
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: worker.origin('immo1') });
      expect(await page.evaluate(() => typeof navigator.share)).toBe('undefined');
      // By keyboard: on a wide screen the fixed sub-menu still covers the title row (the shell's open issue).
      await page.getByRole('button', { name: 'Megosztás' }).focus();
      await page.keyboard.press('Enter');
      await page.getByText('A hivatkozást a vágólapra másoltuk.').waitFor();
      await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(`${worker.origin('immo1')}/ingatlan/${listing.id}`);
      await context.close();
    });

    it('keeps the call button at hand at the bottom of a phone, and beside the details on a desktop', async () => {
      const { context, page } = await open(viewport);
      const bar = page.locator('[data-call-bar]');
      await page.mouse.wheel(0, 2_500);
      await page.waitForTimeout(300);
      if (viewport.touch) {
        await expect(bar.isVisible()).resolves.toBe(true);
        const box = await bar.boundingBox();
        expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBeGreaterThanOrEqual(viewport.height - 1);
        await expect(bar.getByRole('link', { name: 'Hívás' }).getAttribute('href')).resolves.toMatch(/^tel:\+?\d{8,15}$/);
      } else {
        await expect(bar.isVisible()).resolves.toBe(false);
        const call = page.locator('[data-call-link]');
        await expect(call.isVisible()).resolves.toBe(true);
        const box = await call.boundingBox();
        expect(box?.y ?? -1).toBeGreaterThan(0);
        expect(box?.y ?? Infinity).toBeLessThan(viewport.height);
      }
      await context.close();
    });
  });
}

describe('the enquiry form in Chromium', () => {
  for (const viewport of viewports) {
    it(`at ${viewport.width} px marks what is wrong and sends nothing, then sends a valid enquiry, puts a lasting thank-you naming who answers in the form's place, and it is delivered`, async () => {
      const { context, page, problems } = await open(viewport);
      const sent: string[] = [];
      const keys: (string | undefined)[] = [];
      page.on('request', (request) => {
        if (!request.url().endsWith('/api/site/leads')) return;
        sent.push(request.postData() ?? '');
        keys.push(request.headers()['idempotency-key']);
      });
      const form = page.getByRole('form', { name: 'Érdeklődés az ingatlan iránt' });
      await form.getByRole('button', { name: 'Üzenet küldése' }).click();
      const name = form.getByLabel('Név');
      await expect.poll(() => name.getAttribute('aria-invalid')).toBe('true');
      for (const message of [enquiryMessages.name, enquiryMessages.email, enquiryMessages.consent]) await form.getByText(message).waitFor();
      await page.getByText(enquiryMessages.invalid).waitFor();
      await expect(page.evaluate(() => document.activeElement?.getAttribute('name'))).resolves.toBe('name');
      expect(sent).toEqual([]);

      const email = `vevo.${viewport.width}@example.hu`;
      await name.fill('Szabó Eszter');
      await form.getByLabel('E-mail-cím').fill(email);
      await form.getByLabel(/Telefonszám/).fill('+36 30 555 1234');
      await form.getByRole('checkbox', { name: /adatkezelési tájékoztatót/ }).check();
      await expect.poll(() => name.getAttribute('aria-invalid')).toBe('false');
      // Sent again, the form withdraws its summary at once, before the answer: held here until that is seen.
      const snackbarError = page.getByText(enquiryMessages.invalid);
      let answer: () => void = () => undefined;
      const answered = new Promise<void>((resolve) => (answer = resolve));
      await page.route('**/api/site/leads', async (route) => {
        await answered;
        await route.continue();
      });
      await form.getByRole('button', { name: 'Üzenet küldése' }).click();
      await form.getByRole('button', { name: 'Küldés…' }).waitFor();
      await expect(snackbarError.count()).resolves.toBe(0);
      answer();
      // The form gives way to the thank-you, whose title takes focus; it names the agent (or the office) from the page's data.
      const thanks = enquiryThanks({ visitorName: 'Szabó Eszter', agentName: listing.agent, officeName: listing.office, phoneGiven: true });
      const title = page.getByRole('heading', { name: thanks.title });
      await title.waitFor();
      await expect(form.count()).resolves.toBe(0);
      await expect(title.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
      // In view and under no fixed bar: what is at the title's centre, and at the button's, is each itself.
      const uncovered = (selector: string) =>
        page.locator(selector).evaluate((el) => {
          const box = el.getBoundingClientRect();
          return el.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
        });
      await expect(uncovered('#erdeklodes-koszonet')).resolves.toBe(true);
      await expect(uncovered('[data-enquiry-thanks] button')).resolves.toBe(true);
      await expect(page.getByText(thanks.text).isVisible()).resolves.toBe(true);
      // The thank-you stands alone: no error under it, nor over the call bar.
      await expect(snackbarError.count()).resolves.toBe(0);
      await expect(page.locator('[data-variant="error"]').count()).resolves.toBe(0);
      await expect(axeViolations(page)).resolves.toEqual([]);
      expect(thanks.text).toContain(listing.agent ?? listing.office);
      const shownAt = Date.now();
      expect(sent).toHaveLength(1);
      // The submission's Idempotency-Key, one the worker takes (a retry of it would be answered like the first).
      expect(keys[0] && idempotencyKeyOf(keys[0])).toBe(keys[0]);
      // Answered once recorded; the queue consumer stores the lead and e-mails the agent within seconds.
      const query = `SELECT l.property_id, l.name, l.phone, l.message, l.subdomain, e.state FROM enquiries e JOIN leads l ON l.idempotency_key = e.id WHERE e.email = '${email}' AND e.state = 'delivered'`;
      await expect.poll(() => localD1Query(worker.stateDir, query), { timeout: 20_000, interval: 500 }).toEqual([
        { property_id: listing.id, name: 'Szabó Eszter', phone: '+36 30 555 1234', message: enquiryStartMessage(listing), subdomain: 'immo1', state: 'delivered' },
      ]);
      // It lasts: still there after the 6 s a snackbar stays.
      await page.waitForTimeout(Math.max(0, 6_500 - (Date.now() - shownAt)));
      await expect(title.isVisible()).resolves.toBe(true);
      await expect(snackbarError.count()).resolves.toBe(0);

      // "Új üzenet küldése" brings back an empty form, focus in its first field, ready for another enquiry.
      await page.getByRole('button', { name: enquiryAnotherLabel }).click();
      await form.waitFor();
      await expect(title.count()).resolves.toBe(0);
      await expect(page.evaluate(() => document.activeElement?.getAttribute('name'))).resolves.toBe('name');
      await expect(name.inputValue()).resolves.toBe('');
      await expect(form.getByLabel('E-mail-cím').inputValue()).resolves.toBe('');
      await expect(form.getByLabel('Üzenet').inputValue()).resolves.toBe(enquiryStartMessage(listing));
      await expect(form.getByRole('checkbox', { name: /adatkezelési tájékoztatót/ }).isChecked()).resolves.toBe(false);
      expect(problems).toEqual([]);
      await context.close();
    });
  }
});

describe('similar listings in Chromium', () => {
  it('shows the streamed similar listings, and after following one loads the next page’s from the JSON endpoint', async () => {
    const { context, page, problems } = await open(viewports[1]);
    const parts: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/site/page-part')) parts.push(request.url());
    });
    const similar = page.locator('[data-similar-listings] a');
    await similar.first().waitFor();
    expect(await similar.count()).toBeGreaterThanOrEqual(3);
    // The first page's part came with the page: hydrating it asked for nothing.
    expect(parts).toEqual([]);
    const target = await similar.first().getAttribute('href');
    await similar.first().click();
    await page.waitForURL(`**${target}`);
    await expect.poll(() => parts).toEqual([`${worker.origin('immo1')}/api/site/page-part?path=${encodeURIComponent(target ?? '')}`]);
    // The new page's own similar listings: the page it came from among them, not itself.
    await expect
      .poll(() => page.locator('[data-similar-listings] a').evaluateAll((links) => links.map((a) => a.getAttribute('href'))))
      .toContain(`/ingatlan/${listing.id}`);
    await expect(page.locator('[data-similar-listings] a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).resolves.not.toContain(target);
    expect(problems).toEqual([]);
    await context.close();
  });
});

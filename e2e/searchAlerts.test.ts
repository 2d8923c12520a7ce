/**
 * A saved search end to end, in real Chromium at 375 and 1280 px against its own wrangler dev (it writes):
 * "Értesítést kérek" on /kereses (axe on the open form), the confirmation e-mail read from the local
 * e-mail simulation with its unsubscribe link and headers, its link confirming the alert and leading on to
 * the manage page, a new listing, the Cron Trigger run by hand, the
 * digest e-mail with its RFC 8058 headers, the one-click unsubscribe, and the link's page once the alert
 * is gone (a clear message, not an error).
 */
import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import { findSentEmails, type SentEmail } from '../scripts/emails/sentEmails.ts';
import { projectRoot, wranglerBin, wranglerEnv } from '../scripts/projectPaths.ts';
import { axeViolations } from './harness/axe';
import { browserForThisFile } from './harness/browser';
import { openHydrated, withContext } from './harness/browserPages';
import { requestWithHost, type RunningWorker, startWorker } from './harness/worker';

const browser = browserForThisFile();
let worker: RunningWorker;

beforeAll(async () => {
  worker = await startWorker({ templateStateDir: inject('templateStateDir'), testScheduled: true });
});
afterAll(async () => {
  await worker?.stop();
});

/** Runs SQL on the running worker's local D1, as an operator's command would. */
function sql(command: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(wranglerBin, ['d1', 'execute', 'DB', '--local', '--persist-to', worker.stateDir, '--command', command], { cwd: projectRoot, env: wranglerEnv() });
    let output = '';
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(output))));
  });
}

/** Waits for the e-mails to `address` that hold `marker`, read from the local e-mail simulation. */
async function mailTo(address: string, marker: string, timeoutMs = 20_000): Promise<SentEmail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await findSentEmails(address, { projectRoot, withinMs: 600_000 })).filter((mail) => mail.text.includes(marker) || (mail.headers.subject ?? '').includes(marker));
    if (found[0]) return found[0];
    if (Date.now() > deadline) throw new Error(`no e-mail to ${address} with ${marker}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The saved search of the test, and how every page and e-mail of its alert must say it. */
const savedQuery = 'places=district:13&price_max=80&rooms_min=2&property_types=1';
const inWords = 'Eladó lakás, Budapest XIII. kerület, legfeljebb 80 M Ft, legalább 2 szoba';

describe('a saved search with e-mail alerts', () => {
  for (const width of [375, 1280]) {
    it(`at ${width} px: asked for on /kereses, confirmed by its e-mail's link, a digest after the cron, unsubscribed in one click`, async ({ expect }) => {
      const email = `e2e.${width}.${Date.now()}@example.hu`;
      await withContext(browser(), { port: worker.port, origin: worker.origin }, width, async (context) => {
        const { page, problems } = await openHydrated(context, `${worker.origin('budapest13')}/kereses?${savedQuery}`);
        await page.getByRole('button', { name: 'Értesítést kérek' }).click();
        const form = page.locator('form', { has: page.getByRole('heading', { name: 'Értesítés az új hirdetésekről' }) });
        // The panel says which search it saves, in words.
        await form.getByText(inWords, { exact: true }).waitFor();
        await form.screenshot({ path: `/tmp/shots-words/alert-panel-${width}.png` });
        await form.getByLabel('E-mail-cím').fill('nem-cim');
        await form.getByRole('button', { name: 'Értesítést kérek' }).click();
        await form.getByText('Adjon meg egy érvényes e-mail-címet, például nev@example.hu.').waitFor();
        await expect(form.getByLabel('E-mail-cím').getAttribute('aria-invalid')).resolves.toBe('true');
        expect(await axeViolations(page)).toEqual([]);
        await form.getByLabel('E-mail-cím').fill(email);
        await form.getByLabel('Naponta').check();
        await form.getByRole('button', { name: 'Értesítést kérek' }).click();
        await form.getByText(/Elküldtük a megerősítő levelet/).waitFor();
        await page.screenshot({ path: `/tmp/shots-words/alert-form-sent-${width}.png`, fullPage: false });

        const confirmation = await mailTo(email, 'Megerősítés');
        expect(confirmation.text).toContain(inWords);
        expect(confirmation.text).not.toMatch(/places=|district:13/);
        const confirmUrl = /http:\/\/\S+\/ertesites\/megerosites\?t=[\w.-]+/.exec(confirmation.text)?.[0];
        expect(confirmUrl).toBeDefined();
        // The confirmation can be left as every alert e-mail: a link at its bottom and RFC 8058's headers.
        expect(confirmation.text).toMatch(/Leiratkozás: http:\/\/\S+\/ertesites\/leiratkozas\?t=[\w.-]+$/);
        expect(confirmation.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
        const confirmed = await openHydrated(context, confirmUrl ?? '');
        await confirmed.page.getByText('Köszönjük! Az értesítés elindult').waitFor();
        await confirmed.page.getByRole('link', { name: inWords }).waitFor();
        expect(await axeViolations(confirmed.page)).toEqual([]);
        await confirmed.page.screenshot({ path: `/tmp/shots-words/alert-confirmed-${width}.png`, fullPage: true });
        // It leads on to managing the alert, without waiting for a digest.
        await confirmed.page.getByRole('link', { name: 'Az értesítés módosítása vagy leiratkozás' }).click();
        await confirmed.page.getByRole('button', { name: 'Az értesítés törlése' }).waitFor();
        await confirmed.page.getByRole('link', { name: inWords }).waitFor();
        // The one 400 is the refused address above, which Chromium logs.
        expect([...problems, ...confirmed.problems].filter((p) => !p.includes('status of 400'))).toEqual([]);
      });

      // A day later, a listing of the office appears; the Cron Trigger runs.
      await sql(
        `UPDATE search_alerts SET last_sent_at = datetime('now', '-25 hours') WHERE email = '${email}'; UPDATE properties SET created_at = datetime('now') WHERE id = (SELECT id FROM properties WHERE office_id = 13 AND sale_status = 0 AND district_id = 13 AND property_type = 1 AND price <= 80000000 AND rooms >= 2 ORDER BY id DESC LIMIT 1)`,
      );
      const cron = await requestWithHost(worker.port, `localhost:${worker.port}`, '/__scheduled?cron=0+5+*+*+*');
      expect(cron.status).toBe(200);
      const digest = await mailTo(email, 'új vagy olcsóbb ingatlan');
      expect(digest.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
      expect(digest.html).toMatch(/\/ingatlan\/\d+/);
      expect(digest.text).toContain(inWords);
      const oneClick = new URL(/^<(.*)>$/.exec(digest.headers['list-unsubscribe'] ?? '')?.[1] ?? 'http://x');
      const unsubscribed = await requestWithHost(worker.port, oneClick.host, `${oneClick.pathname}${oneClick.search}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
      expect(unsubscribed.status).toBe(200);

      // The e-mail's own unsubscribe link, opened afterwards: a clear page.
      const pageLink = /http:\/\/\S+\/ertesites\/leiratkozas\?t=[\w.-]+/.exec(digest.text)?.[0] ?? '';
      await withContext(browser(), { port: worker.port, origin: worker.origin }, width, async (context) => {
        const { page } = await openHydrated(context, pageLink);
        await page.getByText('Ez az értesítés már nem létezik').waitFor();
      });
    });
  }
});

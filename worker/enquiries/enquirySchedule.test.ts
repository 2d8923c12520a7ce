import { createScheduledController, env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { firstRow, rows } from '../../backOffice/test/testCms';
import worker from '../index';
import { recordEnquiry } from './enquiryRecord';

/** Records an enquiry (each its own message: identical ones would be one) made `seconds` ago. */
async function recordedAgo(seconds: number, queued: boolean): Promise<string> {
  const id = crypto.randomUUID();
  const listing = await firstRow('SELECT id FROM properties WHERE office_id = 13 ORDER BY id LIMIT 1', z.object({ id: z.number() }));
  await recordEnquiry(env.DB, { id, subdomain: 'budapest13', siteUrl: 'http://budapest13.localhost', unit: { type: 'office', id: 13 }, propertyId: listing.id, name: 'Kovács Anna', email: 'anna@example.hu', phone: null, message: `Érdeklődöm a lakás iránt (${id}).` });
  await env.DB.prepare(`UPDATE enquiries SET created_at = datetime('now', ?), queued_at = ${queued ? "datetime('now')" : 'NULL'} WHERE id = ?`).bind(`-${seconds} seconds`, id).run();
  return id;
}

/** Runs the worker's scheduled handler as the Cron Trigger does. */
async function runSchedule(bindings: Cloudflare.Env = env): Promise<void> {
  await worker.scheduled(createScheduledController({ cron: '*/5 * * * *' }), bindings);
}

const queuedAt = async (id: string) => (await firstRow('SELECT queued_at FROM enquiries WHERE id = ?', z.object({ queued_at: z.string().nullable() }), id)).queued_at;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the enquiry schedule', () => {
  it('queues enquiries recorded over a minute ago that never reached the queue, and leaves the rest', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const lost = await recordedAgo(120, false);
    const young = await recordedAgo(5, false);
    const queued = await recordedAgo(120, true);
    const before = await queuedAt(queued);
    await runSchedule();
    expect(await queuedAt(lost)).not.toBeNull();
    expect(await queuedAt(young)).toBeNull();
    expect(await queuedAt(queued)).toBe(before);
    // The queue's consumer then delivers it.
    const deadline = Date.now() + 10_000;
    let state = 'received';
    while (state !== 'delivered' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      state = (await firstRow('SELECT state FROM enquiries WHERE id = ?', z.object({ state: z.string() }), lost)).state;
    }
    expect(state).toBe('delivered');
  });

  it('deletes enquiries and leads older than ENQUIRY_RETENTION_DAYS (180 by default), keeping younger ones', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const old = await recordedAgo(181 * 86_400, true);
    const kept = await recordedAgo(179 * 86_400, true);
    await env.DB.exec(
      "INSERT INTO leads (property_id, property_name, office_id, unit_type, unit_id, name, email, message, consent_at, created_at) VALUES (1, 'x', 13, 'office', 13, 'A', 'a@example.hu', 'Régi üzenet.', datetime('now', '-200 days'), datetime('now', '-200 days'))",
    );
    await runSchedule();
    expect((await rows('SELECT id FROM enquiries', z.object({ id: z.string() }))).map((r) => r.id)).toEqual([kept]);
    expect(await rows('SELECT id FROM leads', z.object({ id: z.number() }))).toEqual([]);
    expect(old).not.toBe(kept);

    await runSchedule({ ...env, ENQUIRY_RETENTION_DAYS: '30' });
    expect(await rows('SELECT id FROM enquiries', z.object({ id: z.string() }))).toEqual([]);
  });
});

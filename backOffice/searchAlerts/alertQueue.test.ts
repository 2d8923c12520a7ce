import { createExecutionContext, createMessageBatch, createScheduledController, env, getQueueResult } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import backOffice from '../index';
import worker from '../../worker/index';
import { sentEmails, waitForSentEmails } from '../../worker/test/sentEmails';
import { alertDeadLetterQueueName, type AlertMessage, alertQueueName } from '../../worker/searchAlerts/alertMessage';
import { retryAlertsSql } from '../../scripts/alerts/retryAlerts';
import { maxPlaceholderPlaces, searchStatements } from '../cms/search/searchQuery';
import { searchRequestSchema } from '../../domain/cms/searchRequestSchema';
import { fortyCitiesFilter } from '../test/searchFilterShapes';

/** A new address per test: the e-mails of earlier runs stay on disk, and an address is how a test finds its own. */
const freshAddress = () => `anna.${crypto.randomUUID().slice(0, 8)}@example.hu`;

type AlertUnit = { type: 'office' | 'franchise'; id: number; subdomain: string; siteUrl?: string };
const office13: AlertUnit = { type: 'office', id: 13, subdomain: 'budapest13' };

/** A confirmed daily alert whose last digest was `lastSent` ago (25 hours: due). */
async function confirmedAlert(email: string, query: string, unit: AlertUnit = office13, lastSent = '-25 hours') {
  const row = await env.DB.prepare(
    `INSERT INTO search_alerts (subdomain, site_url, unit_type, unit_id, email, query, frequency, state, confirmed_at, last_sent_at)
     VALUES (?, ?, ?, ?, ?, ?, 'daily', 'confirmed', datetime('now', '-2 days'), datetime('now', ?)) RETURNING id`,
  )
    .bind(unit.subdomain, unit.siteUrl ?? `http://${unit.subdomain}.localhost`, unit.type, unit.id, email, query, lastSent)
    .first('id');
  return z.number().parse(row);
}

const failureSchema = z.object({ failed_at: z.string().nullable(), failure: z.string().nullable(), failures: z.number(), retry_requested_at: z.string().nullable() });
const failureOf = async (id: number) => failureSchema.parse(await env.DB.prepare('SELECT failed_at, failure, failures, retry_requested_at FROM search_alerts WHERE id = ?').bind(id).first());

/** Hands the consumer the messages as one batch of the queue, as the queue would. */
async function consume(messages: AlertMessage[], queue = alertQueueName) {
  const batch = createMessageBatch(queue, messages.map((body, i) => ({ id: `m-${i}`, timestamp: new Date(), attempts: 1, body })));
  const ctx = createExecutionContext();
  await backOffice.queue(batch, env);
  return getQueueResult(batch, ctx);
}

const listingSchema = z.object({ id: z.number(), city_id: z.number() });

/** Makes a listing for sale new (created now); it and its city. `where` picks it. */
async function newListing(where: string): Promise<z.infer<typeof listingSchema>> {
  const listing = listingSchema.parse(await env.DB.prepare(`SELECT id, city_id FROM properties WHERE sale_status = 0 AND ${where} ORDER BY id LIMIT 1`).first());
  await env.DB.prepare("UPDATE properties SET created_at = datetime('now') WHERE id = ?").bind(listing.id).run();
  return listing;
}

beforeEach(() => {
  vi.spyOn(console, 'log').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('the alert queue consumer', () => {
  it('sends the digest of a saved search of 40 cities and full option lists (97 parameters of the search) and of the control alert in the same message', async () => {
    // A listing of the franchise with every field the saved search asks, in one of its 40 cities.
    const listing = await newListing('franchise_id = 1 AND office_id != 13 AND energy_certificate IS NOT NULL AND heating IS NOT NULL AND floor IS NOT NULL');
    const others = z.array(z.object({ id: z.number() })).parse((await env.DB.prepare('SELECT id FROM cities WHERE id != ? ORDER BY id LIMIT ?').bind(listing.city_id, maxPlaceholderPlaces - 1).all()).results);
    const query = fortyCitiesFilter([listing.city_id, ...others.map((c) => c.id)]);
    // What the search binds for it: 97 parameters, within its page's 98; the digest's page binds five of its own.
    const search = searchStatements(searchRequestSchema.parse({ unit_type: 'franchise', franchise_id: '1', ...Object.fromEntries(new URLSearchParams(query)) }));
    expect(search.count.params).toHaveLength(97);

    const forty = freshAddress();
    const control = freshAddress();
    const fortyId = await confirmedAlert(forty, query, { type: 'franchise', id: 1, subdomain: 'immo1' });
    const controlId = await confirmedAlert(control, '');
    const controlListing = await newListing('office_id = 13');
    const errors = vi.spyOn(console, 'error');

    const result = await consume([{ kind: 'digests', from: fortyId, to: controlId, atMs: Date.now() }]);
    expect(result.explicitAcks).toEqual(['m-0']);
    const [fortyDigest] = await waitForSentEmails(forty, 1);
    expect(fortyDigest?.html).toContain(`http://immo1.localhost/ingatlan/${listing.id}`);
    const [controlDigest] = await waitForSentEmails(control, 1);
    expect(controlDigest?.html).toContain(`http://budapest13.localhost/ingatlan/${controlListing.id}`);
    expect(await failureOf(fortyId)).toMatchObject({ failed_at: null, failures: 0 });
    expect(errors).not.toHaveBeenCalled();
  });

  it('logs, records and skips one alert whose digest fails (a stored record with a bad site address): the others of the message still get theirs', async () => {
    const bad = freshAddress();
    const control = freshAddress();
    const badId = await confirmedAlert(bad, '', { ...office13, siteUrl: 'nem-url' });
    const controlId = await confirmedAlert(control, '');
    const listing = await newListing('office_id = 13');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});

    const result = await consume([{ kind: 'digests', from: badId, to: controlId, atMs: Date.now() }]);
    expect(result.explicitAcks).toEqual(['m-0']);
    const [digest] = await waitForSentEmails(control, 1);
    expect(digest?.html).toContain(`http://budapest13.localhost/ingatlan/${listing.id}`);
    expect(await sentEmails(bad)).toEqual([]);
    expect(await failureOf(badId)).toMatchObject({ failed_at: expect.any(String), failure: expect.stringMatching(/^digest: .*Invalid URL/), failures: 1 });
    expect(await failureOf(controlId)).toMatchObject({ failed_at: null, failures: 0 });
    expect(errors).toHaveBeenCalledWith('Alert digest failed; recorded on the alert, the others go on', badId, expect.stringMatching(/Invalid URL/));
  });
});

describe('the alert dead-letter queue consumer', () => {
  it('records the failure on the alerts the message still owed: the range’s due alerts and a pending confirmation, not an alert already sent', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const dueId = await confirmedAlert(freshAddress(), '');
    const sentId = await confirmedAlert(freshAddress(), '', office13, '-1 minutes');
    const pendingId = z.number().parse(
      await env.DB.prepare("INSERT INTO search_alerts (subdomain, site_url, unit_type, unit_id, email, query, frequency) VALUES ('budapest13', 'http://budapest13.localhost', 'office', 13, ?, '', 'daily') RETURNING id")
        .bind(freshAddress())
        .first('id'),
    );
    await env.DB.prepare("UPDATE search_alerts SET failed_at = datetime('now'), failure = 'confirmation: e-mail refused', failures = 4 WHERE id = ?").bind(pendingId).run();

    const result = await consume(
      [
        { kind: 'digests', from: dueId, to: sentId, atMs: Date.now() },
        { kind: 'confirm', alertId: pendingId },
      ],
      alertDeadLetterQueueName,
    );
    expect(result.explicitAcks).toEqual(['m-0', 'm-1']);
    expect(await failureOf(dueId)).toMatchObject({ failed_at: expect.any(String), failure: `${alertDeadLetterQueueName}: the queue gave the message up after its retries`, failures: 1 });
    expect(await failureOf(sentId)).toMatchObject({ failed_at: null, failures: 0 });
    expect(await failureOf(pendingId)).toMatchObject({ failure: `${alertDeadLetterQueueName}: the queue gave the message up after its retries; last error: confirmation: e-mail refused`, failures: 5 });
  });
});

describe('npm run alerts:retry and the five-minute Cron Trigger', () => {
  it('re-queues a failed alert the command marked: its digest is sent through the real queue and its failure cleared', async () => {
    const email = freshAddress();
    const id = await confirmedAlert(email, '');
    const listing = await newListing('office_id = 13');
    await env.DB.prepare("UPDATE search_alerts SET failed_at = datetime('now'), failure = 'digest: D1_ERROR: too many SQL variables', failures = 1 WHERE id = ?").bind(id).run();
    // Not failed: the command does not take it.
    const untouched = await confirmedAlert(freshAddress(), '');

    const marked = await env.DB.prepare(retryAlertsSql({ id, all: false })).all();
    expect(marked.results).toEqual([{ id }]);
    expect(await env.DB.prepare(retryAlertsSql({ id: untouched, all: false })).all()).toMatchObject({ results: [] });
    expect((await failureOf(id)).retry_requested_at).toEqual(expect.any(String));

    await worker.scheduled(createScheduledController({ cron: '*/5 * * * *', scheduledTime: Date.now() }), env);
    expect((await failureOf(id)).retry_requested_at).toBeNull();
    const [digest] = await waitForSentEmails(email, 1, 15_000);
    expect(digest?.html).toContain(`http://budapest13.localhost/ingatlan/${listing.id}`);
    expect(await failureOf(id)).toMatchObject({ failed_at: null, failure: null, failures: 0 });
  });
});

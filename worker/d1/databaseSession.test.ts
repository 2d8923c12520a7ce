import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { honeypotField } from '../../domain/enquiries/enquiry';
import { app } from '../app';
import { firstRow } from '../../backOffice/test/testCms';
import { withBackOffice } from '../test/backOfficeInProcess';
import { countingDatabase, d1Log } from '../test/countingDatabase';
import { bookmarkCookie, readingSession, validBookmark, writingSession } from './databaseSession';

const countSchema = z.object({ n: z.number() });

describe('validBookmark', () => {
  it('passes D1’s dash-joined hex bookmarks on and nothing else a client could send', () => {
    expect(validBookmark('0000000a-00000003-00004f3a-3b8c0a1f0a7b5e27c8d9f8e4a1b2c3d4')).toBe('0000000a-00000003-00004f3a-3b8c0a1f0a7b5e27c8d9f8e4a1b2c3d4');
    for (const bad of [undefined, null, '', 'first-primary', 'first-unconstrained', '0a;drop', `${'0'.repeat(300)}`, '00-00-00-00-00-00-00-00-00']) {
      expect(validBookmark(bad), String(bad)).toBeUndefined();
    }
  });
});

describe('the request’s D1 session', () => {
  it('reads a write back through a session anchored at the write’s bookmark', async () => {
    const primary = writingSession(env.DB);
    await primary.prepare("INSERT INTO dropdown_options (type, value, label) VALUES ('heating', 'session-test', 'Munkamenet')").run();
    const bookmark = primary.bookmark();
    expect(bookmark).toEqual(expect.any(String));
    const reader = readingSession(env.DB, bookmark ?? undefined);
    expect(await reader.prepare("SELECT count(*) AS n FROM dropdown_options WHERE value = 'session-test'").first('n')).toBe(1);
    expect(reader.bookmark()).not.toBeNull();
  });

  it('makes every query and batch wait the simulated latency first (benchmarks of far visitors)', async () => {
    const slow = readingSession(env.DB, undefined, 60);
    let started = performance.now();
    await slow.prepare('SELECT 1 AS n').bind().first();
    expect(performance.now() - started).toBeGreaterThanOrEqual(55);
    started = performance.now();
    const [a, b] = await slow.batch([slow.prepare('SELECT 1 AS n'), slow.prepare('SELECT ? AS n').bind(2)]);
    expect(performance.now() - started).toBeGreaterThanOrEqual(55);
    expect([a?.results, b?.results]).toEqual([[{ n: 1 }], [{ n: 2 }]]);
  });

  it('refuses what a session cannot do rather than run it outside the session', async () => {
    await expect(readingSession(env.DB, undefined).exec()).rejects.toThrow(/session/);
  });
});

describe('a visitor’s bookmark after an enquiry', () => {
  it('is kept in an HttpOnly cookie for the site API, and the visitor’s next site API read opens its session there', async () => {
    const listing = await firstRow('SELECT id FROM properties WHERE office_id = 13 ORDER BY id LIMIT 1', z.object({ id: z.number() }));
    const ctx = createExecutionContext();
    const posted = await app.fetch(
      new Request('http://budapest13.localhost/api/site/leads', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'http://budapest13.localhost', 'cf-connecting-ip': '203.0.113.200' },
        body: JSON.stringify({ property_id: listing.id, name: 'Kovács Anna', email: 'kovacs.anna@example.hu', phone: '', message: 'Érdeklődöm.', consent: true, [honeypotField]: '' }),
      }),
      env,
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect(posted.status).toBe(202);
    const cookie = posted.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(new RegExp(`^${bookmarkCookie}=[0-9a-f-]+; Max-Age=300; Path=/api/site; HttpOnly; SameSite=Strict$`));
    const bookmark = cookie.split(';')[0]?.split('=')[1] ?? '';
    expect((await firstRow('SELECT count(*) AS n FROM enquiries', countSchema)).n).toBe(1);

    const log = d1Log();
    const read = await app.fetch(
      new Request(`http://budapest13.localhost/api/site/page?path=${encodeURIComponent(`/ingatlan/${listing.id}`)}`, { headers: { cookie: `${bookmarkCookie}=${bookmark}` } }),
      withBackOffice({ ...env, DB: countingDatabase(log) }),
      createExecutionContext(),
    );
    expect(read.status).toBe(200);
    expect(log.sessions).toContain(bookmark);
    // A page is the same for everyone: it never reads at a visitor's bookmark.
    const pageLog = d1Log();
    const page = await app.fetch(new Request(`http://budapest13.localhost/ingatlan/${listing.id}`, { headers: { cookie: `${bookmarkCookie}=${bookmark}` } }), withBackOffice({ ...env, DB: countingDatabase(pageLog) }), createExecutionContext());
    await page.text();
    expect(pageLog.sessions).not.toContain(bookmark);
  });
});

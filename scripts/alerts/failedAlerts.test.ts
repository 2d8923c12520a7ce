import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { failedAlertJson, failedAlertRowSchema, failedAlertsOptionsSchema, failedAlertsSql, formatFailedAlert } from './failedAlerts';

function database(): DatabaseSync {
  const db = new DatabaseSync(':memory:');
  for (const file of readdirSync('migrations').filter((f) => f.endsWith('.sql')).sort()) db.exec(readFileSync(`migrations/${file}`, 'utf8'));
  const insert = db.prepare(
    "INSERT INTO search_alerts (id, subdomain, site_url, unit_type, unit_id, email, query, frequency, state, last_sent_at, failed_at, failure, failures, retry_requested_at) VALUES (?, 'immo1', 'http://immo1.localhost', 'franchise', 1, ?, ?, 'daily', 'confirmed', '2026-11-27 05:00:00', ?, ?, ?, ?)",
  );
  insert.run(1, 'anna@example.hu', 'places=city:1', '2026-11-28 05:00:00', 'digest: D1_ERROR: too many SQL variables', 2, null);
  insert.run(2, 'bela\u001b]0;pwned\u0007@example.hu', 'rooms_min=2', '2026-11-28 05:10:00', 'search-alerts-dlq: the queue gave the message up after its retries', 1, '2026-11-28 08:00:00');
  insert.run(3, 'cecil@example.hu', '', null, null, 0, null);
  return db;
}

const rows = (db: DatabaseSync, limit = 50) => z.array(failedAlertRowSchema).parse(db.prepare(failedAlertsSql({ limit, json: false })).all());

describe('failedAlertsSql', () => {
  it('lists only the failed alerts, newest failure first, up to the limit', () => {
    const db = database();
    expect(rows(db).map((r) => r.id)).toEqual([2, 1]);
    expect(rows(db, 1).map((r) => r.id)).toEqual([2]);
  });
});

describe('formatFailedAlert and failedAlertJson', () => {
  it('print the reason, the search and the retry asked, with every control character of a visitor’s text escaped', () => {
    const [second, first] = rows(database());
    if (!first || !second) throw new Error('two failed alerts expected');
    expect(formatFailedAlert(first)).toBe(
      [
        '#1  failed 2026-11-28 05:00 UTC (2 times)  immo1 (franchise 1), daily, confirmed',
        '  Reason: digest: D1_ERROR: too many SQL variables',
        '  Search: /kereses?places=city:1',
        '  Address: anna@example.hu; last digest 2026-11-27 05:00 UTC',
      ].join('\n'),
    );
    expect(formatFailedAlert(second)).toContain('[retry asked 2026-11-28 08:00 UTC]');
    expect(formatFailedAlert(second)).toContain('bela\\u001b]0;pwned\\u0007@example.hu');
    expect(failedAlertJson(second)).not.toMatch(/[\u0000-\u001f]/);
    expect(JSON.parse(failedAlertJson(second))).toMatchObject({ id: 2, email: 'bela\u001b]0;pwned\u0007@example.hu' });
  });
});

describe('npm run alerts:failed', () => {
  it('answers bad arguments with the usage line and exit 2', () => {
    expect(failedAlertsOptionsSchema.safeParse({ limit: '0' }).success).toBe(false);
    for (const args of [['--bogus'], ['--limit', '0'], ['--limit', '5000'], ['extra']]) {
      let status = 0;
      let output = '';
      try {
        execFileSync(process.execPath, ['scripts/list-failed-alerts.ts', ...args], { encoding: 'utf8', stdio: 'pipe' });
      } catch (error) {
        ({ status, stderr: output } = error as { status: number; stderr: string });
      }
      expect(status, args.join(' ')).toBe(2);
      expect(output).toContain('Usage: npm run alerts:failed --');
    }
  });
});

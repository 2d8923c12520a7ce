import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { retryAlertsOptionsSchema, retryAlertsSql } from './retryAlerts';

/** The migrated schema with three alerts: 1 and 2 failed, 3 fine. */
function database(): DatabaseSync {
  const db = new DatabaseSync(':memory:');
  for (const file of readdirSync('migrations').filter((f) => f.endsWith('.sql')).sort()) db.exec(readFileSync(`migrations/${file}`, 'utf8'));
  const insert = db.prepare("INSERT INTO search_alerts (id, subdomain, site_url, unit_type, unit_id, email, query, frequency, state, failed_at, failure, failures) VALUES (?, 'immo1', 'http://immo1.localhost', 'franchise', 1, 'a@example.hu', '', 'daily', 'confirmed', ?, ?, ?)");
  insert.run(1, '2026-11-28 05:00:00', 'digest: D1_ERROR: too many SQL variables', 2);
  insert.run(2, '2026-11-28 05:01:00', 'search-alerts-dlq: the queue gave the message up after its retries', 1);
  insert.run(3, null, null, 0);
  return db;
}

/** Runs the command as an operator would; its exit code and what it printed. */
function command(...args: string[]): { status: number; output: string } {
  try {
    return { status: 0, output: execFileSync(process.execPath, ['scripts/retry-alerts.ts', ...args], { encoding: 'utf8', stdio: 'pipe' }) };
  } catch (error) {
    const failed = error as { status: number; stderr: string };
    return { status: failed.status, output: failed.stderr };
  }
}

describe('retryAlertsOptionsSchema', () => {
  it('takes one alert id or --all, and refuses both, neither, or something else', () => {
    expect(retryAlertsOptionsSchema.parse({ id: '12', all: false })).toEqual({ id: 12, all: false });
    expect(retryAlertsOptionsSchema.parse({ id: undefined, all: true })).toEqual({ id: undefined, all: true });
    expect(retryAlertsOptionsSchema.safeParse({ id: '12', all: true }).success).toBe(false);
    expect(retryAlertsOptionsSchema.safeParse({ id: undefined, all: false }).success).toBe(false);
    expect(retryAlertsOptionsSchema.safeParse({ id: '1 OR 1=1', all: false }).success).toBe(false);
  });
});

describe('retryAlertsSql', () => {
  it('marks every failed alert for retry, and nothing else', () => {
    const db = database();
    expect(db.prepare(retryAlertsSql({ id: undefined, all: true })).all().map((r) => r.id)).toEqual([1, 2]);
    expect(db.prepare('SELECT id FROM search_alerts WHERE retry_requested_at IS NOT NULL ORDER BY id').all().map((r) => r.id)).toEqual([1, 2]);
  });

  it('marks one by id, but never an alert that has not failed', () => {
    const db = database();
    expect(db.prepare(retryAlertsSql({ id: 2, all: false })).all()).toEqual([{ id: 2 }]);
    expect(db.prepare(retryAlertsSql({ id: 3, all: false })).all()).toEqual([]);
  });
});

describe('npm run alerts:retry', () => {
  it('answers bad arguments with the usage line and exit 2, before touching any database', () => {
    for (const args of [['--bogus'], [], ['--id', 'x'], ['--id', '3', '--all'], ['12']]) {
      const { status, output } = command(...args);
      expect(status, args.join(' ')).toBe(2);
      expect(output).toContain('Usage: npm run alerts:retry -- --id N | --all');
      expect(output).not.toMatch(/\n\s+at /);
    }
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { redeliverOptionsSchema, redeliverSql } from './redeliverLeads';

const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;

function database(): DatabaseSync {
  const db = new DatabaseSync(':memory:');
  for (const file of readdirSync('migrations').filter((f) => f.endsWith('.sql')).sort()) db.exec(readFileSync(`migrations/${file}`, 'utf8'));
  const insert = db.prepare(
    "INSERT INTO enquiries (id, subdomain, site_url, unit_type, unit_id, property_id, name, email, message, consent_at, queued_at, state, attempts) VALUES (?, 'immo1', 'http://immo1.localhost', 'franchise', 1, 1, 'A', 'a@example.hu', 'Érdeklődöm.', '2026-11-20', '2026-11-20', ?, 7)",
  );
  insert.run(id(1), 'failed');
  insert.run(id(2), 'failed');
  insert.run(id(3), 'delivered');
  insert.run(id(4), 'received');
  return db;
}

describe('redeliverOptionsSchema', () => {
  it('takes one enquiry id or --failed, and refuses both, neither, or something else', () => {
    expect(redeliverOptionsSchema.parse({ id: id(1), failed: false })).toEqual({ id: id(1), failed: false });
    expect(redeliverOptionsSchema.parse({ id: undefined, failed: true })).toEqual({ id: undefined, failed: true });
    expect(redeliverOptionsSchema.safeParse({ id: id(1), failed: true }).success).toBe(false);
    expect(redeliverOptionsSchema.safeParse({ id: undefined, failed: false }).success).toBe(false);
    expect(redeliverOptionsSchema.safeParse({ id: "1' OR 1=1 --", failed: false }).success).toBe(false);
  });
});

describe('redeliverSql', () => {
  it('hands every failed enquiry back, unqueued, and nothing else', () => {
    const db = database();
    expect(db.prepare(redeliverSql({ id: undefined, failed: true })).all().map((r) => r.id)).toEqual([id(1), id(2)]);
    expect(db.prepare('SELECT id, state, queued_at FROM enquiries ORDER BY id').all().map((r) => [r.id, r.state, r.queued_at])).toEqual([
      [id(1), 'received', null],
      [id(2), 'received', null],
      [id(3), 'delivered', '2026-11-20'],
      [id(4), 'received', '2026-11-20'],
    ]);
  });

  it('hands one back by id, but never a delivered one', () => {
    const db = database();
    expect(db.prepare(redeliverSql({ id: id(1), failed: false })).all()).toHaveLength(1);
    expect(db.prepare(redeliverSql({ id: id(3), failed: false })).all()).toHaveLength(0);
  });
});

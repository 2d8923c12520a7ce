import { readdirSync, readFileSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { escapeControls, formatLead, isCalendarDate, jsonLine, type LeadListRow, leadListRowSchema, listLeadsOptionsSchema, listLeadsSql } from './listLeads';

describe('listLeadsOptionsSchema', () => {
  it('takes an office id, a date and a limit, and defaults to the newest 50', () => {
    expect(listLeadsOptionsSchema.parse({})).toEqual({ limit: 50, json: false });
    expect(listLeadsOptionsSchema.parse({ office: '13', since: '2026-11-01', limit: '200', json: true })).toEqual({ office: 13, since: '2026-11-01', limit: 200, json: true });
  });

  it('refuses what is not an id, a real date or a limit, naming the flag', () => {
    for (const [flags, flag] of [
      [{ office: "13' OR 1=1" }, '--office'],
      [{ since: '2026-13-45' }, '--since'],
      [{ since: '2026-02-31' }, '--since'],
      [{ since: '2026-04-31' }, '--since'],
      [{ since: '2026-02-29' }, '--since'],
      [{ since: 'tegnap' }, '--since'],
      [{ limit: '0' }, '--limit'],
      [{ limit: '5000' }, '--limit'],
    ] as const) {
      const parsed = listLeadsOptionsSchema.safeParse(flags);
      expect(parsed.success, JSON.stringify(flags)).toBe(false);
      expect(parsed.error?.issues[0]?.message).toContain(flag);
    }
    expect(listLeadsOptionsSchema.safeParse({ since: '2028-02-29' }).success).toBe(true);
  });
});

describe('isCalendarDate', () => {
  it('takes only days the calendar has', () => {
    expect(['2026-01-31', '2024-02-29', '2026-12-31'].every(isCalendarDate)).toBe(true);
    expect(['2026-02-31', '2026-02-29', '2026-00-10', '2026-1-1', '2026-11-01T00:00'].some(isCalendarDate)).toBe(false);
  });
});

/** A database with the real migrations, as D1 runs them (SQLite). */
function migratedDatabase(): DatabaseSync {
  const db = new DatabaseSync(':memory:');
  for (const file of readdirSync('migrations').filter((f) => f.endsWith('.sql')).sort()) db.exec(readFileSync(`migrations/${file}`, 'utf8'));
  return db;
}

describe('listLeadsSql', () => {
  const db = migratedDatabase();
  db.exec(`
    INSERT INTO franchises (id, name) VALUES (1, 'Immo1');
    INSERT INTO counties (id, name, name_folded, kind) VALUES (1, 'Budapest', 'budapest', 'capital');
    INSERT INTO cities (id, county_id, name, name_folded, kind) VALUES (1, 1, 'Budapest', 'budapest', 'capital');
    INSERT INTO offices (id, franchise_id, name, city_id, address) VALUES (13, 1, 'Immo1 XIII.', 1, 'Váci út 1.');
  `);
  db.exec(`
    INSERT INTO enquiries (id, subdomain, site_url, unit_type, unit_id, property_id, name, email, phone, message, consent_at, created_at, state, attempts, last_error)
      VALUES ('e-1', 'budapest13', 'http://budapest13.localhost', 'office', 13, 5, 'Kovács Anna', 'anna@example.hu', NULL, 'Érdeklődöm.', '2026-11-20 10:00:00', '2026-11-20 10:00:00', 'failed', 7, 'e-mail: down'),
             ('e-2', 'debrecen', 'http://debrecen.localhost', 'office', 21, 9, 'Nagy Béla', 'bela@example.hu', NULL, 'Kérdésem van.', '2026-11-24 09:00:00', '2026-11-24 09:00:00', 'delivered', 1, NULL);
    INSERT INTO leads (property_id, property_name, office_id, agent_id, unit_type, unit_id, subdomain, source_url, name, email, phone, message, consent_at, created_at, idempotency_key)
      VALUES (5, 'Napfényes lakás', 13, NULL, 'office', 13, 'budapest13', NULL, 'Kovács Anna', 'anna@example.hu', NULL, 'Érdeklődöm.', '2026-11-20 10:00:00', '2026-11-20 10:00:00', 'e-1'),
             (6, 'Csendes ház', 13, NULL, 'office', 13, NULL, NULL, 'Szolgáltatás', 'x@example.hu', NULL, 'Egy szolgáltatás írta.', '2026-11-22 08:00:00', '2026-11-22 08:00:00', NULL);
  `);
  const list = (options: Parameters<typeof listLeadsSql>[0]) => z.array(leadListRowSchema).parse(db.prepare(listLeadsSql(options)).all());

  it('lists every enquiry with its delivery state, and the leads that came without one, newest first', () => {
    const rows = list({ limit: 50, json: false });
    expect(rows.map((r) => [r.id, r.state, r.office_id, r.property_name])).toEqual([
      ['e-2', 'delivered', 21, null],
      ['lead-2', 'stored', 13, 'Csendes ház'],
      ['e-1', 'failed', 13, 'Napfényes lakás'],
    ]);
    expect(rows[2]).toMatchObject({ attempts: 7, last_error: 'e-mail: down', office_name: 'Immo1 XIII.' });
  });

  it('filters by office and by date, and stops at the limit', () => {
    expect(list({ office: 13, limit: 50, json: false }).map((r) => r.id)).toEqual(['lead-2', 'e-1']);
    expect(list({ since: '2026-11-21', limit: 50, json: false }).map((r) => r.id)).toEqual(['e-2', 'lead-2']);
    expect(list({ limit: 1, json: false })).toHaveLength(1);
  });
});

const row: LeadListRow = {
  id: '2f0c5a1e-0000-4000-8000-000000000017',
  created_at: '2026-11-23 10:02:31',
  property_id: 349,
  property_name: 'Eladó 2 szobás lakás',
  office_id: 13,
  office_name: 'Immo1 Budapest XIII. kerület',
  name: 'Kovács Anna',
  email: 'anna@example.hu',
  phone: null,
  message: 'Érdeklődöm.\nMikor nézhetem meg?',
  subdomain: 'budapest13',
  state: 'delivered',
  attempts: 1,
  last_error: null,
};

describe('formatLead', () => {
  it('writes who, about which listing, through which site, its delivery and what, on four lines', () => {
    expect(formatLead(row)).toBe(
      '#2f0c5a1e-0000-4000-8000-000000000017  2026-11-23 10:02 UTC  Immo1 Budapest XIII. kerület (iroda 13), via budapest13  [delivered]\n  Ingatlan 349: Eladó 2 szobás lakás\n  Kovács Anna <anna@example.hu>\n  Érdeklődöm.\\u000aMikor nézhetem meg?',
    );
  });

  it('says how a delivery failed and how often it was tried', () => {
    expect(formatLead({ ...row, state: 'failed', attempts: 7, last_error: 'e-mail: mail service down' }).split('\n')[0]).toMatch(/\[failed, 7 attempts: e-mail: mail service down\]$/);
    expect(formatLead({ ...row, state: 'received', attempts: 0 }).split('\n')[0]).toMatch(/\[received, 0 attempts\]$/);
  });

  it('escapes every control character, so a name can neither drive the terminal nor forge a second enquiry', () => {
    const text = formatLead({ ...row, name: 'Béla\u001b]0;pwned\u0007\u001b[2J', message: 'ok\n#99  2026-11-23 10:02 UTC  hamis\r\u009b2J\u202e' });
    expect(text).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202e]/);
    expect(text.split('\n')).toHaveLength(4);
    expect(text).toContain('Béla\\u001b]0;pwned\\u0007\\u001b[2J');
    expect(text).toContain('ok\\u000a#99  2026-11-23 10:02 UTC  hamis\\u000d\\u009b2J\\u202e');
  });
});

describe('jsonLine', () => {
  it('is one line of JSON that parses back to the row, with DEL, C1 and bidi controls escaped too', () => {
    const hostile = { ...row, name: 'a\u007fb\u009bc\u2028d\u202ee\u001bf' };
    const line = jsonLine(hostile);
    expect(line).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u2028\u202e]/);
    expect(JSON.parse(line)).toEqual(hostile);
  });
});

describe('escapeControls', () => {
  it('leaves printable text, accents included, as it is', () => {
    expect(escapeControls('Őrült Ügyvéd „Kft.” – 50 m²')).toBe('Őrült Ügyvéd „Kft.” – 50 m²');
  });
});

import { describe, expect, it } from 'vitest';
import { formatLead, listLeadsOptionsSchema, listLeadsSql } from './listLeads';

describe('listLeadsOptionsSchema', () => {
  it('takes an office id, a date and a limit, and defaults to the newest 50', () => {
    expect(listLeadsOptionsSchema.parse({})).toEqual({ limit: 50, json: false });
    expect(listLeadsOptionsSchema.parse({ office: '13', since: '2026-11-01', limit: '200', json: true })).toEqual({ office: 13, since: '2026-11-01', limit: 200, json: true });
  });

  it('refuses what is not an id, a date or a limit, naming the flag', () => {
    for (const [flags, flag] of [
      [{ office: "13' OR 1=1" }, '--office'],
      [{ since: '2026-13-45' }, '--since'],
      [{ since: 'tegnap' }, '--since'],
      [{ limit: '0' }, '--limit'],
      [{ limit: '5000' }, '--limit'],
    ] as const) {
      const parsed = listLeadsOptionsSchema.safeParse(flags);
      expect(parsed.success, JSON.stringify(flags)).toBe(false);
      expect(parsed.error?.issues[0]?.message).toContain(flag);
    }
  });
});

describe('listLeadsSql', () => {
  it('filters by office and date, newest first', () => {
    const sql = listLeadsSql({ office: 13, since: '2026-11-01', limit: 20, json: false });
    expect(sql).toContain("WHERE l.office_id = 13 AND l.created_at >= '2026-11-01'");
    expect(sql).toMatch(/ORDER BY l\.created_at DESC, l\.id DESC LIMIT 20$/);
    expect(listLeadsSql({ limit: 50, json: false })).not.toContain('WHERE');
  });
});

describe('formatLead', () => {
  it('writes who, about which listing, through which site and what, on four lines', () => {
    const text = formatLead({
      id: 17,
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
    });
    expect(text).toBe(
      '#17  2026-11-23 10:02 UTC  Immo1 Budapest XIII. kerület (iroda 13), via budapest13\n  Ingatlan 349: Eladó 2 szobás lakás\n  Kovács Anna <anna@example.hu>\n  Érdeklődöm. Mikor nézhetem meg?',
    );
  });
});

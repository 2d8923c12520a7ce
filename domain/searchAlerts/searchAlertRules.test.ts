import { describe, expect, it } from 'vitest';
import { maxAlertsPerAddress } from './searchAlert';
import { type AlertCandidate, alertNewsOf, digestShare, isAlertDue, mayCreateAlert } from './searchAlertRules';

const now = Date.parse('2026-11-25T10:00:00Z');
const immo1 = { type: 'franchise', id: 1 } as const;
const office13 = { type: 'office', id: 13 } as const;
const listing = (overrides: Partial<AlertCandidate> = {}): AlertCandidate => ({
  id: 1,
  franchise_id: 1,
  office_id: 13,
  created_at: '2026-11-20 08:00:00',
  price: 50_000_000,
  reductions: [],
  ...overrides,
});

describe('search alert rules', () => {
  it('lets an address have at most the cap of alerts on a site', () => {
    expect(mayCreateAlert(0)).toBe(true);
    expect(mayCreateAlert(maxAlertsPerAddress - 1)).toBe(true);
    expect(mayCreateAlert(maxAlertsPerAddress)).toBe(false);
  });

  it('makes a daily alert due a day after its last digest and a weekly one a week after, with an hour to spare', () => {
    expect(isAlertDue(null, 'weekly', now)).toBe(true);
    expect(isAlertDue('2026-11-24 10:30:00', 'daily', now)).toBe(true);
    expect(isAlertDue('2026-11-24 12:00:00', 'daily', now)).toBe(false);
    expect(isAlertDue('2026-11-20 10:00:00', 'weekly', now)).toBe(false);
    expect(isAlertDue('2026-11-18 10:00:00', 'weekly', now)).toBe(true);
  });

  it('finds a listing new when it appeared after the last digest, and not when it appeared before', () => {
    expect(alertNewsOf(listing({ created_at: '2026-11-25 09:00:00' }), '2026-11-24 10:00:00', immo1)).toEqual({ kind: 'new' });
    expect(alertNewsOf(listing({ created_at: '2026-11-24 10:00:00' }), '2026-11-24 10:00:00', immo1)).toBeNull();
  });

  it('finds an older listing reduced when its price went down after the last digest, from the price it had then', () => {
    const reduced = listing({ price: 45_000_000, reductions: [{ old_price: 52_000_000, new_price: 48_000_000, reduced_at: '2026-11-24 12:00:00' }, { old_price: 48_000_000, new_price: 45_000_000, reduced_at: '2026-11-25 08:00:00' }] });
    expect(alertNewsOf(reduced, '2026-11-24 10:00:00', immo1)).toEqual({ kind: 'reduced', fromPrice: 52_000_000 });
    expect(alertNewsOf(reduced, '2026-11-25 09:00:00', immo1)).toBeNull();
    // Down and back up again since: no news.
    expect(alertNewsOf(listing({ price: 53_000_000, reductions: [{ old_price: 52_000_000, new_price: 48_000_000, reduced_at: '2026-11-24 12:00:00' }] }), '2026-11-24 10:00:00', immo1)).toBeNull();
  });

  it('keeps each unit to its own listings: an office alert sees only its office’s, a franchise’s its network’s', () => {
    const elsewhere = listing({ office_id: 21, franchise_id: 1, created_at: '2026-11-25 09:00:00' });
    expect(alertNewsOf(elsewhere, '2026-11-24 10:00:00', office13)).toBeNull();
    expect(alertNewsOf(elsewhere, '2026-11-24 10:00:00', immo1)).toEqual({ kind: 'new' });
    expect(alertNewsOf(listing({ franchise_id: 2, created_at: '2026-11-25 09:00:00' }), '2026-11-24 10:00:00', immo1)).toBeNull();
  });

  it('shows at most 10 listings in a digest with "and N more", and sends nothing without news', () => {
    expect(digestShare(14)).toEqual({ shown: 10, more: 4, send: true });
    expect(digestShare(3)).toEqual({ shown: 3, more: 0, send: true });
    expect(digestShare(0)).toEqual({ shown: 0, more: 0, send: false });
  });
});

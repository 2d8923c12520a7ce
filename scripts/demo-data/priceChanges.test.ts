import { describe, expect, it } from 'vitest';
import { generateListings } from './listings';
import { referenceDate } from './options';
import { priceChangesOf } from './priceChanges';
import { priceChangeRowSchema } from './rows';

const properties = [...generateListings({ size: 4_000, seed: 1 })].map((l) => l.property);
const histories = properties.map((p) => ({ property: p, changes: priceChangesOf(1, p) }));
const changes = histories.flatMap((h) => h.changes);
const at = (text: string) => Date.parse(`${text.replace(' ', 'T')}Z`);

describe('priceChangesOf', () => {
  it('changes the price of about a third of the listings older than a month, and no newer one', () => {
    const older = histories.filter((h) => referenceDate - at(h.property.created_at) >= 30 * 86_400_000);
    const share = older.filter((h) => h.changes.length > 0).length / older.length;
    expect(share).toBeGreaterThan(0.25);
    expect(share).toBeLessThan(0.4);
    for (const h of histories) if (!older.includes(h)) expect(h.changes).toEqual([]);
  });

  it('mostly cuts by 3-10 %, sometimes raises by 2-6 % (after rounding to the price step)', () => {
    const cuts = changes.filter((c) => c.new_price < c.old_price);
    expect(cuts.length / changes.length).toBeGreaterThan(0.75);
    for (const c of changes) {
      const share = Math.abs(c.new_price - c.old_price) / c.old_price;
      expect(share, JSON.stringify(c)).toBeLessThan(c.new_price < c.old_price ? 0.115 : 0.07);
      expect(c.new_price).not.toBe(c.old_price);
    }
  });

  it('chains the changes in date order within the time on the market, ending at the current price', () => {
    for (const { property, changes: own } of histories) {
      if (own.length === 0) continue;
      expect(own.at(-1)?.new_price).toBe(property.price);
      own.forEach((c, i) => {
        expect(priceChangeRowSchema.safeParse(c).success).toBe(true);
        expect(at(c.changed_at)).toBeGreaterThan(at(property.created_at));
        expect(at(c.changed_at)).toBeLessThan(referenceDate);
        const next = own[i + 1];
        if (next) {
          expect(next.old_price).toBe(c.new_price);
          expect(next.changed_at > c.changed_at).toBe(true);
        }
      });
    }
  });

  it('is the same for the same seed and listing', () => {
    expect(properties.slice(0, 200).map((p) => priceChangesOf(1, p))).toEqual(histories.slice(0, 200).map((h) => h.changes));
  });
});

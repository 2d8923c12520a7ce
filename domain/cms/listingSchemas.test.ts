import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { propertyMapSchema } from './listingSchemas';

const answer = (points: unknown[], clusters: unknown[] = []) => ({ total: 3, notOnMap: 1, points, clusters });

describe('propertyMapSchema', () => {
  it('takes pins [id, latitude, longitude, price, precision] and clusters [latitude, longitude, count]', () => {
    expect(z.safeParse(propertyMapSchema, answer([[12, 47.51234, 19.05678, '45,9 M', 0], [13, 47.51, 19.055, '250 e Ft/hó', 2]])).success).toBe(true);
    expect(z.safeParse(propertyMapSchema, answer([], [[47.5, 19.1, 5200]])).success).toBe(true);
  });

  it('refuses a pin or a cluster of another shape, so an upstream CMS’s bad answer fails the call rather than the map', () => {
    for (const bad of [[12, 47.5, 19, '45 M', 3], [12, 47.5, 19, 45, 0], [12.5, 47.5, 19, '45 M', 0], [-1, 47.5, 19, '45 M', 0], [12, Number.NaN, 19, '45 M', 0], [12, 47.5, 19, '45 M'], { id: 12 }]) {
      expect(z.safeParse(propertyMapSchema, answer([bad])).success, JSON.stringify(bad)).toBe(false);
    }
    for (const bad of [[47.5, 19.1], [47.5, 19.1, 2.5], [47.5, '19.1', 2]]) expect(z.safeParse(propertyMapSchema, answer([], [bad])).success, JSON.stringify(bad)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { iconSet } from '../client/icons/iconSet';
import { iconSprite } from './iconSprite';

describe('iconSprite', () => {
  it('draws every icon of the set as a symbol of its name, lucide with strokes and brands with fills, without titles', async () => {
    const svg = await iconSprite(iconSet);
    const symbols = [...svg.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24" ([^>]*)>(.*?)<\/symbol>/g)];
    expect(symbols.map((m) => m[1]).sort()).toEqual(Object.keys(iconSet).sort());
    for (const [, name, attributes, drawing] of symbols) {
      expect(drawing, name).toMatch(/<(path|circle|rect|line|polyline)\b/);
      expect(attributes, name).toContain(name === 'search' || name === 'x' ? 'stroke="currentColor"' : 'currentColor');
    }
    expect(svg).not.toContain('<title>');
    expect(symbols.find((m) => m[1] === 'facebook')?.[2]).toBe('fill="currentColor"');
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generateCmsPages } from './cmsPages';
import { generateNetwork } from './network';

describe('generateCmsPages', () => {
  it('creates pages 1 to 12 titled like the menu entries of tenants.sql that link to them', () => {
    const tenants = readFileSync('scripts/demo-data/tenants.sql', 'utf8');
    const menu = new Map([...tenants.matchAll(/\('(?:franchise|office)', \d+, '([^']+)', '\/oldal\/(\d+)'/g)].map((m) => [Number(m[2]), m[1]]));
    expect(menu.size).toBe(12);
    const pages = generateCmsPages(generateNetwork(1));
    expect(pages.map((p) => p.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    for (const p of pages) {
      expect(p.title).toBe(menu.get(p.id));
      expect(p.content_html).toMatch(/^<h2>|^<p>/);
      expect(p.content_html).not.toMatch(/<script|https?:\/\/(?!www\.)/i);
    }
  });

  it('never starts a page with its own title: the page prints the title once, as its heading', () => {
    for (const p of generateCmsPages(generateNetwork(1))) {
      const leading = /^<h[1-6]>([^<]*)<\/h[1-6]>/.exec(p.content_html)?.[1];
      expect(leading?.toLocaleLowerCase('hu'), `page ${p.id}`).not.toBe(p.title.toLocaleLowerCase('hu'));
    }
  });
});

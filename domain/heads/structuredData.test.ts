import { describe, expect, it } from 'vitest';
import { agentCrumbs, officeCrumbs, propertyCrumbs } from '../pages/breadcrumbs';
import { breadcrumbJsonLd } from './structuredData';

const site = { siteUrl: 'https://immo1.example.hu', unit: { type: 'franchise' as const, id: 1 } };

describe('breadcrumbJsonLd', () => {
  it('numbers the crumbs from 1 and makes their URLs absolute', () => {
    expect(breadcrumbJsonLd(site, officeCrumbs(site, { id: 16, name: 'Immo1 Győr' }))).toEqual({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Főoldal', item: 'https://immo1.example.hu/' },
        { '@type': 'ListItem', position: 2, name: 'Irodáink', item: 'https://immo1.example.hu/irodaink' },
        { '@type': 'ListItem', position: 3, name: 'Immo1 Győr', item: 'https://immo1.example.hu/iroda/16' },
      ],
    });
  });

  it('leaves Irodáink out on an office site, which has no such page', () => {
    const officeSite = { ...site, unit: { type: 'office' as const, id: 13 } };
    expect(agentCrumbs(officeSite, { id: 13, name: 'XIII.' }, { id: 7, fullname: 'Kovács Norbert' }).map((c) => c.path)).toEqual(['/', '/iroda/13', '/uzletkoto/7']);
  });
});

describe('a crumb with a query', () => {
  it('keeps its query in the BreadcrumbList item', () => {
    const list = breadcrumbJsonLd(site, propertyCrumbs({ id: 42, name: 'Napfényes lakás', address: { city: { id: 136, label: 'Győr' } } }));
    expect(list.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Főoldal', item: 'https://immo1.example.hu/' },
      { '@type': 'ListItem', position: 2, name: 'Ingatlankínálat', item: 'https://immo1.example.hu/kereses' },
      { '@type': 'ListItem', position: 3, name: 'Győr', item: 'https://immo1.example.hu/kereses?places=city:136' },
      { '@type': 'ListItem', position: 4, name: 'Napfényes lakás', item: 'https://immo1.example.hu/ingatlan/42' },
    ]);
  });
});

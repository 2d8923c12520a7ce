import { describe, expect, it } from 'vitest';
import { crumbHref, propertyCrumbs } from './breadcrumbs';

describe('propertyCrumbs', () => {
  it('leads through the search to the listing’s Budapest district when it has one', () => {
    const crumbs = propertyCrumbs({ id: 7, name: 'Lakás a Lehel utcában', address: { city: { id: 1, label: 'Budapest' }, district: { id: 13, label: 'XIII. kerület' } } });
    expect(crumbs.map((c) => [c.name, crumbHref(c)])).toEqual([
      ['Főoldal', '/'],
      ['Ingatlankínálat', '/kereses'],
      ['Budapest XIII. kerület', '/kereses?places=district:13'],
      ['Lakás a Lehel utcában', '/ingatlan/7'],
    ]);
  });

  it('leads to the listing’s city when it has no district', () => {
    const crumbs = propertyCrumbs({ id: 8, name: 'Ház', address: { city: { id: 136, label: 'Győr' }, district: null } });
    expect(crumbs.map((c) => [c.name, crumbHref(c)])[2]).toEqual(['Győr', '/kereses?places=city:136']);
  });
});

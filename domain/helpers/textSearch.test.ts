import { describe, expect, it } from 'vitest';
import { createTextIndex, expandPlaceAbbreviations, foldHungarian, matchKind, maxSearchLimit } from './textSearch';

describe('foldHungarian', () => {
  it('drops case and every Hungarian accent, the double acute ő ű included', () => {
    expect(foldHungarian('ÁRVÍZTŰRŐ TÜKÖRFÚRÓGÉP')).toBe('arvizturo tukorfurogep');
    expect(foldHungarian('árvíztűrő tükörfúrógép')).toBe('arvizturo tukorfurogep');
    expect(foldHungarian('Győr')).toBe('gyor');
    expect(foldHungarian('Újpest')).toBe('ujpest');
  });

  it('folds the Latin-1 stand-ins õ and û like ő and ű', () => {
    expect(foldHungarian('Gyõr')).toBe('gyor');
    expect(foldHungarian('Fûzfõ')).toBe('fuzfo');
  });

  it('turns hyphens, dots and runs of spaces into single spaces', () => {
    expect(foldHungarian('  Hajdú-Bihar  vármegye ')).toBe('hajdu bihar varmegye');
    expect(foldHungarian('XIII. kerület')).toBe('xiii kerulet');
  });
});

describe('expandPlaceAbbreviations', () => {
  it('writes out "bp" as Budapest, as a whole word only', () => {
    expect(expandPlaceAbbreviations(foldHungarian('Bp. XIII'))).toBe('budapest xiii');
    expect(expandPlaceAbbreviations('bp')).toBe('budapest');
    expect(expandPlaceAbbreviations('bpx ujbp')).toBe('bpx ujbp');
  });
});

describe('matchKind', () => {
  it('tells exact, prefix, word-prefix and infix matches apart', () => {
    expect(matchKind('gyor', 'gyor')).toBe('exact');
    expect(matchKind('gyongyos', 'gyo')).toBe('prefix');
    expect(matchKind('xiii kerulet', 'kerulet')).toBe('wordPrefix');
    expect(matchKind('budapest', 'pest')).toBe('infix');
    expect(matchKind('szeged', 'pest')).toBeNull();
  });

  it('matches nothing for an empty query', () => {
    expect(matchKind('szeged', '')).toBeNull();
  });
});

describe('createTextIndex', () => {
  const places = [
    { name: 'Budapest', population: 1_685_000 },
    { name: 'Pest vármegye', population: 1_330_000 },
    { name: 'Pestszentlőrinc', population: 0 },
    { name: 'Győr', population: 127_000 },
    { name: 'Győrújbarát', population: 7_000 },
    { name: 'Győrszemere', population: 3_300 },
    { name: 'Nagygyőr', population: 0 },
    { name: 'Újpest', population: 99_000 },
    { name: 'Újpesti kertváros', population: 0 },
  ];
  const index = createTextIndex(places, { names: (p) => [p.name], weight: (p) => p.population });
  const names = (query: string, limit?: number) => index.search(query, limit).map((p) => p.name);

  it('finds accented names from unaccented queries', () => {
    expect(names('gyor')[0]).toBe('Győr');
    expect(names('ujpest')[0]).toBe('Újpest');
  });

  it('ranks the exact match first, then prefixes by size, then infixes', () => {
    expect(names('gyor')).toEqual(['Győr', 'Győrújbarát', 'Győrszemere', 'Nagygyőr']);
  });

  it('ranks a prefix of the name before a word inside it, and both before an infix', () => {
    expect(names('pest')).toEqual(['Pest vármegye', 'Pestszentlőrinc', 'Budapest', 'Újpest', 'Újpesti kertváros']);
    expect(names('kertvaros')).toEqual(['Újpesti kertváros']);
  });

  it('finds an item by any of its names, counting the best match', () => {
    const districts = createTextIndex([{ name: 'XIII. kerület', aliases: ['13. kerület', 'Angyalföld'] }], {
      names: (d) => [d.name, ...d.aliases],
      weight: () => 0,
    });
    expect(districts.search('13')).toHaveLength(1);
    expect(districts.search('angyal')).toHaveLength(1);
  });

  it('orders equal matches of equal weight in Hungarian alphabetical order, not byte order', () => {
    const towns = createTextIndex(['Ózd', 'Orosháza', 'Zalaegerszeg', 'Csorna', 'Cegléd'], { names: (n) => [n], weight: () => 0 });
    // Hungarian: Ó sorts with O (not after Z), and "cs" is a letter after "c".
    expect(towns.search('o', 10)).toEqual(['Orosháza', 'Ózd', 'Csorna']);
    expect(towns.search('c', 10)).toEqual(['Cegléd', 'Csorna']);
  });

  it('returns a bounded list and nothing for a blank query', () => {
    expect(names('e', 2)).toHaveLength(2);
    expect(names('e', 10_000).length).toBeLessThanOrEqual(maxSearchLimit);
    expect(names('   ')).toEqual([]);
    expect(names('-')).toEqual([]);
  });
});

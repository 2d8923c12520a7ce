import { describe, expect, it } from 'vitest';
import { compareHungarian, sortByHungarianName } from './collation';

describe('Hungarian collation', () => {
  it('puts Érd right after Eger, where byte order puts it after every unaccented name', () => {
    expect(['Zalaegerszeg', 'Érd', 'Eger'].sort(compareHungarian)).toEqual(['Eger', 'Érd', 'Zalaegerszeg']);
  });

  it('puts ő before u as the Hungarian alphabet does (Győr before Gyula), unlike byte order', () => {
    expect(['Gyula', 'Győr', 'Gyál'].sort(compareHungarian)).toEqual(['Gyál', 'Győr', 'Gyula']);
  });

  it('orders items by the name it is given', () => {
    expect(sortByHungarianName([{ n: 'Ózd' }, { n: 'Orosháza' }, { n: 'Pápa' }], (x) => x.n).map((x) => x.n)).toEqual(['Orosháza', 'Ózd', 'Pápa']);
  });
});

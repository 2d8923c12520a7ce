import { describe, expect, it } from 'vitest';
import { definiteArticle, definiteArticleBefore } from './definiteArticle';

const units = ['', 'egy', 'kettő', 'három', 'négy', 'öt', 'hat', 'hét', 'nyolc', 'kilenc'];
/** A digit before száz, ezer, millió: kettő is "két" there. */
const multiplier = ['', 'egy', 'két', 'három', 'négy', 'öt', 'hat', 'hét', 'nyolc', 'kilenc'];
const tensAlone = ['', 'tíz', 'húsz', 'harminc', 'negyven', 'ötven', 'hatvan', 'hetven', 'nyolcvan', 'kilencven'];
const tensBefore = ['', 'tizen', 'huszon', 'harminc', 'negyven', 'ötven', 'hatvan', 'hetven', 'nyolcvan', 'kilencven'];

/** 1 to 999 in words, as it is read before a group name or alone. */
function below1000(n: number): string {
  const hundreds = Math.trunc(n / 100);
  const tens = Math.trunc((n % 100) / 10);
  const one = n % 10;
  return [hundreds === 0 ? '' : `${hundreds === 1 ? '' : multiplier[hundreds]}száz`, one === 0 ? tensAlone[tens] : tensBefore[tens], units[one]].join('');
}

/**
 * A whole number in Hungarian words, written independently of the rule under test: "ezer" without
 * "egy" (1000–1999), "egymillió" and "egymilliárd" with it.
 */
function inWords(n: number): string {
  if (n === 0) return 'nulla';
  const groups: [number, string][] = [
    [1e9, 'milliárd'],
    [1e6, 'millió'],
    [1e3, 'ezer'],
  ];
  let rest = n;
  let words = '';
  for (const [size, name] of groups) {
    const count = Math.trunc(rest / size);
    rest %= size;
    if (count === 0) continue;
    words += `${size === 1e3 && count === 1 ? '' : below1000(count).replace(/kettő$/, 'két')}${name}`;
  }
  return words + (rest ? below1000(rest) : '');
}

const startsWithVowel = (words: string) => /^[aáeéiíoóöőuúüű]/.test(words);

describe('definiteArticle', () => {
  it('chooses by how the number is read: az 1128., a 2085., az 5., az 1., a 100., az 50.', () => {
    expect(definiteArticle(1128)).toBe('az');
    expect(definiteArticle(2085)).toBe('a');
    expect(definiteArticle(5)).toBe('az');
    expect(definiteArticle(1)).toBe('az');
    expect(definiteArticle(100)).toBe('a');
    expect(definiteArticle(50)).toBe('az');
  });

  it('takes "az" before egy, öt and ezer: 1, 5, 5x, 5xx, 1000–1999, 5000, 1 000 000', () => {
    for (const n of [1, 5, 51, 59, 500, 599, 1000, 1001, 1999, 5000, 50_000, 500_000, 1_000_000, 1_500_000, 5_000_000, 1_000_000_000]) expect(definiteArticle(n), String(n)).toBe('az');
  });

  it('takes "a" before száz, tíz and every other digit word, and before nulla', () => {
    for (const n of [0, 2, 10, 11, 19, 100, 150, 199, 2000, 10_000, 11_000, 100_000, 199_999, 2_000_000, 10_000_000, 100_000_000]) expect(definiteArticle(n), String(n)).toBe('a');
  });

  it('agrees with the number read out in words for every number up to 200 000', () => {
    for (let n = 0; n <= 200_000; n += 1) {
      const words = inWords(n);
      if (definiteArticle(n) !== (startsWithVowel(words) ? 'az' : 'a')) expect.fail(`${n} (${words}): ${definiteArticle(n)}`);
    }
  });

  it('agrees with the words for large numbers, sampled in every order of magnitude', () => {
    for (let size = 1e5; size <= 1e11; size *= 10) {
      for (const lead of [1, 2, 5, 9, 10, 15, 50, 99, 100, 150, 500, 999]) {
        const n = lead * size;
        if (n >= 1e12) continue;
        expect(definiteArticle(n), `${n} (${inWords(n)})`).toBe(startsWithVowel(inWords(n)) ? 'az' : 'a');
      }
    }
  });

  it('reads a fraction by its whole part and a negative number as "mínusz…"', () => {
    expect(definiteArticle(5.5)).toBe('az');
    expect(definiteArticle(2.5)).toBe('a');
    expect(definiteArticle(-5)).toBe('a');
    expect(definiteArticle(Number.NaN)).toBe('a');
  });
});

describe('definiteArticleBefore', () => {
  it('takes "az" before a name read with a vowel first, "a" before a consonant, and reads a leading number', () => {
    expect(definiteArticleBefore('Immo1 Ingatlanhálózat')).toBe('az');
    expect(definiteArticleBefore('Ördögi Otthonok')).toBe('az');
    expect(definiteArticleBefore('Debreceni Ingatlaniroda')).toBe('a');
    expect(definiteArticleBefore('Lakáspont')).toBe('a');
    expect(definiteArticleBefore('  Úri Lakások')).toBe('az');
    expect(definiteArticleBefore('5 Ház Iroda')).toBe('az');
    expect(definiteArticleBefore('100 Otthon')).toBe('a');
  });
});

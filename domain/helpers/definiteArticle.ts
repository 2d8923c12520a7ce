/**
 * @module Hungarian's definite article before a number: "az" where the number is read starting with a
 * vowel, "a" elsewhere. A number is read by its words, so its leading digits decide: egy (1, and the
 * ordinal első), öt (5, ötven, ötszáz, ötezer) and ezer (a thousand is read "ezer", 1000–1999
 * "ezer…") start with a vowel; a hundred is "száz", ten "tíz", a million "egymillió".
 */

/**
 * "a" or "az" before the number as written (a cardinal "1128" or an ordinal "1128."); for a fraction
 * its whole part decides, and a negative number is read "mínusz…".
 * @example definiteArticle(1128) // 'az' (ezeregyszázhuszonnyolc)
 * @example definiteArticle(2085) // 'a' (kétezer-nyolcvanöt)
 * @example definiteArticle(100) // 'a' (száz)
 * @example definiteArticle(50) // 'az' (ötven)
 */
export function definiteArticle(value: number): 'a' | 'az' {
  if (!Number.isFinite(value) || value < 1) return 'a';
  // The leading group of up to three digits is read first: "1" of 1 128 is "ezer", of 1 000 000 "egymillió".
  let lead = Math.trunc(value);
  while (lead >= 1000) lead = Math.trunc(lead / 1000);
  const firstDigit = Number(String(lead)[0]);
  // A one in front of two digits is "száz", in front of one "tíz"/"tizen"; alone it is "egy", "első" or "ezer".
  if (firstDigit === 1) return lead < 10 ? 'az' : 'a';
  return firstDigit === 5 ? 'az' : 'a';
}

/** Letters a Hungarian reader pronounces as a vowel at the start of a word. */
const vowelStart = /^[aáeéiíoóöőuúüű]/i;

/**
 * "a" or "az" before a name or word as it is written: a vowel sound takes "az", a number at its start is read
 * as definiteArticle reads it ("az 5 Ház Iroda").
 * @example definiteArticleBefore('Immo1 Ingatlanhálózat') // 'az'
 * @example definiteArticleBefore('Debreceni Ingatlaniroda') // 'a'
 */
export function definiteArticleBefore(text: string): 'a' | 'az' {
  const word = text.trim();
  const number = /^\d+/.exec(word)?.[0];
  if (number !== undefined) return definiteArticle(Number(number));
  return vowelStart.test(word) ? 'az' : 'a';
}

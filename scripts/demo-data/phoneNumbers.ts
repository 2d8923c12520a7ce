/**
 * @module Hungarian phone numbers as offices and agents publish them: a landline with the
 * area code of the office's town, or a mobile number; never a premium-rate (90, 91) one.
 */
import type { Rng } from './random';

/**
 * Geographic area codes of the towns the demo offices are in (the national numbering plan):
 * Budapest is 1 with seven-digit numbers, every other area two digits with six-digit numbers.
 */
export const areaCodes: Readonly<Record<string, string>> = {
  Budapest: '1',
  Érd: '23',
  Szentendre: '26',
  Székesfehérvár: '22',
  Győr: '96',
  Sopron: '99',
  Pécs: '72',
  Siófok: '84',
  Balatonfüred: '87',
  Kecskemét: '76',
  Szeged: '62',
  Békéscsaba: '66',
  Szolnok: '56',
  Debrecen: '52',
  Hajdúszoboszló: '52',
  Nyíregyháza: '42',
  Miskolc: '46',
  Eger: '36',
};

/** Mobile network prefixes (Yettel 20, Telekom 30, Vodafone/One 70). */
const mobilePrefixes = ['20', '30', '70'] as const;

/**
 * A landline of a town, written "+36 1 234 5678" in Budapest and "+36 96 234 567" elsewhere.
 * @example landlinePhone(rng, 'Győr') // '+36 96 517 204'
 */
export function landlinePhone(rng: Rng, city: string): string {
  const code = areaCodes[city];
  if (code === undefined) throw new Error(`no area code for ${city}: add it to areaCodes`);
  const head = rng.int(200, 999);
  const tail = rng.int(0, 9999);
  return code === '1' ? `+36 1 ${head} ${String(tail).padStart(4, '0')}` : `+36 ${code} ${head} ${String(tail % 1000).padStart(3, '0')}`;
}

/** A mobile number: "+36 30 234 5678". */
export const mobilePhone = (rng: Rng) => `+36 ${rng.pick(mobilePrefixes)} ${rng.int(200, 999)} ${String(rng.int(0, 9999)).padStart(4, '0')}`;

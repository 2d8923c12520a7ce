/**
 * @module Hungary's 19 counties (vármegye, the name in use since 2023) and Budapest, the capital.
 * Ids are stable: listings, offices and cities refer to them. Populations are approximate (2022 census).
 */
import type { County } from './types';

export const counties: readonly County[] = [
  { id: 1, name: 'Budapest', shortName: 'Budapest', seat: 'Budapest', population: 1_685_000, kind: 'capital' },
  { id: 2, name: 'Baranya vármegye', shortName: 'Baranya', seat: 'Pécs', population: 356_000, kind: 'county' },
  { id: 3, name: 'Bács-Kiskun vármegye', shortName: 'Bács-Kiskun', seat: 'Kecskemét', population: 499_000, kind: 'county' },
  { id: 4, name: 'Békés vármegye', shortName: 'Békés', seat: 'Békéscsaba', population: 324_000, kind: 'county' },
  { id: 5, name: 'Borsod-Abaúj-Zemplén vármegye', shortName: 'Borsod-Abaúj-Zemplén', seat: 'Miskolc', population: 628_000, kind: 'county' },
  { id: 6, name: 'Csongrád-Csanád vármegye', shortName: 'Csongrád-Csanád', seat: 'Szeged', population: 394_000, kind: 'county' },
  { id: 7, name: 'Fejér vármegye', shortName: 'Fejér', seat: 'Székesfehérvár', population: 418_000, kind: 'county' },
  { id: 8, name: 'Győr-Moson-Sopron vármegye', shortName: 'Győr-Moson-Sopron', seat: 'Győr', population: 470_000, kind: 'county' },
  { id: 9, name: 'Hajdú-Bihar vármegye', shortName: 'Hajdú-Bihar', seat: 'Debrecen', population: 522_000, kind: 'county' },
  { id: 10, name: 'Heves vármegye', shortName: 'Heves', seat: 'Eger', population: 291_000, kind: 'county' },
  { id: 11, name: 'Komárom-Esztergom vármegye', shortName: 'Komárom-Esztergom', seat: 'Tatabánya', population: 300_000, kind: 'county' },
  { id: 12, name: 'Nógrád vármegye', shortName: 'Nógrád', seat: 'Salgótarján', population: 186_000, kind: 'county' },
  { id: 13, name: 'Pest vármegye', shortName: 'Pest', seat: 'Budapest', population: 1_333_000, kind: 'county' },
  { id: 14, name: 'Somogy vármegye', shortName: 'Somogy', seat: 'Kaposvár', population: 302_000, kind: 'county' },
  { id: 15, name: 'Szabolcs-Szatmár-Bereg vármegye', shortName: 'Szabolcs-Szatmár-Bereg', seat: 'Nyíregyháza', population: 532_000, kind: 'county' },
  { id: 16, name: 'Jász-Nagykun-Szolnok vármegye', shortName: 'Jász-Nagykun-Szolnok', seat: 'Szolnok', population: 361_000, kind: 'county' },
  { id: 17, name: 'Tolna vármegye', shortName: 'Tolna', seat: 'Szekszárd', population: 210_000, kind: 'county' },
  { id: 18, name: 'Vas vármegye', shortName: 'Vas', seat: 'Szombathely', population: 250_000, kind: 'county' },
  { id: 19, name: 'Veszprém vármegye', shortName: 'Veszprém', seat: 'Veszprém', population: 338_000, kind: 'county' },
  { id: 20, name: 'Zala vármegye', shortName: 'Zala', seat: 'Zalaegerszeg', population: 263_000, kind: 'county' },
];

/**
 * @module Budapest's 23 districts (kerület). The id is the district number; `nickname` is the
 * name the district is known by, where it has one; populations are approximate (2022 census).
 */
import type { District } from './types';

/** The city id of Budapest in cities.ts. */
export const budapestCityId = 1;

export const districts: readonly District[] = [
  { id: 1, roman: 'I', name: 'I. kerület', nickname: 'Budavár', side: 'Buda', population: 23_000 },
  { id: 2, roman: 'II', name: 'II. kerület', side: 'Buda', population: 88_000 },
  { id: 3, roman: 'III', name: 'III. kerület', nickname: 'Óbuda-Békásmegyer', side: 'Buda', population: 123_000 },
  { id: 4, roman: 'IV', name: 'IV. kerület', nickname: 'Újpest', side: 'Pest', population: 99_000 },
  { id: 5, roman: 'V', name: 'V. kerület', nickname: 'Belváros-Lipótváros', side: 'Pest', population: 25_000 },
  { id: 6, roman: 'VI', name: 'VI. kerület', nickname: 'Terézváros', side: 'Pest', population: 37_000 },
  { id: 7, roman: 'VII', name: 'VII. kerület', nickname: 'Erzsébetváros', side: 'Pest', population: 52_000 },
  { id: 8, roman: 'VIII', name: 'VIII. kerület', nickname: 'Józsefváros', side: 'Pest', population: 73_000 },
  { id: 9, roman: 'IX', name: 'IX. kerület', nickname: 'Ferencváros', side: 'Pest', population: 57_000 },
  { id: 10, roman: 'X', name: 'X. kerület', nickname: 'Kőbánya', side: 'Pest', population: 75_000 },
  { id: 11, roman: 'XI', name: 'XI. kerület', nickname: 'Újbuda', side: 'Buda', population: 145_000 },
  { id: 12, roman: 'XII', name: 'XII. kerület', nickname: 'Hegyvidék', side: 'Buda', population: 55_000 },
  { id: 13, roman: 'XIII', name: 'XIII. kerület', side: 'Pest', population: 118_000 },
  { id: 14, roman: 'XIV', name: 'XIV. kerület', nickname: 'Zugló', side: 'Pest', population: 117_000 },
  { id: 15, roman: 'XV', name: 'XV. kerület', side: 'Pest', population: 78_000 },
  { id: 16, roman: 'XVI', name: 'XVI. kerület', side: 'Pest', population: 74_000 },
  { id: 17, roman: 'XVII', name: 'XVII. kerület', nickname: 'Rákosmente', side: 'Pest', population: 87_000 },
  { id: 18, roman: 'XVIII', name: 'XVIII. kerület', nickname: 'Pestszentlőrinc-Pestszentimre', side: 'Pest', population: 102_000 },
  { id: 19, roman: 'XIX', name: 'XIX. kerület', nickname: 'Kispest', side: 'Pest', population: 58_000 },
  { id: 20, roman: 'XX', name: 'XX. kerület', nickname: 'Pesterzsébet', side: 'Pest', population: 63_000 },
  { id: 21, roman: 'XXI', name: 'XXI. kerület', nickname: 'Csepel', side: 'Pest', population: 73_000 },
  { id: 22, roman: 'XXII', name: 'XXII. kerület', nickname: 'Budafok-Tétény', side: 'Buda', population: 54_000 },
  { id: 23, roman: 'XXIII', name: 'XXIII. kerület', nickname: 'Soroksár', side: 'Pest', population: 20_000 },
];

/**
 * @module Deterministic Hungarian demo data for the built-in CMS: geography, the two demo
 * networks' offices and agents, listings that fit their place, dropdown options and CMS pages,
 * written as SQL statements that `wrangler d1 execute --file` accepts.
 *
 * Same seed and size, same output; listings are drawn one after another from one stream, so
 * the first N listings of a bigger run equal a run of size N. Only erasable TypeScript here:
 * Node runs it with its built-in type stripping (scripts/generate-demo-data.ts).
 */
import { z } from 'zod';
import {
  accessibility,
  airbnb,
  buildingCondition,
  car,
  condition,
  cooling,
  discounts,
  disabled,
  dropdownOptionLists,
  equipment,
  floor,
  garden,
  heating,
  insulation,
  noisiness,
  orientation,
  outlook,
  propertyTypes,
  publicUtility,
  saleStatus,
  saleStatuses,
  structure,
  surrounding,
  terrace,
  valueMask,
} from '../../domain/dropdownOptions';
import type { DropdownOption } from '../../domain/dropdowns';
import { filterDropdownTypes } from '../../domain/dropdowns';
import { energyClasses } from '../../domain/energyCertificate';
import {
  budapestCityId,
  cities,
  citiesByName,
  type City,
  counties,
  type District,
  districts,
  districtsById,
  type Neighbourhood,
  neighbourhoods,
} from '../../domain/geography/index';
import { isOtthonStartEligible } from '../../domain/otthonStart';
import { foldHungarian } from '../../domain/textSearch';

// ---------------------------------------------------------------------------------------------
// Options, randomness

export const defaultDemoSize = 5_000;
/** Listings are dated backwards from this instant, not from "now", so output is reproducible. */
export const referenceDate = Date.UTC(2026, 10, 1);
/** D1 refuses statements over 100 KB; stay well under. */
export const maxStatementBytes = 90_000;
const maxRowsPerStatement = 500;

export const demoDataOptionsSchema = z.object({
  size: z.number().int().min(0).max(1_000_000).default(defaultDemoSize),
  seed: z.number().int().default(1),
});
export type DemoDataOptions = z.input<typeof demoDataOptionsSchema> & {
  /** Called every `progressEvery` listings and at the end with listings done and total. */
  onProgress?: (done: number, total: number) => void;
};
export const progressEvery = 5_000;

export interface Rng {
  /** Uniform in [0, 1). */
  next: () => number;
  /** Integer in [min, max], both included. */
  int: (min: number, max: number) => number;
  chance: (probability: number) => boolean;
  pick: <T>(items: readonly T[]) => T;
  /** Standard normal deviate. */
  normal: () => number;
}

/**
 * A small seeded PRNG (mulberry32): fast, 32-bit state, good enough for demo data.
 * @example createRng(1).int(1, 6) // the same number on every run
 */
export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (probability) => next() < probability,
    pick: (items) => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
    normal: () => Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next()),
  };
}

type Weighted<T> = readonly (readonly [T, number])[];

/** Picks by weight; builds the cumulative table once, then each pick is a binary search. */
function weightedPicker<T>(entries: Weighted<T>): (rng: Rng) => T {
  const items = entries.filter(([, weight]) => weight > 0);
  const cumulative: number[] = [];
  let total = 0;
  for (const [, weight] of items) cumulative.push((total += weight));
  return (rng) => {
    const target = rng.next() * total;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const mid = (low + high) >> 1;
      if ((cumulative[mid] ?? 0) > target) high = mid;
      else low = mid + 1;
    }
    const entry = items[low];
    if (!entry) throw new Error('weighted pick from an empty list');
    return entry[0];
  };
}

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

// ---------------------------------------------------------------------------------------------
// Row shapes: one zod schema per table; column lists come from the schemas.

const id = z.number().int().positive();
const optionalValue = z.number().int().nullable();
const timestamp = z.string().regex(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);

export const countyRowSchema = z.object({ id, name: z.string(), name_folded: z.string(), kind: z.enum(['capital', 'county']), population: z.number().int() });
export const cityRowSchema = z.object({
  id,
  county_id: id,
  name: z.string(),
  name_folded: z.string(),
  kind: z.enum(['capital', 'county_seat', 'town', 'village']),
  population: z.number().int(),
});
export const districtRowSchema = z.object({ id, city_id: id, roman: z.string(), name: z.string(), nickname: z.string().nullable(), population: z.number().int() });
export const neighbourhoodRowSchema = z.object({ id, city_id: id, district_id: id.nullable(), name: z.string(), name_folded: z.string() });
export const franchiseRowSchema = z.object({ id, name: z.string(), email: z.string(), phone: z.string(), created_at: timestamp });
export const officeRowSchema = z.object({
  id,
  franchise_id: id,
  name: z.string().min(1),
  city_id: id,
  district_id: id.nullable(),
  address: z.string().min(1),
  phone: z.string(),
  email: z.string(),
  description: z.string(),
  picture_url: z.string().startsWith('/media/'),
  created_at: timestamp,
});
export const agentRowSchema = z.object({
  id,
  office_id: id,
  fullname: z.string().min(3),
  photo_url: z.string().startsWith('/media/'),
  phone: z.string(),
  email: z.string(),
  created_at: timestamp,
});
export const profileRowSchema = z.object({ agent_id: id, banner_url: z.string().startsWith('/media/'), introduction: z.string().min(1) });
export const propertyRowSchema = z.object({
  id,
  franchise_id: id,
  office_id: id,
  agent_id: id.nullable(),
  name: z.string().min(1),
  sale_status: z.number().int().min(0).max(2),
  property_type: z.number().int(),
  price: z.number().int().positive(),
  default_size: z.number().int().positive().nullable(),
  net_size: z.number().int().positive().nullable(),
  lot_size: z.number().int().positive().nullable(),
  rooms: z.number().int().min(0).nullable(),
  condition: optionalValue,
  energy_certificate: optionalValue,
  building_condition: optionalValue,
  floor: optionalValue,
  surrounding: optionalValue,
  structure: optionalValue,
  accessibility: optionalValue,
  heating: optionalValue,
  cooling: optionalValue,
  orientation: optionalValue,
  car: optionalValue,
  outlook: optionalValue,
  noisiness: optionalValue,
  disabled: optionalValue,
  garden: optionalValue,
  terrace: optionalValue,
  airbnb: optionalValue,
  insulation: optionalValue,
  furnished: z.number().int().min(0).max(1).nullable(),
  public_utility_mask: z.number().int().min(0),
  equipment_mask: z.number().int().min(0),
  discounts_mask: z.number().int().min(0),
  otthon_start: z.number().int().min(0).max(1),
  main_image: z.string().startsWith('/media/'),
  og_image: z.string().startsWith('/media/'),
  county_id: id,
  city_id: id,
  district_id: id.nullable(),
  neighbourhood_id: id.nullable(),
  street: z.string().nullable(),
  created_at: timestamp,
  updated_at: timestamp,
});
export const descriptionRowSchema = z.object({ property_id: id, slogan: z.string().min(1), description: z.string().min(1) });
export const imageRowSchema = z.object({ property_id: id, position: z.number().int().min(0), url: z.string().startsWith('/media/') });
export const cmsPageRowSchema = z.object({
  id,
  unit_type: z.enum(['franchise', 'office']),
  unit_id: id,
  title: z.string().min(1),
  content_html: z.string().min(1),
  created_at: timestamp,
  updated_at: timestamp,
});
export const dropdownRowSchema = z.object({ type: z.string(), value: z.number().int(), label: z.string(), position: z.number().int() });

export type PropertyRow = z.infer<typeof propertyRowSchema>;
export type DescriptionRow = z.infer<typeof descriptionRowSchema>;
export type ImageRow = z.infer<typeof imageRowSchema>;
export type OfficeRow = z.infer<typeof officeRowSchema>;
export type AgentRow = z.infer<typeof agentRowSchema>;
export type CmsPageRow = z.infer<typeof cmsPageRowSchema>;

/** One generated listing with its texts and images. */
export interface Listing {
  property: PropertyRow;
  description: DescriptionRow;
  images: ImageRow[];
}

// ---------------------------------------------------------------------------------------------
// SQL

type SqlValue = string | number | null;

export function sqlLiteral(value: SqlValue): string {
  if (value === null) return 'NULL';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`not a finite number: ${value}`);
    return String(value);
  }
  return `'${value.replaceAll("'", "''")}'`;
}

/** UTF-8 byte length without allocating: D1's limit is in bytes, Hungarian letters take two. */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}

/** Multi-row INSERTs of at most maxStatementBytes and maxRowsPerStatement, each ending ";\n". */
function* insertStatements<Row extends Record<string, SqlValue>>(
  table: string,
  columns: readonly (keyof Row & string)[],
  rows: Iterable<Row>,
): Generator<string> {
  const head = `INSERT INTO ${table} (${columns.join(', ')}) VALUES\n`;
  const headBytes = utf8Length(head);
  let tuples: string[] = [];
  let bytes = headBytes;
  for (const row of rows) {
    const tuple = `(${columns.map((c) => sqlLiteral(row[c] ?? null)).join(', ')})`;
    const tupleBytes = utf8Length(tuple) + 2;
    if (tuples.length > 0 && (bytes + tupleBytes > maxStatementBytes || tuples.length >= maxRowsPerStatement)) {
      yield `${head}${tuples.join(',\n')};\n`;
      tuples = [];
      bytes = headBytes;
    }
    if (headBytes + tupleBytes > maxStatementBytes) throw new Error(`a ${table} row is too long for one statement`);
    tuples.push(tuple);
    bytes += tupleBytes;
  }
  if (tuples.length > 0) yield `${head}${tuples.join(',\n')};\n`;
}

/** A table's columns, in the order of its row schema. */
function columnsOf<Shape extends z.ZodRawShape>(schema: z.ZodObject<Shape>): (keyof Shape & string)[] {
  return Object.keys(schema.shape).filter((key): key is keyof Shape & string => key in schema.shape);
}

const formatTimestamp = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');

// ---------------------------------------------------------------------------------------------
// The networks: franchises (ids fixed by scripts/demo-data/tenants.sql) and their offices.

interface Palette {
  color: string;
  accent: string;
}

interface FranchiseSeed {
  id: number;
  name: string;
  emailDomain: string;
  phone: string;
  palette: Palette;
}

// .example is reserved (RFC 2606): demo e-mail addresses can never reach anyone.
const franchiseSeeds: readonly FranchiseSeed[] = [
  { id: 1, name: 'Immo1 Ingatlanhálózat', emailDomain: 'immo1.example', phone: '+36 1 555 0100', palette: { color: '0b3d5c', accent: 'b79267' } },
  { id: 2, name: 'Lakáspont Ingatlan', emailDomain: 'lakaspont.example', phone: '+36 52 555 0200', palette: { color: '7a1f2b', accent: 'e0a526' } },
];

interface OfficeSeed {
  id: number;
  franchiseId: number;
  name: string;
  city: string;
  districtId?: number;
  /** Postcode and street address. */
  postcode: string;
  street: string;
  /** Relative share of the listings. */
  weight: number;
  agents: number;
  palette?: Palette;
  foundedYear: number;
}

// Offices 13 and 21 are demo tenants (tenants.sql) and get their sites' colours.
const officeSeeds: readonly OfficeSeed[] = [
  { id: 10, franchiseId: 1, name: 'Immo1 Budapest V. kerület', city: 'Budapest', districtId: 5, postcode: '1051', street: 'Október 6. utca 12.', weight: 5, agents: 7, foundedYear: 2012 },
  { id: 11, franchiseId: 1, name: 'Immo1 Budapest II. kerület', city: 'Budapest', districtId: 2, postcode: '1024', street: 'Margit körút 48.', weight: 5, agents: 6, foundedYear: 2014 },
  { id: 12, franchiseId: 1, name: 'Immo1 Budapest XI. kerület', city: 'Budapest', districtId: 11, postcode: '1114', street: 'Bartók Béla út 65.', weight: 6, agents: 8, foundedYear: 2013 },
  {
    id: 13,
    franchiseId: 1,
    name: 'Immo1 Budapest XIII. kerület',
    city: 'Budapest',
    districtId: 13,
    postcode: '1134',
    street: 'Váci út 76.',
    weight: 8,
    agents: 9,
    palette: { color: '114b3c', accent: 'c9a227' },
    foundedYear: 2011,
  },
  { id: 14, franchiseId: 1, name: 'Immo1 Budapest XIV. kerület', city: 'Budapest', districtId: 14, postcode: '1146', street: 'Thököly út 120.', weight: 5, agents: 6, foundedYear: 2016 },
  { id: 15, franchiseId: 1, name: 'Immo1 Érd', city: 'Érd', postcode: '2030', street: 'Budai út 20.', weight: 4, agents: 5, foundedYear: 2017 },
  { id: 16, franchiseId: 1, name: 'Immo1 Győr', city: 'Győr', postcode: '9021', street: 'Baross Gábor út 15.', weight: 5, agents: 6, foundedYear: 2015 },
  { id: 17, franchiseId: 1, name: 'Immo1 Szeged', city: 'Szeged', postcode: '6720', street: 'Kárász utca 9.', weight: 5, agents: 6, foundedYear: 2015 },
  { id: 18, franchiseId: 1, name: 'Immo1 Pécs', city: 'Pécs', postcode: '7621', street: 'Király utca 30.', weight: 4, agents: 5, foundedYear: 2018 },
  { id: 19, franchiseId: 1, name: 'Immo1 Székesfehérvár', city: 'Székesfehérvár', postcode: '8000', street: 'Fő utca 8.', weight: 4, agents: 5, foundedYear: 2016 },
  { id: 20, franchiseId: 1, name: 'Immo1 Siófok', city: 'Siófok', postcode: '8600', street: 'Fő utca 150.', weight: 3, agents: 4, foundedYear: 2019 },
  { id: 30, franchiseId: 1, name: 'Immo1 Kecskemét', city: 'Kecskemét', postcode: '6000', street: 'Rákóczi út 5.', weight: 4, agents: 5, foundedYear: 2017 },
  { id: 31, franchiseId: 1, name: 'Immo1 Balatonfüred', city: 'Balatonfüred', postcode: '8230', street: 'Blaha Lujza utca 7.', weight: 3, agents: 4, foundedYear: 2020 },
  { id: 32, franchiseId: 1, name: 'Immo1 Szentendre', city: 'Szentendre', postcode: '2000', street: 'Dumtsa Jenő utca 10.', weight: 3, agents: 4, foundedYear: 2021 },
  { id: 33, franchiseId: 1, name: 'Immo1 Sopron', city: 'Sopron', postcode: '9400', street: 'Várkerület 50.', weight: 3, agents: 4, foundedYear: 2019 },
  {
    id: 21,
    franchiseId: 2,
    name: 'Debreceni Ingatlaniroda',
    city: 'Debrecen',
    postcode: '4024',
    street: 'Piac utca 45.',
    weight: 8,
    agents: 9,
    palette: { color: '3b2a6b', accent: 'f28c28' },
    foundedYear: 2009,
  },
  { id: 22, franchiseId: 2, name: 'Lakáspont Nyíregyháza', city: 'Nyíregyháza', postcode: '4400', street: 'Kossuth tér 3.', weight: 5, agents: 6, foundedYear: 2012 },
  { id: 23, franchiseId: 2, name: 'Lakáspont Miskolc', city: 'Miskolc', postcode: '3525', street: 'Széchenyi István utca 60.', weight: 5, agents: 6, foundedYear: 2013 },
  { id: 24, franchiseId: 2, name: 'Lakáspont Eger', city: 'Eger', postcode: '3300', street: 'Dobó István tér 4.', weight: 3, agents: 4, foundedYear: 2016 },
  { id: 25, franchiseId: 2, name: 'Lakáspont Szolnok', city: 'Szolnok', postcode: '5000', street: 'Baross Gábor út 20.', weight: 3, agents: 4, foundedYear: 2017 },
  { id: 26, franchiseId: 2, name: 'Lakáspont Budapest VIII. kerület', city: 'Budapest', districtId: 8, postcode: '1085', street: 'József körút 30.', weight: 5, agents: 6, foundedYear: 2018 },
  { id: 27, franchiseId: 2, name: 'Lakáspont Hajdúszoboszló', city: 'Hajdúszoboszló', postcode: '4200', street: 'Szilfákalja 12.', weight: 2, agents: 3, foundedYear: 2021 },
  { id: 28, franchiseId: 2, name: 'Lakáspont Békéscsaba', city: 'Békéscsaba', postcode: '5600', street: 'Andrássy út 20.', weight: 3, agents: 4, foundedYear: 2019 },
];

function cityNamed(name: string): City {
  const city = citiesByName.get(name);
  if (!city) throw new Error(`unknown city ${name}`);
  return city;
}

function districtNumbered(number: number): District {
  const district = districtsById.get(number);
  if (!district) throw new Error(`unknown district ${number}`);
  return district;
}

function franchiseOf(office: OfficeSeed): FranchiseSeed {
  const franchise = franchiseSeeds.find((f) => f.id === office.franchiseId);
  if (!franchise) throw new Error(`office ${office.id} has an unknown franchise`);
  return franchise;
}

const paletteOf = (office: OfficeSeed) => office.palette ?? franchiseOf(office).palette;
const coverUrl = (seed: string, palette: Palette) => `/media/cover.svg?seed=${encodeURIComponent(seed)}&color=${palette.color}&accent=${palette.accent}`;

// ---------------------------------------------------------------------------------------------
// Places and prices

interface Location {
  city: City;
  district: District | null;
  neighbourhood: Neighbourhood | null;
}

type Tier = 'budapest' | 'bigCity' | 'town' | 'village';

function tierOf(city: City): Tier {
  if (city.kind === 'capital') return 'budapest';
  if (city.kind === 'county_seat' || city.population >= 50_000) return 'bigCity';
  return city.kind === 'town' ? 'town' : 'village';
}

// Asking price of a used flat in good condition, Ft/m², 2025-26 levels (rounded, plausible).
const budapestFlatPrice: Readonly<Record<number, number>> = {
  1: 1_400_000, 2: 1_450_000, 3: 1_050_000, 4: 900_000, 5: 1_550_000, 6: 1_300_000, 7: 1_250_000, 8: 1_050_000,
  9: 1_200_000, 10: 850_000, 11: 1_250_000, 12: 1_500_000, 13: 1_200_000, 14: 1_050_000, 15: 850_000, 16: 950_000,
  17: 850_000, 18: 850_000, 19: 900_000, 20: 800_000, 21: 750_000, 22: 900_000, 23: 750_000,
};

// Regional price level against a big eastern city (1.0): the west and Pest dearer, the north-east cheaper.
const countyPriceFactor: Readonly<Record<number, number>> = {
  1: 1, 2: 0.85, 3: 0.9, 4: 0.65, 5: 0.6, 6: 1, 7: 1, 8: 1.15, 9: 1, 10: 0.8,
  11: 0.95, 12: 0.55, 13: 1.25, 14: 0.85, 15: 0.7, 16: 0.7, 17: 0.75, 18: 0.95, 19: 1, 20: 0.9,
};
const baseCityFlatPrice = 900_000;

// Budapest's suburbs cost nearly city prices; the Buda side most.
const budaSuburbs = new Set(['Budaörs', 'Budakeszi', 'Törökbálint', 'Telki', 'Nagykovácsi', 'Solymár', 'Üröm', 'Pilisborosjenő', 'Budakalász', 'Szentendre']);
const agglomeration = new Set([
  'Érd', 'Diósd', 'Biatorbágy', 'Páty', 'Pomáz', 'Dunakeszi', 'Göd', 'Fót', 'Mogyoród', 'Csömör', 'Kistarcsa', 'Nagytarcsa', 'Gödöllő',
  'Szada', 'Veresegyház', 'Pécel', 'Vecsés', 'Gyál', 'Szigetszentmiklós', 'Halásztelek', 'Dunaharaszti', 'Taksony', 'Százhalombatta', 'Maglód', 'Üllő', 'Ecser',
]);

/** Price level of a place against a big city of its region: smaller places are cheaper. */
function sizePriceFactor(city: City): number {
  if (budaSuburbs.has(city.name)) return 0.95;
  if (agglomeration.has(city.name)) return 0.75;
  if (city.kind === 'capital' || city.population >= 100_000) return 1;
  if (city.kind === 'county_seat' || city.population >= 50_000) return 0.85;
  if (city.population >= 20_000) return 0.7;
  if (city.population >= 10_000) return 0.58;
  if (city.population >= 5_000) return 0.48;
  return city.kind === 'town' ? 0.42 : 0.35;
}

/** Ft/m² of a used flat in good condition at this place. */
function flatPricePerM2(location: Location): number {
  if (location.district) return budapestFlatPrice[location.district.id] ?? 1_000_000;
  const city = location.city;
  const resort = city.resort ? 1.35 : 1;
  return baseCityFlatPrice * (countyPriceFactor[city.countyId] ?? 1) * sizePriceFactor(city) * resort;
}

/** Ft/m² of a building plot: land is far dearer in Budapest and its agglomeration. */
function plotPricePerM2(location: Location, rng: Rng): number {
  const tier = tierOf(location.city);
  const base =
    tier === 'budapest'
      ? (budapestFlatPrice[location.district?.id ?? 0] ?? 1_000_000) * 0.11
      : tier === 'bigCity'
        ? 30_000
        : tier === 'town'
          ? 14_000
          : 4_500;
  const region = location.city.countyId === 13 ? 2 : (countyPriceFactor[location.city.countyId] ?? 1);
  const resort = location.city.resort ? 2.2 : 1;
  return base * region * resort * (0.7 + rng.next() * 0.6);
}

const conditionPriceFactor: Readonly<Record<number, number>> = {
  [condition.newBuild.value]: 1.35,
  [condition.nearlyNew.value]: 1.2,
  [condition.renovated.value]: 1.1,
  [condition.good.value]: 1,
  [condition.average.value]: 0.88,
  [condition.needsRenovation.value]: 0.62,
};

/** Sale prices end in a round hundred thousand, often as x9,9 million. */
function roundSalePrice(price: number, rng: Rng): number {
  const rounded = Math.max(Math.round(price / 100_000) * 100_000, 300_000);
  return rounded >= 2_000_000 && rng.chance(0.35) ? rounded - 100_000 : rounded;
}

const roundRent = (price: number) => Math.max(Math.round(price / 5_000) * 5_000, 10_000);

// ---------------------------------------------------------------------------------------------
// Where each office sells: its own city or district mostly, then the surroundings.

const neighbourhoodsByPlace = new Map<string, Neighbourhood[]>();
for (const n of neighbourhoods) {
  const key = `${n.cityId}/${n.districtId ?? 0}`;
  neighbourhoodsByPlace.set(key, [...(neighbourhoodsByPlace.get(key) ?? []), n]);
}

interface Place {
  city: City;
  district: District | null;
}

function officeArea(office: OfficeSeed): Weighted<Place> {
  const home = cityNamed(office.city);
  const places: [Place, number][] = [];
  const townWeight = (c: City) => Math.pow(c.population, 0.6);
  if (office.districtId !== undefined) {
    // A Budapest office: its district, the rest of Budapest, and the agglomeration in Pest vármegye.
    places.push([{ city: home, district: districtNumbered(office.districtId) }, 55]);
    const others = districts.filter((d) => d.id !== office.districtId);
    const othersTotal = others.reduce((sum, d) => sum + d.population, 0);
    for (const d of others) places.push([{ city: home, district: d }, (30 * d.population) / othersTotal]);
    const pest = cities.filter((c) => c.countyId === 13);
    const pestTotal = pest.reduce((sum, c) => sum + townWeight(c), 0);
    for (const c of pest) places.push([{ city: c, district: null }, (15 * townWeight(c)) / pestTotal]);
    return places;
  }
  const ownShare = home.resort ? 40 : 60;
  places.push([{ city: home, district: null }, ownShare]);
  const county = cities.filter((c) => c.countyId === home.countyId && c.id !== home.id && c.id !== budapestCityId);
  // Resort offices sell holiday places first: weigh the county's other resorts up.
  const weightIn = (c: City) => townWeight(c) * (home.resort && c.resort ? 4 : 1);
  const total = county.reduce((sum, c) => sum + weightIn(c), 0);
  for (const c of county) places.push([{ city: c, district: null }, ((100 - ownShare) * weightIn(c)) / total]);
  return places;
}

function locate(place: Place, rng: Rng): Location {
  const candidates = neighbourhoodsByPlace.get(`${place.city.id}/${place.district?.id ?? 0}`) ?? [];
  const neighbourhood = candidates.length > 0 && rng.chance(0.8) ? rng.pick(candidates) : null;
  return { city: place.city, district: place.district, neighbourhood };
}

// ---------------------------------------------------------------------------------------------
// People

const familyNames = [
  'Nagy', 'Kovács', 'Tóth', 'Szabó', 'Horváth', 'Varga', 'Kiss', 'Molnár', 'Németh', 'Farkas', 'Balogh', 'Papp',
  'Takács', 'Juhász', 'Lakatos', 'Mészáros', 'Oláh', 'Simon', 'Rácz', 'Fekete', 'Szilágyi', 'Török', 'Fehér', 'Balázs',
  'Gál', 'Kis', 'Szűcs', 'Kocsis', 'Pintér', 'Fodor', 'Szalai', 'Sipos', 'Magyar', 'Lukács', 'Gulyás', 'Bíró', 'Király',
  'Katona', 'László', 'Jakab', 'Sándor', 'Boros', 'Fazekas', 'Kelemen', 'Antal', 'Orosz', 'Somogyi', 'Fülöp', 'Veres',
  'Budai', 'Vincze', 'Hegedűs', 'Deák', 'Bálint', 'Illés', 'Vass', 'Szőke', 'Bakos', 'Dudás', 'Major', 'Hajdu', 'Vörös',
] as const;
const maleGivenNames = [
  'László', 'István', 'József', 'János', 'Zoltán', 'Sándor', 'Gábor', 'Ferenc', 'Attila', 'Péter', 'Tamás', 'Zsolt',
  'Tibor', 'András', 'Csaba', 'Imre', 'Lajos', 'György', 'Balázs', 'Róbert', 'Dávid', 'Ádám', 'Bence', 'Máté', 'Dániel',
  'Krisztián', 'Norbert', 'Gergely', 'Márk', 'Levente',
] as const;
const femaleGivenNames = [
  'Mária', 'Erzsébet', 'Katalin', 'Éva', 'Ilona', 'Anna', 'Zsuzsanna', 'Judit', 'Ágnes', 'Andrea', 'Krisztina', 'Erika',
  'Mónika', 'Edit', 'Eszter', 'Tímea', 'Anita', 'Nikolett', 'Viktória', 'Szilvia', 'Dóra', 'Réka', 'Fanni', 'Petra',
  'Boglárka', 'Zsófia', 'Kitti', 'Alexandra', 'Renáta', 'Orsolya',
] as const;

const mobilePrefixes = ['20', '30', '70'] as const;
const mobilePhone = (rng: Rng) => `+36 ${rng.pick(mobilePrefixes)} ${rng.int(200, 999)} ${String(rng.int(0, 9999)).padStart(4, '0')}`;

const emailLocalPart = (text: string) => foldHungarian(text).replaceAll(' ', '');

const specialties = [
  'Főként első lakást keresőknek segítek, az Otthon Start hitel részleteit is jól ismerem.',
  'Családi házak és építési telkek értékesítése a szakterületem.',
  'Befektetési célú lakásvásárlásban és bérbeadásban szereztem sok tapasztalatot.',
  'Új építésű projektek értékesítésében vagyok otthon.',
  'Panellakások és lakótelepi otthonok piacát ismerem a legjobban.',
  'Örökölt ingatlanok eladásában, a jogi ügyintézés megszervezésében is segítek.',
  'Nagyobb családi otthonok és villák értékesítésével foglalkozom.',
] as const;
const closings = [
  'Keressen bizalommal, akár hétvégén is!',
  'Az első találkozó és az értékbecslés nálam díjtalan.',
  'Célom, hogy az adásvétel minden lépése átlátható legyen.',
  'Hívjon, és egyeztessünk időpontot még ezen a héten!',
] as const;

function areaLabel(office: OfficeSeed): string {
  return office.districtId === undefined ? office.city : `Budapest ${districtNumbered(office.districtId).name}`;
}

function introduction(rng: Rng, givenName: string, office: OfficeSeed): string {
  const years = rng.int(2, 22);
  return `${givenName} vagyok, ${years} éve dolgozom az ingatlanpiacon, ${areaLabel(office)} és környéke a területem. ${rng.pick(specialties)} ${rng.pick(closings)}`;
}

// ---------------------------------------------------------------------------------------------
// Listings

/** The stored value of a dropdown option picked by weight, options named by their key. */
function optionPicker<M extends Record<string, DropdownOption>>(options: M, weights: { readonly [K in keyof M]?: number }): (rng: Rng) => number {
  const entries: [number, number][] = [];
  for (const [key, weight] of Object.entries(weights)) {
    const option = options[key];
    if (option && weight !== undefined && weight > 0) entries.push([option.value, weight]);
  }
  return weightedPicker(entries);
}

const typeNames: Readonly<Record<number, { noun: string; accusative: string }>> = {
  [propertyTypes.flat]: { noun: 'lakás', accusative: 'lakást' },
  [propertyTypes.house]: { noun: 'családi ház', accusative: 'családi házat' },
  [propertyTypes.plot]: { noun: 'építési telek', accusative: 'építési telket' },
  [propertyTypes.holidayHome]: { noun: 'nyaraló', accusative: 'nyaralót' },
  [propertyTypes.garage]: { noun: 'garázs', accusative: 'garázst' },
  [propertyTypes.office]: { noun: 'iroda', accusative: 'irodát' },
  [propertyTypes.shop]: { noun: 'üzlethelyiség', accusative: 'üzlethelyiséget' },
};

const typeWeightsByTier: Readonly<Record<Tier, Weighted<number>>> = {
  budapest: [[propertyTypes.flat, 72], [propertyTypes.house, 7], [propertyTypes.plot, 2], [propertyTypes.holidayHome, 0.5], [propertyTypes.garage, 6], [propertyTypes.office, 5.5], [propertyTypes.shop, 7]],
  bigCity: [[propertyTypes.flat, 55], [propertyTypes.house, 22], [propertyTypes.plot, 7], [propertyTypes.holidayHome, 1], [propertyTypes.garage, 5], [propertyTypes.office, 4], [propertyTypes.shop, 6]],
  town: [[propertyTypes.flat, 28], [propertyTypes.house, 46], [propertyTypes.plot, 14], [propertyTypes.holidayHome, 2], [propertyTypes.garage, 3], [propertyTypes.office, 2], [propertyTypes.shop, 5]],
  village: [[propertyTypes.flat, 3], [propertyTypes.house, 66], [propertyTypes.plot, 24], [propertyTypes.holidayHome, 4], [propertyTypes.garage, 1], [propertyTypes.office, 0.5], [propertyTypes.shop, 1.5]],
};
const typePickers = {
  budapest: weightedPicker(typeWeightsByTier.budapest),
  bigCity: weightedPicker(typeWeightsByTier.bigCity),
  town: weightedPicker(typeWeightsByTier.town),
  village: weightedPicker(typeWeightsByTier.village),
  // Holiday places: holiday homes and plots sell much more.
  resort: weightedPicker([[propertyTypes.flat, 18], [propertyTypes.house, 32], [propertyTypes.plot, 16], [propertyTypes.holidayHome, 30], [propertyTypes.garage, 1], [propertyTypes.office, 1], [propertyTypes.shop, 2]]),
} as const;

const saleStatusPickers: Readonly<Record<number, (rng: Rng) => number>> = {
  [propertyTypes.flat]: weightedPicker([[saleStatuses.forSale, 78], [saleStatuses.forRent, 22]]),
  [propertyTypes.house]: weightedPicker([[saleStatuses.forSale, 90], [saleStatuses.forRent, 10]]),
  [propertyTypes.plot]: weightedPicker([[saleStatuses.forSale, 95], [saleStatuses.lease, 5]]),
  [propertyTypes.holidayHome]: weightedPicker([[saleStatuses.forSale, 92], [saleStatuses.forRent, 8]]),
  [propertyTypes.garage]: weightedPicker([[saleStatuses.forSale, 60], [saleStatuses.forRent, 35], [saleStatuses.lease, 5]]),
  [propertyTypes.office]: weightedPicker([[saleStatuses.forSale, 30], [saleStatuses.forRent, 55], [saleStatuses.lease, 15]]),
  [propertyTypes.shop]: weightedPicker([[saleStatuses.forSale, 35], [saleStatuses.forRent, 50], [saleStatuses.lease, 15]]),
};

const conditionPicker = optionPicker(condition, { newBuild: 10, nearlyNew: 12, renovated: 22, good: 28, average: 17, needsRenovation: 11 });
const flatRoomsPicker = weightedPicker([[1, 15], [2, 40], [3, 30], [4, 12], [5, 3]]);
const houseRoomsPicker = weightedPicker([[2, 10], [3, 30], [4, 35], [5, 18], [6, 7]]);

// Districts whose flats are mostly in old brick tenement houses, and those with hills and views.
const innerDistricts = new Set([1, 5, 6, 7, 8, 9]);
const hillDistricts = new Set([1, 2, 3, 11, 12, 22]);
// Short-term letting was banned in Terézváros from 2026 after a local referendum.
const shortLetBanDistricts = new Set([6]);

const houseStructure = optionPicker(structure, { brick: 55, aeratedConcrete: 20, mixed: 14, lightweight: 5, timber: 3, stone: 3 });
const villageHouseStructure = optionPicker(structure, { brick: 50, adobe: 25, mixed: 18, aeratedConcrete: 4, stone: 3 });

const shopFloor = optionPicker(floor, { ground: 75, raisedGround: 10, basement: 10, first: 5 });

interface Building {
  structure: number;
  isPanel: boolean;
  isNew: boolean;
}

function building(rng: Rng, type: number, tier: Tier, location: Location, conditionValue: number): Building {
  const isNew = conditionValue === condition.newBuild.value;
  if (isNew) {
    const value = rng.pick([structure.brick.value, structure.reinforcedConcrete.value, structure.aeratedConcrete.value, ...(type === propertyTypes.house ? [structure.lightweight.value] : [])]);
    return { structure: value, isPanel: false, isNew };
  }
  if (type === propertyTypes.flat) {
    const panelChance = tier === 'budapest' ? (innerDistricts.has(location.district?.id ?? 0) ? 0.04 : 0.4) : tier === 'bigCity' ? 0.45 : tier === 'town' ? 0.3 : 0;
    if (rng.chance(panelChance)) return { structure: rng.chance(0.85) ? structure.panel.value : structure.slidingFormwork.value, isPanel: true, isNew };
    return { structure: rng.chance(0.92) ? structure.brick.value : structure.mixed.value, isPanel: false, isNew };
  }
  if (type === propertyTypes.house || type === propertyTypes.holidayHome) {
    // Old village houses are often adobe; timber and stone houses are rare everywhere.
    const weights = tier === 'village' ? villageHouseStructure : houseStructure;
    return { structure: weights(rng), isPanel: false, isNew };
  }
  return { structure: rng.pick([structure.brick.value, structure.reinforcedConcrete.value, structure.mixed.value]), isPanel: false, isNew };
}

/** Floor area, net area, plot area and rooms that fit the type and place. */
function dimensions(rng: Rng, type: number, tier: Tier, b: Building) {
  const noise = (spread: number) => rng.normal() * spread;
  switch (type) {
    case propertyTypes.flat: {
      const rooms = flatRoomsPicker(rng);
      // Panel flats are small; old inner-city flats have high, wide rooms.
      const perRoom = b.isPanel ? 15 : tier === 'budapest' ? 21 : 18;
      const size = Math.round(clamp(18 + rooms * perRoom + noise(6), 18, 260));
      return { default_size: size, net_size: Math.round(size * (0.88 + rng.next() * 0.09)), lot_size: null, rooms };
    }
    case propertyTypes.house: {
      const rooms = houseRoomsPicker(rng);
      const size = Math.round(clamp(40 + rooms * 24 + noise(15), 45, 480));
      const lot = tier === 'budapest' ? rng.int(350, 950) : tier === 'village' ? rng.int(700, 3200) : rng.int(450, 1500);
      return { default_size: size, net_size: Math.round(size * (0.85 + rng.next() * 0.1)), lot_size: lot, rooms };
    }
    case propertyTypes.holidayHome: {
      const rooms = rng.int(1, 3);
      const size = Math.round(clamp(25 + rooms * 18 + noise(8), 20, 140));
      return { default_size: size, net_size: Math.round(size * 0.9), lot_size: rng.int(250, 1100), rooms };
    }
    case propertyTypes.plot: {
      const lot = tier === 'budapest' ? rng.int(400, 1300) : tier === 'village' ? rng.int(800, 6000) : rng.int(550, 2500);
      return { default_size: null, net_size: null, lot_size: lot, rooms: null };
    }
    case propertyTypes.garage: {
      const size = rng.int(12, 32);
      return { default_size: size, net_size: size, lot_size: null, rooms: null };
    }
    case propertyTypes.office: {
      const size = Math.round(clamp(Math.exp(4.3 + rng.normal() * 0.7), 18, 1200));
      return { default_size: size, net_size: Math.round(size * 0.92), lot_size: null, rooms: clamp(Math.round(size / 30), 1, 20) };
    }
    default: {
      const size = Math.round(clamp(Math.exp(4.1 + rng.normal() * 0.6), 15, 800));
      return { default_size: size, net_size: Math.round(size * 0.93), lot_size: null, rooms: clamp(Math.round(size / 60), 1, 6) };
    }
  }
}

interface PriceInput {
  type: number;
  saleStatus: number;
  location: Location;
  tier: Tier;
  conditionValue: number | null;
  isPanel: boolean;
  size: number | null;
  lot: number | null;
}

function price(rng: Rng, p: PriceInput): number {
  const variation = Math.exp(rng.normal() * 0.12);
  const flatLevel = flatPricePerM2(p.location);
  const conditionFactor = p.conditionValue === null ? 1 : (conditionPriceFactor[p.conditionValue] ?? 1);
  const size = p.size ?? 0;
  if (p.saleStatus !== saleStatuses.forSale) {
    // Monthly rent or lease fee: Ft/m² per month follows the sale price level of the place.
    const rentPerM2 = (flatLevel / 1_200_000) * 5_500 * (p.isPanel ? 0.9 : 1) * variation;
    switch (p.type) {
      case propertyTypes.garage:
        return roundRent((p.tier === 'budapest' ? rng.int(25, 60) : rng.int(12, 30)) * 1_000);
      case propertyTypes.plot:
        return roundRent(clamp((p.lot ?? 1000) * rng.int(20, 80), 30_000, 600_000));
      case propertyTypes.office:
        return roundRent(size * rentPerM2 * 1.25 * (p.saleStatus === saleStatuses.lease ? 1.1 : 1));
      case propertyTypes.shop:
        return roundRent(size * rentPerM2 * 1.5 * (p.saleStatus === saleStatuses.lease ? 1.1 : 1));
      case propertyTypes.house:
        return roundRent(clamp(size * rentPerM2 * 0.85, 180_000, 1_500_000));
      default:
        return roundRent(clamp(size * rentPerM2 * conditionFactor, 100_000, 900_000));
    }
  }
  switch (p.type) {
    case propertyTypes.plot:
      return roundSalePrice((p.lot ?? 1000) * plotPricePerM2(p.location, rng), rng);
    case propertyTypes.garage:
      return roundSalePrice((p.tier === 'budapest' ? rng.int(6, 15) : p.tier === 'bigCity' ? rng.int(3, 7) : rng.int(1, 4)) * 1_000_000 * variation, rng);
    default: {
      const typeFactor: number =
        p.type === propertyTypes.house
          ? p.tier === 'budapest'
            ? 0.9
            : 0.7
          : p.type === propertyTypes.holidayHome
            ? 0.85
            : p.type === propertyTypes.office
              ? 0.9
              : p.type === propertyTypes.shop
                ? 0.85
                : p.isPanel
                  ? 0.85
                  : 1;
      // Land adds to a house's price; a small house on a big plot is not worth its m² alone.
      const land = p.type === propertyTypes.house && p.lot ? p.lot * plotPricePerM2(p.location, rng) * 0.35 : 0;
      return roundSalePrice(size * flatLevel * typeFactor * conditionFactor * variation + land, rng);
    }
  }
}

const floorPhrases: Readonly<Record<number, string>> = {
  [floor.basement.value]: 'a szuterénben',
  [floor.ground.value]: 'a földszinten',
  [floor.raisedGround.value]: 'a magasföldszinten',
  [floor.first.value]: 'az 1. emeleten',
  [floor.second.value]: 'a 2. emeleten',
  [floor.third.value]: 'a 3. emeleten',
  [floor.fourth.value]: 'a 4. emeleten',
  [floor.fifth.value]: 'az 5. emeleten',
  [floor.sixth.value]: 'a 6. emeleten',
  [floor.seventh.value]: 'a 7. emeleten',
  [floor.eighth.value]: 'a 8. emeleten',
  [floor.ninth.value]: 'a 9. emeleten',
  [floor.tenth.value]: 'a 10. emeleten',
  [floor.aboveTenth.value]: 'a 10. emelet felett',
  [floor.attic.value]: 'a tetőtérben',
};

const orientationAdjectives: Readonly<Record<number, string>> = {
  [orientation.north.value]: 'északi',
  [orientation.northEast.value]: 'északkeleti',
  [orientation.east.value]: 'keleti',
  [orientation.southEast.value]: 'délkeleti',
  [orientation.south.value]: 'déli',
  [orientation.southWest.value]: 'délnyugati',
  [orientation.west.value]: 'nyugati',
  [orientation.northWest.value]: 'északnyugati',
};

function labelOf(type: (typeof filterDropdownTypes)[number], value: number | null): string {
  if (value === null) return '';
  return dropdownOptionLists[type].find((o) => o.value === value)?.label ?? '';
}
const lower = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

const genericStreets = [
  'Petőfi Sándor utca', 'Kossuth Lajos utca', 'Ady Endre utca', 'Rákóczi Ferenc utca', 'Dózsa György út', 'Széchenyi István utca',
  'Arany János utca', 'Jókai Mór utca', 'Bem József utca', 'Deák Ferenc utca', 'Táncsics Mihály utca', 'Fő utca',
  'Kölcsey Ferenc utca', 'Hunyadi János utca', 'Vörösmarty Mihály utca', 'Bartók Béla utca', 'Kodály Zoltán utca',
  'Munkácsy Mihály utca', 'Madách Imre utca', 'Liszt Ferenc utca', 'Béke utca', 'Tavasz utca', 'Rózsa utca', 'Akácfa utca',
  'Virág utca', 'Szabadság utca', 'Attila utca', 'Árpád utca', 'Bajcsy-Zsilinszky utca', 'Mátyás király utca', 'Erkel Ferenc utca',
  'Mikszáth Kálmán utca', 'Móricz Zsigmond utca', 'József Attila utca', 'Radnóti Miklós utca', 'Zrínyi Miklós utca',
  'Eötvös utca', 'Dobó István utca', 'Bocskai István utca', 'Honvéd utca', 'Kinizsi utca', 'Szent István utca', 'Templom utca',
  'Iskola utca', 'Malom utca', 'Kert utca', 'Hegyalja utca', 'Patak utca', 'Nefelejcs utca', 'Ibolya utca', 'Diófa utca', 'Pipacs utca',
] as const;
// Real streets of the demo tenants' own areas, so their listings read true.
const localStreets: Readonly<Record<string, readonly string[]>> = {
  'Budapest/13': ['Pannónia utca', 'Hollán Ernő utca', 'Pozsonyi út', 'Tátra utca', 'Visegrádi utca', 'Váci út', 'Dagály utca', 'Frangepán utca', 'Béke utca', 'Lehel utca', 'Hegedűs Gyula utca', 'Újpesti rakpart'],
  'Debrecen/0': ['Piac utca', 'Kossuth utca', 'Simonyi út', 'Egyetem sugárút', 'Füredi út', 'Böszörményi út', 'Hatvan utca', 'Csapó utca', 'Széchenyi utca', 'Nagyerdei körút', 'Kassai út', 'Vezér utca'],
};

function streetFor(rng: Rng, location: Location, withNumber: boolean): string {
  const pool = localStreets[`${location.city.name}/${location.district?.id ?? 0}`] ?? genericStreets;
  const street = rng.pick(pool);
  return withNumber ? `${street} ${rng.int(1, 120)}.` : street;
}

function placeLabel(location: Location): string {
  const base = location.district ? `Budapest ${location.district.name}` : location.city.name;
  return location.neighbourhood ? `${base}, ${location.neighbourhood.name}` : base;
}

// Lakes and rivers where holiday homes are "a few minutes from the water".
const watersideResorts = new Set([
  'Siófok', 'Zamárdi', 'Fonyód', 'Szántód', 'Tihany', 'Révfülöp', 'Zánka', 'Alsóörs', 'Csopak', 'Paloznak', 'Badacsonytomaj',
  'Keszthely', 'Gyenesdiás', 'Vonyarcvashegy', 'Gárdony', 'Velence', 'Sukoró', 'Poroszló', 'Tiszafüred', 'Abádszalók',
  'Visegrád', 'Nagymaros', 'Zebegény', 'Verőce', 'Leányfalu', 'Dömös', 'Pilismarót', 'Fertőrákos',
]);
const isWaterside = (city: City) => city.name.startsWith('Balaton') || watersideResorts.has(city.name);

/** What a slogan may claim about a listing. */
interface SloganFacts {
  conditionValue: number | null;
  features: Features;
  rooms: number | null;
  lot: number | null;
  location: Location;
  rental: boolean;
}
type Slogan = readonly [text: string, fits: (f: SloganFacts) => boolean];
const always = () => true;
const ready = (f: SloganFacts) => f.conditionValue === condition.renovated.value || f.conditionValue === condition.nearlyNew.value;
const sunny = (f: SloganFacts) => f.features.orientation === orientation.south.value || f.features.orientation === orientation.southEast.value || f.features.orientation === orientation.southWest.value;
const quiet = (f: SloganFacts) => f.features.noisiness === noisiness.quiet.value;
const has = (f: SloganFacts, value: number) => f.features.equipment.includes(value);

// Each slogan says only what the listing's data supports; the last of each type always fits.
const slogans: Readonly<Record<number, readonly Slogan[]>> = {
  [propertyTypes.flat]: [
    ['Napfényes otthon {place} szívében', sunny],
    ['Felújított lakás csendes környéken, azonnal költözhető', (f) => f.conditionValue === condition.renovated.value && quiet(f)],
    ['Erkélyes lakás kiváló közlekedéssel', (f) => f.features.terrace === terrace.balcony.value && !quiet(f)],
    ['Tágas, világos lakás jó elosztással', (f) => (f.rooms ?? 0) >= 3 && sunny(f)],
    ['Befektetésnek is kiváló, jól kiadható lakás', (f) => !f.rental && f.location.city.kind !== 'village'],
    ['Csendes, udvari lakás a belváros közelében', (f) => f.features.outlook === outlook.courtyard.value && f.features.surrounding === surrounding.downtown.value],
    ['Első otthonnak ideális lakás', (f) => !f.rental && (f.rooms ?? 0) <= 2],
    ['Zöldövezeti lakás, parkra néző ablakokkal', (f) => f.features.outlook === outlook.park.value],
    ['Panorámás lakás, lenyűgöző kilátással', (f) => f.features.outlook === outlook.panorama.value || f.features.outlook === outlook.water.value],
    ['Új építésű lakás modern gépészettel', (f) => f.conditionValue === condition.newBuild.value],
    ['Felújítandó lakás, amelyet saját ízlése szerint alakíthat', (f) => f.conditionValue === condition.needsRenovation.value],
    ['Otthon {place} környékén', always],
  ],
  [propertyTypes.house]: [
    ['Családi ház nagy kerttel, csendes környéken', (f) => (f.lot ?? 0) >= 800 && quiet(f)],
    ['Tágas otthon nagycsaládnak', (f) => (f.rooms ?? 0) >= 5],
    ['Rendezett porta falusi nyugalomban', (f) => f.location.city.kind === 'village'],
    ['Energiatakarékos ház, alacsony rezsivel', (f) => has(f, equipment.solarPanels.value) || f.features.heating === heating.heatPump.value || f.features.insulation === insulation.full.value],
    ['Felújított családi ház, beköltözhető állapotban', ready],
    ['Új építésű családi ház, kulcsrakészen', (f) => f.conditionValue === condition.newBuild.value],
    ['Felújítandó ház, nagy lehetőségekkel', (f) => f.conditionValue === condition.needsRenovation.value],
    ['Családi ház saját medencével', (f) => has(f, equipment.pool.value)],
    ['Kertes ház {lot} m²-es telken', always],
  ],
  [propertyTypes.plot]: [
    ['Közművesített építési telek', (f) => f.features.publicUtility.length >= 3],
    ['Telek a víz közelében, nyaraló építésére', (f) => isWaterside(f.location.city)],
    ['Telek csendes utcában, családi ház építésére', (f) => f.features.accessibility === accessibility.asphaltRoad.value],
    ['Jól beépíthető telek {lot} m²-en', always],
  ],
  [propertyTypes.holidayHome]: [
    ['Hangulatos nyaraló, pár perc a vízparttól', (f) => isWaterside(f.location.city)],
    ['Nyaraló saját kerttel, grillezővel', (f) => f.features.garden === garden.private.value],
    ['Hétvégi ház pihenésre teremtve', always],
  ],
  [propertyTypes.garage]: [
    ['Teremgarázs-hely a ház alatt', (f) => f.features.car === car.underground.value],
    ['Zárt, önálló garázs', (f) => f.features.car === car.garage.value],
    ['Garázs jó megközelítéssel', always],
  ],
  [propertyTypes.office]: [
    ['Iroda parkolási lehetőséggel', (f) => f.features.car === car.underground.value],
    ['Reprezentatív iroda jó közlekedéssel', ready],
    ['Rugalmasan alakítható irodahelyiség', always],
  ],
  [propertyTypes.shop]: [
    ['Utcafronti üzlethelyiség nagy kirakattal', (f) => f.features.floor === floor.ground.value],
    ['Üzlethelyiség forgalmas helyen', (f) => f.features.noisiness === noisiness.busy.value],
    ['Üzlethelyiség frekventált helyen', always],
  ],
};

function sloganFor(rng: Rng, type: number, facts: SloganFacts): string {
  const fitting = (slogans[type] ?? []).filter(([, fits]) => fits(facts));
  const [text] = fitting.length > 0 ? rng.pick(fitting) : ['Kiváló lehetőség'];
  return text.replace('{place}', facts.location.neighbourhood?.name ?? facts.location.city.name).replace('{lot}', String(facts.lot ?? ''));
}

const descriptionClosings = [
  'Hívjon bizalommal, és egyeztessünk időpontot a megtekintésre!',
  'Az ingatlan akár azonnal birtokba vehető.',
  'Érdeklődjön irodánkban, szívesen megmutatjuk!',
  'Hitelügyintézésben díjmentesen segítünk.',
] as const;

const salePhrases: Readonly<Record<number, string>> = {
  [saleStatuses.forSale]: 'Eladásra kínálunk',
  [saleStatuses.forRent]: 'Kiadásra kínálunk',
  [saleStatuses.lease]: 'Lízingre kínálunk',
};

interface Features {
  energy_certificate: number | null;
  building_condition: number | null;
  floor: number | null;
  surrounding: number | null;
  accessibility: number | null;
  heating: number | null;
  cooling: number | null;
  orientation: number | null;
  car: number | null;
  outlook: number | null;
  noisiness: number | null;
  disabled: number | null;
  garden: number | null;
  terrace: number | null;
  airbnb: number | null;
  insulation: number | null;
  furnished: number | null;
  equipment: number[];
  publicUtility: number[];
}

const energyByCondition: Readonly<Record<number, readonly [number, number]>> = {
  [condition.newBuild.value]: [1, 4],
  [condition.nearlyNew.value]: [3, 6],
  [condition.renovated.value]: [5, 8],
  [condition.good.value]: [6, 9],
  [condition.average.value]: [7, 10],
  [condition.needsRenovation.value]: [9, 12],
};

function energyCertificateFor(rng: Rng, conditionValue: number, createdAt: number): number {
  const [best, worst] = energyByCondition[conditionValue] ?? [6, 10];
  const rank = rng.int(best, worst);
  // Listings from before 2024, and some older buildings still, carry an old-scale certificate.
  const old = conditionValue !== condition.newBuild.value && (createdAt < Date.UTC(2024, 0, 1) || rng.chance(0.25));
  const scale = old ? 'old' : 'current';
  return energyClasses.find((c) => c.scale === scale && c.rank === rank)?.value ?? rank;
}

const pickSome = (rng: Rng, candidates: readonly (readonly [number, number])[]) =>
  candidates.filter(([, probability]) => rng.chance(probability)).map(([value]) => value);

function features(rng: Rng, type: number, tier: Tier, location: Location, conditionValue: number | null, b: Building, saleStatusValue: number, createdAt: number): Features {
  const inner = innerDistricts.has(location.district?.id ?? 0);
  const none: Features = {
    energy_certificate: null, building_condition: null, floor: null, surrounding: null, accessibility: null, heating: null,
    cooling: null, orientation: null, car: null, outlook: null, noisiness: null, disabled: null, garden: null, terrace: null,
    airbnb: null, insulation: null, furnished: null, equipment: [], publicUtility: [],
  };
  const surroundingValue = location.city.resort
    ? surrounding.holidayArea.value
    : tier === 'village'
      ? rng.pick([surrounding.village.value, surrounding.familyHouses.value])
      : inner
        ? surrounding.downtown.value
        : b.isPanel
          ? surrounding.housingEstate.value
          : type === propertyTypes.house
            ? rng.pick([surrounding.familyHouses.value, surrounding.garden.value, surrounding.greenBelt.value, ...(hillDistricts.has(location.district?.id ?? 0) ? [surrounding.villas.value] : [])])
            : rng.pick([surrounding.downtown.value, surrounding.garden.value, surrounding.greenBelt.value, surrounding.familyHouses.value]);
  const accessibilityValue = tier === 'village' || type === propertyTypes.plot
    ? rng.pick([accessibility.asphaltRoad.value, accessibility.asphaltRoad.value, accessibility.gravelRoad.value, accessibility.dirtRoad.value])
    : rng.chance(0.9) ? accessibility.asphaltRoad.value : accessibility.pavedRoad.value;

  if (type === propertyTypes.plot) {
    return {
      ...none,
      surrounding: rng.chance(0.15) ? surrounding.outskirts.value : surroundingValue,
      accessibility: accessibilityValue,
      orientation: rng.int(1, 8),
      publicUtility: pickSome(rng, [[publicUtility.electricity.value, 0.75], [publicUtility.water.value, 0.65], [publicUtility.gas.value, 0.45], [publicUtility.sewer.value, 0.35]]),
    };
  }
  if (type === propertyTypes.garage) {
    return {
      ...none,
      surrounding: surroundingValue,
      accessibility: accessibilityValue,
      car: rng.chance(0.6) ? car.garage.value : car.underground.value,
      publicUtility: rng.chance(0.7) ? [publicUtility.electricity.value] : [],
      equipment: rng.chance(0.3) ? [equipment.alarm.value] : [],
    };
  }

  const isNew = b.isNew;
  const cond = conditionValue ?? condition.good.value;
  const floorValue =
    type === propertyTypes.house || type === propertyTypes.holidayHome
      ? null
      : type === propertyTypes.shop
        ? shopFloor(rng)
        : b.isPanel
        ? rng.int(floor.ground.value, floor.tenth.value)
        : rng.chance(0.1)
          ? floor.attic.value
          : rng.pick([floor.basement.value, floor.ground.value, floor.raisedGround.value, floor.first.value, floor.second.value, floor.third.value, floor.fourth.value, floor.fifth.value]);
  const heatingValue = isNew
    ? rng.pick([heating.heatPump.value, heating.heatPump.value, heating.floorHeating.value, heating.gasCombi.value])
    : b.isPanel
      ? rng.chance(0.6) ? heating.districtHeatingMetered.value : heating.districtHeating.value
      : type === propertyTypes.office
        ? rng.pick([heating.central.value, heating.fanCoil.value, heating.heatPump.value, heating.gasCombi.value])
        : type === propertyTypes.house
          ? optionPicker(heating, { gasCombi: 50, solidFuel: 15, heatPump: 12, floorHeating: 8, tiledStove: 5, fireplace: 5, gasConvector: 5 })(rng)
          : type === propertyTypes.holidayHome
            ? rng.pick([heating.electric.value, heating.fireplace.value, heating.gasConvector.value, heating.none.value])
            : optionPicker(heating, { gasCombi: 55, gasConvector: 15, central: 10, centralMetered: 10, electric: 5, gasHeater: 5 })(rng);
  const coolingValue = isNew
    ? rng.pick([cooling.split.value, cooling.multiSplit.value, cooling.heatPump.value, cooling.prepared.value])
    : optionPicker(cooling, { none: 55, split: 35, prepared: 10 })(rng);
  const hasLift = floorValue !== null && (isNew || b.isPanel || floorValue >= floor.third.value) && type !== propertyTypes.house;
  const carValue =
    type === propertyTypes.house || type === propertyTypes.holidayHome
      ? optionPicker(car, { garage: 40, yard: 35, carport: 15, street: 10 })(rng)
      : tier === 'budapest' && inner
        ? optionPicker(car, { streetPaid: 60, underground: 25, none: 15 })(rng)
        : isNew
          ? car.underground.value
          : optionPicker(car, { street: 55, streetPaid: tier === 'budapest' ? 20 : 0, underground: 10, yard: 15 })(rng);
  const outlookValue =
    type === propertyTypes.house || type === propertyTypes.holidayHome
      ? isWaterside(location.city) && rng.chance(0.3)
        ? outlook.water.value
        : optionPicker(outlook, { garden: 70, street: 15, panorama: hillDistricts.has(location.district?.id ?? 0) ? 25 : 8 })(rng)
      : optionPicker(outlook, {
          street: 45,
          courtyard: inner ? 40 : 25,
          park: 8,
          panorama: hillDistricts.has(location.district?.id ?? 0) || floorValue === floor.aboveTenth.value ? 15 : 4,
          water: location.neighbourhood?.name === 'Újlipótváros' || isWaterside(location.city) ? 12 : 1,
        })(rng);
  const noisinessValue = tier === 'village' || location.city.resort ? (rng.chance(0.8) ? noisiness.quiet.value : noisiness.average.value) : inner ? rng.pick([noisiness.average.value, noisiness.busy.value, noisiness.noisy.value]) : rng.pick([noisiness.quiet.value, noisiness.average.value, noisiness.average.value, noisiness.busy.value]);
  const disabledValue = isNew ? (rng.chance(0.7) ? disabled.accessible.value : disabled.partly.value) : hasLift && rng.chance(0.3) ? disabled.partly.value : disabled.notAccessible.value;
  const gardenValue =
    type === propertyTypes.house || type === propertyTypes.holidayHome
      ? garden.private.value
      : floorValue === floor.ground.value || floorValue === floor.raisedGround.value
        ? optionPicker(garden, { none: 40, shared: 30, gardenAccess: 30 })(rng)
        : optionPicker(garden, { none: 80, shared: 20 })(rng);
  const terraceValue = isNew
    ? optionPicker(terrace, { terrace: 50, balcony: 40, roofTerrace: 10 })(rng)
    : type === propertyTypes.house || type === propertyTypes.holidayHome
      ? optionPicker(terrace, { terrace: 70, none: 20, balcony: 10 })(rng)
      : b.isPanel
        ? optionPicker(terrace, { loggia: 40, balcony: 30, none: 30 })(rng)
        : type === propertyTypes.flat
          ? optionPicker(terrace, { balcony: 40, frenchBalcony: 15, none: 45 })(rng)
          : terrace.none.value;
  const shortLetArea = type === propertyTypes.flat && ((tier === 'budapest' && (inner || location.district?.id === 13)) || location.city.resort);
  const airbnbValue = !shortLetArea
    ? null
    : shortLetBanDistricts.has(location.district?.id ?? 0)
      ? airbnb.notAllowed.value
      : optionPicker(airbnb, { allowed: 50, operating: 20, notAllowed: 30 })(rng);
  const insulationValue = isNew
    ? insulation.full.value
    : b.isPanel
      ? rng.chance(0.6) ? insulation.facade.value : insulation.none.value
      : optionPicker(insulation, { none: 35, partial: 25, facade: 20, roof: 10, full: cond <= condition.renovated.value ? 15 : 3 })(rng);
  const rental = saleStatusValue !== saleStatuses.forSale;
  const furnishedChance = type === propertyTypes.flat ? (rental ? 0.75 : 0.15) : type === propertyTypes.holidayHome ? 0.5 : type === propertyTypes.office ? 0.3 : type === propertyTypes.shop ? 0.1 : 0.1;
  const house = type === propertyTypes.house || type === propertyTypes.holidayHome;
  const business = type === propertyTypes.office || type === propertyTypes.shop;
  const equipmentValues = business
    ? pickSome(rng, [
        [equipment.builtInKitchen.value, 0.3],
        [equipment.alarm.value, 0.6],
        [equipment.cctv.value, 0.4],
        [equipment.lift.value, hasLift ? 0.9 : 0],
        [equipment.storage.value, 0.3],
        [equipment.shutters.value, 0.3],
      ])
    : pickSome(rng, [
    [equipment.builtInKitchen.value, type === propertyTypes.office || type === propertyTypes.shop ? 0.3 : 0.7],
    [equipment.dishwasher.value, isNew ? 0.7 : 0.35],
    [equipment.washingMachine.value, rental ? 0.7 : 0.3],
    [equipment.fridge.value, rental ? 0.8 : 0.3],
    [equipment.alarm.value, house ? 0.35 : 0.12],
    [equipment.cctv.value, isNew ? 0.4 : 0.08],
    [equipment.smartHome.value, isNew ? 0.35 : 0.03],
    [equipment.solarPanels.value, house ? (isNew ? 0.6 : 0.2) : 0],
    [equipment.fireplace.value, house ? 0.18 : 0.02],
    [equipment.pool.value, type === propertyTypes.house ? 0.07 : 0],
    [equipment.sauna.value, house ? 0.05 : 0.01],
    [equipment.lift.value, hasLift ? 0.9 : 0],
    [equipment.storage.value, house ? 0.6 : 0.4],
    [equipment.shutters.value, 0.35],
    [equipment.insectScreens.value, 0.35],
      ]);
  const sewerChance = tier === 'village' ? 0.6 : 0.97;
  const utilities = [publicUtility.electricity.value, publicUtility.water.value];
  if (heatingValue !== heating.districtHeating.value && heatingValue !== heating.districtHeatingMetered.value ? rng.chance(0.92) : rng.chance(0.5)) utilities.push(publicUtility.gas.value);
  utilities.push(rng.chance(sewerChance) ? publicUtility.sewer.value : publicUtility.septicTank.value);
  if (house && rng.chance(0.35)) utilities.push(publicUtility.threePhase.value);
  if (tier !== 'village' && rng.chance(0.5)) utilities.push(publicUtility.fibre.value);
  return {
    energy_certificate: energyCertificateFor(rng, cond, createdAt),
    building_condition: type === propertyTypes.house || type === propertyTypes.holidayHome ? null : clamp(cond + rng.int(-1, 1), buildingCondition.newBuild.value, buildingCondition.needsRenovation.value),
    floor: floorValue,
    surrounding: surroundingValue,
    accessibility: accessibilityValue,
    heating: heatingValue,
    cooling: coolingValue,
    orientation: rng.int(1, 8),
    car: carValue,
    outlook: outlookValue,
    noisiness: noisinessValue,
    disabled: disabledValue,
    garden: gardenValue,
    terrace: terraceValue,
    airbnb: airbnbValue,
    insulation: insulationValue,
    furnished: rng.chance(furnishedChance) ? 1 : 0,
    equipment: equipmentValues,
    publicUtility: utilities.sort((a, b) => a - b),
  };
}

function discountsFor(rng: Rng, type: number, saleStatusValue: number, city: City, isNew: boolean): number[] {
  if (saleStatusValue !== saleStatuses.forSale || (type !== propertyTypes.flat && type !== propertyTypes.house)) return [];
  return pickSome(rng, [
    [discounts.csokPlus.value, 0.25],
    // Falusi CSOK is for small settlements only.
    [discounts.villageCsok.value, city.kind === 'village' && city.population < 5_000 && type === propertyTypes.house ? 0.5 : 0],
    [discounts.babyExpecting.value, 0.15],
    [discounts.workersLoan.value, 0.1],
    [discounts.reducedVat.value, isNew ? 0.7 : 0],
    [discounts.negotiable.value, 0.2],
  ]);
}

interface Context {
  pickOffice: (rng: Rng) => OfficeSeed;
  areaPickers: ReadonlyMap<number, (rng: Rng) => Place>;
  agentsByOffice: ReadonlyMap<number, readonly number[]>;
}

function listing(rng: Rng, id: number, ctx: Context): Listing {
  const office = ctx.pickOffice(rng);
  const area = ctx.areaPickers.get(office.id);
  const agents = ctx.agentsByOffice.get(office.id) ?? [];
  if (!area || agents.length === 0) throw new Error(`office ${office.id} has no area or agents`);
  const location = locate(area(rng), rng);
  const tier = tierOf(location.city);
  const type = (location.city.resort ? typePickers.resort : typePickers[tier])(rng);
  const saleStatusValue = saleStatusPickers[type]?.(rng) ?? saleStatuses.forSale;
  // Recent listings are more common: most are weeks or months old, a few years.
  const createdAt = referenceDate - Math.floor(Math.pow(rng.next(), 1.7) * 900 * 86_400_000) - rng.int(0, 86_399) * 1000;
  const updatedAt = Math.min(createdAt + Math.floor(rng.next() * 60) * 86_400_000, referenceDate);
  const hasCondition = type !== propertyTypes.plot && type !== propertyTypes.garage;
  const conditionValue = hasCondition ? conditionPicker(rng) : null;
  const b = building(rng, type, tier, location, conditionValue ?? condition.good.value);
  const dims = dimensions(rng, type, tier, b);
  const f = features(rng, type, tier, location, conditionValue, b, saleStatusValue, createdAt);
  const priceValue = price(rng, { type, saleStatus: saleStatusValue, location, tier, conditionValue, isPanel: b.isPanel, size: dims.default_size, lot: dims.lot_size });
  const otthonStart = isOtthonStartEligible({ sale_status: saleStatusValue, property_type: type, price: priceValue, default_size: dims.default_size });

  const names = typeNames[type] ?? { noun: 'ingatlan', accusative: 'ingatlant' };
  const statusLabel = [saleStatus.forSale, saleStatus.forRent, saleStatus.lease].find((s) => s.value === saleStatusValue)?.label ?? 'Eladó';
  const withRooms = dims.rooms !== null && (type === propertyTypes.flat || type === propertyTypes.house || type === propertyTypes.holidayHome);
  const isPanelFlat = type === propertyTypes.flat && b.structure === structure.panel.value;
  const noun = isPanelFlat ? 'panellakás' : names.noun;
  const shortPlace = location.district ? `Budapest ${location.district.name}` : location.city.name;
  const name = `${statusLabel} ${withRooms ? `${dims.rooms} szobás ` : ''}${noun}, ${shortPlace}`;

  const slogan = sloganFor(rng, type, { conditionValue, features: f, rooms: dims.rooms, lot: dims.lot_size, location, rental: saleStatusValue !== saleStatuses.forSale });
  const street = streetFor(rng, location, type !== propertyTypes.plot);
  const sentences: string[] = [];
  const size = type === propertyTypes.plot ? dims.lot_size : dims.default_size;
  const condText = conditionValue === null ? '' : `, ${lower(labelOf('condition', conditionValue))}`;
  const accusative = isPanelFlat ? 'panellakást' : names.accusative;
  sentences.push(`${salePhrases[saleStatusValue] ?? 'Kínálunk'} egy ${size} m²-es${withRooms ? `, ${dims.rooms} szobás` : ''}${condText} ${accusative}.`);
  sentences.push(`Elhelyezkedés: ${placeLabel(location)}, ${street.replace(/\.$/, '')}.`);
  if (f.floor !== null) sentences.push(`Az ingatlan ${floorPhrases[f.floor] ?? 'az épületben'} található, építési mód: ${lower(labelOf('structure', b.structure))}.`);
  else if (type === propertyTypes.house || type === propertyTypes.holidayHome) sentences.push(`A ${dims.lot_size} m²-es telken álló épület építési módja: ${lower(labelOf('structure', b.structure))}.`);
  const details = [
    f.heating !== null ? `fűtés: ${lower(labelOf('heating', f.heating))}` : '',
    f.orientation !== null ? `tájolás: ${orientationAdjectives[f.orientation] ?? ''}` : '',
    f.car !== null ? `parkolás: ${lower(labelOf('car', f.car))}` : '',
  ].filter(Boolean);
  if (details.length > 0) sentences.push(`${details.join(', ').replace(/^./, (c) => c.toUpperCase())}.`);
  if (f.equipment.length > 0) sentences.push(`Felszereltség: ${f.equipment.slice(0, 5).map((v) => lower(labelOf('equipment', v))).join(', ')}.`);
  if (otthonStart) sentences.push('Az ingatlan Otthon Start hitellel is megvásárolható.');
  sentences.push(rng.pick(descriptionClosings));

  const mainImage = `/media/property.svg?seed=${id * 10}&type=${type}`;
  const imageCount = rng.int(2, 6);
  const images: ImageRow[] = [];
  for (let position = 0; position < imageCount; position++) {
    images.push({ property_id: id, position, url: `/media/property.svg?seed=${id * 10 + position}&type=${type}` });
  }
  return {
    property: {
      id,
      franchise_id: office.franchiseId,
      office_id: office.id,
      agent_id: rng.pick(agents),
      name,
      sale_status: saleStatusValue,
      property_type: type,
      price: priceValue,
      default_size: dims.default_size,
      net_size: dims.net_size,
      lot_size: dims.lot_size,
      rooms: dims.rooms,
      condition: conditionValue,
      energy_certificate: f.energy_certificate,
      building_condition: f.building_condition,
      floor: f.floor,
      surrounding: f.surrounding,
      structure: type === propertyTypes.plot ? null : b.structure,
      accessibility: f.accessibility,
      heating: f.heating,
      cooling: f.cooling,
      orientation: f.orientation,
      car: f.car,
      outlook: f.outlook,
      noisiness: f.noisiness,
      disabled: f.disabled,
      garden: f.garden,
      terrace: f.terrace,
      airbnb: f.airbnb,
      insulation: f.insulation,
      furnished: f.furnished,
      public_utility_mask: valueMask(f.publicUtility),
      equipment_mask: valueMask(f.equipment),
      discounts_mask: valueMask(discountsFor(rng, type, saleStatusValue, location.city, b.isNew)),
      otthon_start: otthonStart ? 1 : 0,
      main_image: mainImage,
      og_image: `${mainImage}&og=1`,
      county_id: location.city.countyId,
      city_id: location.city.id,
      district_id: location.district?.id ?? null,
      neighbourhood_id: location.neighbourhood?.id ?? null,
      street,
      created_at: formatTimestamp(createdAt),
      updated_at: formatTimestamp(updatedAt),
    },
    description: { property_id: id, slogan, description: sentences.join(' ') },
    images,
  };
}

// ---------------------------------------------------------------------------------------------
// The fixed part: networks, people, pages. Drawn from its own stream so that listings stay
// the same whatever is added here.

export interface Network {
  franchises: z.infer<typeof franchiseRowSchema>[];
  offices: OfficeRow[];
  agents: AgentRow[];
  profiles: z.infer<typeof profileRowSchema>[];
}

export function generateNetwork(seed: number): Network {
  const rng = createRng(seed ^ 0x5eed0001);
  const created = (year: number) => formatTimestamp(Date.UTC(year, rng.int(0, 11), rng.int(1, 28), rng.int(8, 17)));
  const franchises = franchiseSeeds.map((f) => ({ id: f.id, name: f.name, email: `info@${f.emailDomain}`, phone: f.phone, created_at: created(2008) }));
  const offices: OfficeRow[] = [];
  const agents: AgentRow[] = [];
  const profiles: z.infer<typeof profileRowSchema>[] = [];
  const usedEmails = new Set<string>();
  let agentId = 100;
  for (const office of officeSeeds) {
    const franchise = franchiseOf(office);
    const city = cityNamed(office.city);
    const districtName = office.districtId === undefined ? '' : ` ${districtNumbered(office.districtId).name}`;
    offices.push({
      id: office.id,
      franchise_id: office.franchiseId,
      name: office.name,
      city_id: city.id,
      district_id: office.districtId ?? null,
      address: `${office.postcode} ${office.city}, ${office.street}`,
      phone: `+36 ${rng.int(20, 99)} 555 ${String(rng.int(0, 9999)).padStart(4, '0')}`,
      email: `${emailLocalPart(office.city + districtName)}@${franchise.emailDomain}`,
      description: `Irodánk ${office.foundedYear} óta segíti az eladókat és a vevőket ${areaLabel(office)} és környéke ingatlanpiacán. ${office.agents} tapasztalt értékesítőnk eladásban, bérbeadásban és hitelügyintézésben is segít. Kérjen ingyenes értékbecslést! Nyitvatartás: hétfőtől péntekig 9 és 17 óra között.`,
      picture_url: coverUrl(`office-${office.id}`, paletteOf(office)),
      created_at: created(office.foundedYear),
    });
    for (let i = 0; i < office.agents; i++) {
      agentId++;
      const female = rng.chance(0.55);
      const given = rng.pick(female ? femaleGivenNames : maleGivenNames);
      const family = rng.pick(familyNames);
      let email = `${emailLocalPart(given)}.${emailLocalPart(family)}@${franchise.emailDomain}`;
      for (let n = 2; usedEmails.has(email); n++) email = `${emailLocalPart(given)}.${emailLocalPart(family)}${n}@${franchise.emailDomain}`;
      usedEmails.add(email);
      agents.push({
        id: agentId,
        office_id: office.id,
        fullname: `${family} ${given}`,
        photo_url: `/media/person.svg?seed=${agentId}`,
        phone: mobilePhone(rng),
        email,
        created_at: created(rng.int(office.foundedYear, 2025)),
      });
      profiles.push({ agent_id: agentId, banner_url: coverUrl(`agent-${agentId}`, paletteOf(office)), introduction: introduction(rng, given, office) });
    }
  }
  return { franchises, offices, agents, profiles };
}

function context(network: Network): Context {
  const agentsByOffice = new Map<number, number[]>();
  for (const agent of network.agents) agentsByOffice.set(agent.office_id, [...(agentsByOffice.get(agent.office_id) ?? []), agent.id]);
  return {
    pickOffice: weightedPicker(officeSeeds.map((o) => [o, o.weight] as const)),
    areaPickers: new Map(officeSeeds.map((o) => [o.id, weightedPicker(officeArea(o))])),
    agentsByOffice,
  };
}

/**
 * The listings, one after another; the first N of any run are the same for the same seed.
 * @example [...generateListings({ size: 3, seed: 1 })].length // 3
 */
export function* generateListings(options: DemoDataOptions): Generator<Listing> {
  const { size, seed } = demoDataOptionsSchema.parse({ size: options.size, seed: options.seed });
  const ctx = context(generateNetwork(seed));
  const rng = createRng(seed);
  for (let id = 1; id <= size; id++) yield listing(rng, id, ctx);
}

// ---------------------------------------------------------------------------------------------
// CMS pages 1..12: the menu entries of tenants.sql link to /oldal/1 … /oldal/12.

const page = (id: number, unit_type: 'franchise' | 'office', unit_id: number, title: string, content_html: string): CmsPageRow => ({
  id,
  unit_type,
  unit_id,
  title,
  content_html,
  created_at: '2025-01-15 10:00:00',
  updated_at: '2026-09-01 10:00:00',
});

const escapeHtml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

function impressum(company: string, office: OfficeRow | undefined): string {
  return [
    `<h2>Impresszum</h2>`,
    `<p><strong>Üzemeltető:</strong> ${escapeHtml(company)}</p>`,
    office ? `<p><strong>Székhely:</strong> ${escapeHtml(office.address)}</p>` : '',
    office ? `<p><strong>E-mail:</strong> <a href="mailto:${escapeHtml(office.email)}">${escapeHtml(office.email)}</a> · <strong>Telefon:</strong> ${escapeHtml(office.phone)}</p>` : '',
    `<p><strong>Tárhelyszolgáltató:</strong> Cloudflare, Inc., 101 Townsend St, San Francisco, CA 94107, USA</p>`,
    `<p>Ez egy bemutató oldal: a cégadatok, az ingatlanok és az értékesítők kitaláltak.</p>`,
  ].join('');
}

function contact(office: OfficeRow | undefined, intro: string): string {
  if (!office) return `<p>${escapeHtml(intro)}</p>`;
  return [
    `<h2>Kapcsolat</h2>`,
    `<p>${escapeHtml(intro)}</p>`,
    `<ul><li><strong>Cím:</strong> ${escapeHtml(office.address)}</li>`,
    `<li><strong>Telefon:</strong> ${escapeHtml(office.phone)}</li>`,
    `<li><strong>E-mail:</strong> <a href="mailto:${escapeHtml(office.email)}">${escapeHtml(office.email)}</a></li>`,
    `<li><strong>Nyitvatartás:</strong> hétfőtől péntekig 9:00–17:00, szombaton előzetes egyeztetéssel</li></ul>`,
  ].join('');
}

export function generateCmsPages(network: Network): CmsPageRow[] {
  const office = (id: number) => network.offices.find((o) => o.id === id);
  const team = network.agents
    .filter((a) => a.office_id === 13)
    .map((a) => `<li><a href="/uzletkoto/${a.id}">${escapeHtml(a.fullname)}</a></li>`)
    .join('');
  return [
    page(1, 'franchise', 1, 'Rólunk', [
      '<h2>Az Immo1 Ingatlanhálózatról</h2>',
      '<p>Az Immo1 2008 óta segíti az ingatlant eladókat, vásárlókat és bérbeadókat. Országos irodahálózatunk Budapesttől Győrön és Szegeden át a Balatonig ér.</p>',
      '<p>Értékesítőink helyismerettel, egységes szakmai háttérrel és átlátható folyamatokkal dolgoznak: a hirdetéstől a szerződéskötésig mindenben számíthat ránk.</p>',
      '<ul><li>ingyenes értékbecslés</li><li>professzionális fotózás és hirdetés</li><li>hitel- és jogi ügyintézés egy helyen</li></ul>',
      '<p><a href="/irodaink">Keresse meg az Önhöz legközelebbi irodánkat!</a></p>',
    ].join('')),
    page(2, 'franchise', 1, 'Hitelügyintézés', [
      '<h2>Hitelügyintézés díjmentesen</h2>',
      '<p>Független hitelszakértőink több bank ajánlatát hasonlítják össze, és végigkísérik az igénylést a befogadástól a folyósításig.</p>',
      '<h3>Otthon Start</h3>',
      '<p>A fix 3%-os Otthon Start hitellel legfeljebb 100 millió forintos lakás vagy 150 millió forintos családi ház vásárolható, ha a négyzetméterár nem haladja meg az 1,5 millió forintot. A feltételeknek megfelelő ingatlanokat keresőnkben külön szűrheti.</p>',
      '<h3>CSOK Plusz és Babaváró</h3>',
      '<p>Segítünk a családtámogatások kombinálásában és a szükséges dokumentumok összeállításában.</p>',
    ].join('')),
    page(3, 'franchise', 1, 'Impresszum', impressum('Immo1 Ingatlanhálózat Kft.', office(13))),
    page(4, 'franchise', 1, 'Kapcsolat', contact(office(13), 'Központi irodánk Budapesten, a XIII. kerületben várja ügyfeleit. Országos irodáink elérhetőségét az Irodáink oldalon találja.')),
    page(5, 'franchise', 2, 'Miért mi?', [
      '<h2>Miért a Lakáspont?</h2>',
      '<ul><li><strong>Helyismeret:</strong> irodáink Kelet-Magyarország nagyvárosaiban és Budapesten dolgoznak.</li>',
      '<li><strong>Gyorsaság:</strong> átlagosan 60 nap alatt eladjuk a hozzánk bízott ingatlanokat.</li>',
      '<li><strong>Biztonság:</strong> ügyvédi háttér, ellenőrzött tulajdoni lapok, átlátható jutalék.</li></ul>',
      '<p><a href="/kereses">Nézze meg friss kínálatunkat!</a></p>',
    ].join('')),
    page(6, 'franchise', 2, 'Impresszum', impressum('Lakáspont Ingatlan Kft.', office(21))),
    page(7, 'office', 13, 'Csapatunk', [
      '<h2>Csapatunk</h2>',
      '<p>Az Immo1 XIII. kerületi irodájának értékesítői Angyalföldet, Újlipótvárost és Vizafogót ismerik a legjobban.</p>',
      `<ul>${team}</ul>`,
    ].join('')),
    page(8, 'office', 13, 'Értékbecslés', [
      '<h2>Mennyit ér az ingatlanom?</h2>',
      '<p>Kérjen ingyenes értékbecslést! Kollégánk személyesen megnézi az ingatlant, és a környékbeli friss adásvételek alapján 48 órán belül írásos javaslatot ad az irányárra.</p>',
      '<ol><li>Időpont egyeztetése telefonon vagy e-mailben</li><li>Helyszíni bejárás</li><li>Írásos értékbecslés és értékesítési terv</li></ol>',
    ].join('')),
    page(9, 'office', 13, 'Impresszum', impressum('Immo1 Budapest XIII. Kft.', office(13))),
    page(10, 'office', 21, 'Ingyenes értékbecslés', [
      '<h2>Ingyenes értékbecslés Debrecenben</h2>',
      '<p>Debreceni irodánk 2009 óta ismeri a helyi piacot a Nagyerdőtől Józsáig. Hívjon minket, és díjmentesen felmérjük ingatlana piaci értékét!</p>',
    ].join('')),
    page(11, 'office', 21, 'Impresszum', impressum('Debreceni Ingatlaniroda Kft.', office(21))),
    page(12, 'office', 21, 'Kapcsolat', contact(office(21), 'Irodánk Debrecen belvárosában, a Piac utcán található.')),
  ];
}

// ---------------------------------------------------------------------------------------------
// The whole file

export function dropdownRows(): z.infer<typeof dropdownRowSchema>[] {
  return filterDropdownTypes.flatMap((type) => dropdownOptionLists[type].map((o, i) => ({ type, value: o.value, label: o.label, position: i + 1 })));
}

function geographyStatements(): string[] {
  return [
    ...insertStatements('counties', columnsOf(countyRowSchema), counties.map((c) => ({ id: c.id, name: c.name, name_folded: foldHungarian(c.name), kind: c.kind, population: c.population }))),
    ...insertStatements('cities', columnsOf(cityRowSchema), cities.map((c) => ({ id: c.id, county_id: c.countyId, name: c.name, name_folded: foldHungarian(c.name), kind: c.kind, population: c.population }))),
    ...insertStatements('districts', columnsOf(districtRowSchema), districts.map((d) => ({ id: d.id, city_id: budapestCityId, roman: d.roman, name: d.name, nickname: d.nickname ?? null, population: d.population }))),
    ...insertStatements('neighbourhoods', columnsOf(neighbourhoodRowSchema), neighbourhoods.map((n) => ({ id: n.id, city_id: n.cityId, district_id: n.districtId, name: n.name, name_folded: foldHungarian(n.name) }))),
  ];
}

/** Listings are written in batches: a batch's properties first, then their child rows. */
const listingBatch = 250;

/**
 * The demo data as SQL statements, each ending with ";\n": re-runnable (it first deletes what
 * it inserts), parents before children, every statement under D1's size limit.
 * @example for (const statement of demoDataSql({ size: 5000, seed: 1 })) out.write(statement);
 */
export function* demoDataSql(options: DemoDataOptions): Generator<string> {
  const { size, seed } = demoDataOptionsSchema.parse({ size: options.size, seed: options.seed });
  yield `-- Demo data: ${size} listings, seed ${seed}. Generated by scripts/generate-demo-data.ts; do not edit.\n`;
  for (const table of ['property_descriptions', 'property_images', 'properties', 'sales_man_profiles', 'sales_agents', 'offices', 'franchises', 'neighbourhoods', 'districts', 'cities', 'counties', 'cms_pages']) {
    yield `DELETE FROM ${table};\n`;
  }
  yield `DELETE FROM dropdown_options WHERE type IN (${filterDropdownTypes.map(sqlLiteral).join(', ')});\n`;
  yield* insertStatements('dropdown_options', columnsOf(dropdownRowSchema), dropdownRows());
  yield* geographyStatements();
  const network = generateNetwork(seed);
  yield* insertStatements('franchises', columnsOf(franchiseRowSchema), network.franchises);
  yield* insertStatements('offices', columnsOf(officeRowSchema), network.offices);
  yield* insertStatements('sales_agents', columnsOf(agentRowSchema), network.agents);
  yield* insertStatements('sales_man_profiles', columnsOf(profileRowSchema), network.profiles);
  yield* insertStatements('cms_pages', columnsOf(cmsPageRowSchema), generateCmsPages(network));

  let batch: Listing[] = [];
  let done = 0;
  const flush = function* (): Generator<string> {
    yield* insertStatements('properties', columnsOf(propertyRowSchema), batch.map((l) => l.property));
    yield* insertStatements('property_descriptions', columnsOf(descriptionRowSchema), batch.map((l) => l.description));
    yield* insertStatements('property_images', columnsOf(imageRowSchema), batch.flatMap((l) => l.images));
    batch = [];
  };
  for (const l of generateListings({ size, seed })) {
    batch.push(l);
    done++;
    if (batch.length >= listingBatch) yield* flush();
    if (done % progressEvery === 0) options.onProgress?.(done, size);
  }
  yield* flush();
  if (done % progressEvery !== 0) options.onProgress?.(done, size);
}

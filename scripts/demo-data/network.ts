/**
 * @module The two demo networks: franchises (ids fixed by tenants.sql), their offices, and the
 * offices' agents with Hungarian names, phones and introductions.
 */
import { type City, citiesByName, type District, districtsById } from '../../domain/geography/index';
import { foldHungarian } from '../../domain/helpers/textSearch';
import { type AgentListingTally, specialitiesOf } from './agentSpecialities';
import { landlinePhone, mobilePhone } from './phoneNumbers';
import { createRng, type Rng } from './random';
import type { AgentRow, FranchiseRow, OfficeRow, ProfileRow } from './rows';
import { formatTimestamp } from './sql';

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
  { id: 2, name: 'Lakáspont Ingatlan', emailDomain: 'lakaspont.example', phone: '+36 52 500 200', palette: { color: '7a1f2b', accent: 'e0a526' } },
];

export interface OfficeSeed {
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
export const officeSeeds: readonly OfficeSeed[] = [
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

export function cityNamed(name: string): City {
  const city = citiesByName.get(name);
  if (!city) throw new Error(`unknown city ${name}`);
  return city;
}

export function districtNumbered(number: number): District {
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

const emailLocalPart = (text: string) => foldHungarian(text).replaceAll(' ', '');

const closings = [
  'Keressen bizalommal, akár hétvégén is!',
  'Az első találkozó és az értékbecslés nálam díjtalan.',
  'Célom, hogy az adásvétel minden lépése átlátható legyen.',
  'Hívjon, és egyeztessünk időpontot még ezen a héten!',
] as const;

/** Where an office works, as written in texts: "Budapest XIII. kerület" or "Debrecen". */
function areaLabel(office: OfficeSeed): string {
  return office.districtId === undefined ? office.city : `Budapest ${districtNumbered(office.districtId).name}`;
}

/** An agent's introduction without its speciality, which their listings decide later. */
export interface AgentBio {
  agent_id: number;
  banner_url: string;
  opening: string;
  closing: string;
}

function bio(rng: Rng, agentId: number, givenName: string, office: OfficeSeed): AgentBio {
  const years = rng.int(2, 22);
  const opening = `${givenName} vagyok, ${years} éve dolgozom az ingatlanpiacon, ${areaLabel(office)} és környéke a területem.`;
  // The draw of the fixed speciality this used to pick: kept, so every later agent keeps their name and phone.
  // The speciality itself now comes from the agent's listings (agentSpecialities.ts).
  rng.next();
  return { agent_id: agentId, banner_url: coverUrl(`agent-${agentId}`, paletteOf(office)), opening, closing: rng.pick(closings) };
}

/**
 * The agents' profiles, each introduction with the specialities its agent's listings support.
 * @example agentProfiles(network.bios, tally)[0]?.introduction // 'Anna vagyok, … Panellakások … Keressen bizalommal, akár hétvégén is!'
 */
export function agentProfiles(bios: readonly AgentBio[], tally: AgentListingTally): ProfileRow[] {
  return bios.map((b) => ({
    agent_id: b.agent_id,
    banner_url: b.banner_url,
    introduction: [b.opening, ...specialitiesOf(tally.countsOf(b.agent_id)), b.closing].join(' '),
  }));
}

export interface Network {
  franchises: FranchiseRow[];
  offices: OfficeRow[];
  agents: AgentRow[];
  /** The agents' introductions but their specialities: see agentProfiles. */
  bios: AgentBio[];
}

/**
 * The networks' rows, drawn from their own stream so that listings stay the same whatever is added here.
 * @example generateNetwork(1).offices.find((o) => o.id === 13)?.name // 'Immo1 Budapest XIII. kerület'
 */
export function generateNetwork(seed: number): Network {
  const rng = createRng(seed ^ 0x5eed0001);
  const created = (year: number) => formatTimestamp(Date.UTC(year, rng.int(0, 11), rng.int(1, 28), rng.int(8, 17)));
  const franchises = franchiseSeeds.map((f) => ({ id: f.id, name: f.name, email: `info@${f.emailDomain}`, phone: f.phone, created_at: created(2008) }));
  const offices: OfficeRow[] = [];
  const agents: AgentRow[] = [];
  const bios: AgentBio[] = [];
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
      phone: landlinePhone(rng, office.city),
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
      bios.push(bio(rng, agentId, given, office));
    }
  }
  return { franchises, offices, agents, bios };
}

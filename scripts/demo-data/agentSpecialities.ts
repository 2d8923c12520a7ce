/**
 * @module What an agent's introduction says they specialise in, read from the listings they
 * actually have (counted while the listings are generated): the kind most of them are, and
 * renting, first homes or new builds when a good share of them are. An agent without listings
 * claims no speciality.
 */
import { condition, propertyTypes, saleStatuses, structure } from '../../domain/search/filterOptionLists';
import type { PropertyRow } from './rows';

/** The kinds of listing a speciality can be about. */
export type ListingKind = 'panelFlat' | 'brickFlat' | 'house' | 'bigHouse' | 'plot' | 'holidayHome' | 'business' | 'garage' | 'rental' | 'otthonStart' | 'newBuild' | 'forSale';
type Counts = Record<ListingKind | 'all', number>;

/** A house a buyer calls a villa: five rooms or more at a price of 150 M Ft or more. */
const isBigHouse = (p: PropertyRow) => p.property_type === propertyTypes.house && p.sale_status === saleStatuses.forSale && (p.rooms ?? 0) >= 5 && p.price >= 150_000_000;

/** The kinds a listing counts for. */
export function kindsOf(p: PropertyRow): ListingKind[] {
  const kinds: ListingKind[] = [];
  if (p.property_type === propertyTypes.flat) kinds.push(p.structure === structure.panel.value ? 'panelFlat' : 'brickFlat');
  if (p.property_type === propertyTypes.house) kinds.push('house');
  if (isBigHouse(p)) kinds.push('bigHouse');
  if (p.property_type === propertyTypes.plot) kinds.push('plot');
  if (p.property_type === propertyTypes.holidayHome) kinds.push('holidayHome');
  if (p.property_type === propertyTypes.office || p.property_type === propertyTypes.shop) kinds.push('business');
  if (p.property_type === propertyTypes.garage) kinds.push('garage');
  if (p.sale_status === saleStatuses.forSale) kinds.push('forSale');
  else kinds.push('rental');
  if (p.otthon_start === 1) kinds.push('otthonStart');
  if (p.condition === condition.newBuild.value) kinds.push('newBuild');
  return kinds;
}

/** Counts each agent's listings by kind, one listing at a time. */
export class AgentListingTally {
  readonly #byAgent = new Map<number, Counts>();

  add(p: PropertyRow): void {
    if (p.agent_id === null) return;
    const counts = this.#byAgent.get(p.agent_id) ?? emptyCounts();
    counts.all++;
    for (const kind of kindsOf(p)) counts[kind]++;
    this.#byAgent.set(p.agent_id, counts);
  }

  countsOf(agentId: number): Readonly<Counts> {
    return this.#byAgent.get(agentId) ?? emptyCounts();
  }
}

const emptyCounts = (): Counts => ({ all: 0, panelFlat: 0, brickFlat: 0, house: 0, bigHouse: 0, plot: 0, holidayHome: 0, business: 0, garage: 0, rental: 0, otthonStart: 0, newBuild: 0, forSale: 0 });

// The main kinds, each with the sentence an agent whose listings are mostly of that kind writes.
const mainSpecialities: readonly (readonly [ListingKind, string])[] = [
  ['panelFlat', 'Panellakások és lakótelepi otthonok piacát ismerem a legjobban.'],
  ['brickFlat', 'Főként téglaépítésű társasházi lakásokkal foglalkozom.'],
  ['house', 'Családi házak adásvétele a szakterületem.'],
  ['plot', 'Építési telkek értékesítésével foglalkozom.'],
  ['holidayHome', 'Nyaralók és hétvégi házak adásvételében vagyok otthon.'],
  ['business', 'Irodák és üzlethelyiségek kiadásával és eladásával foglalkozom.'],
];
/** Shares of an agent's listings from which a second speciality is worth saying. */
export const secondSpecialityShare = { rental: 0.3, otthonStart: 0.25, newBuild: 0.2, bigHouse: 2, plotBesideHouses: 0.2 } as const;

/**
 * The speciality sentences an agent's listings support: their most common kind, then renting,
 * Otthon Start or new builds when enough of them are so.
 * @example specialitiesOf(counts) // ['Panellakások és lakótelepi otthonok piacát ismerem a legjobban.']
 */
export function specialitiesOf(counts: Readonly<Counts>): string[] {
  if (counts.all === 0) return [];
  const [mainKind, mainText] = mainSpecialities.reduce((best, entry) => (counts[entry[0]] > counts[best[0]] ? entry : best));
  if (counts[mainKind] === 0) return [];
  const sentences: string[] = [];
  if (mainKind === 'house' && counts.bigHouse >= secondSpecialityShare.bigHouse) sentences.push('Nagyobb családi otthonok és villák értékesítésével foglalkozom.');
  else if (mainKind === 'house' && counts.plot >= counts.all * secondSpecialityShare.plotBesideHouses) sentences.push('Családi házak és építési telkek értékesítése a szakterületem.');
  else sentences.push(mainText);
  if (mainKind !== 'business' && counts.rental >= counts.all * secondSpecialityShare.rental) sentences.push('A bérbeadásban is otthon vagyok: a bérbeadót és a bérlőt is végigkísérem a szerződésig.');
  else if (counts.otthonStart >= counts.forSale * secondSpecialityShare.otthonStart && counts.otthonStart > 0) sentences.push('Első lakást keresőknek is szívesen segítek, az Otthon Start hitel részleteit jól ismerem.');
  else if (counts.newBuild >= counts.all * secondSpecialityShare.newBuild) sentences.push('Új építésű ingatlanok értékesítésében is jártas vagyok.');
  return sentences;
}

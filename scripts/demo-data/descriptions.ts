/**
 * @module A listing's Hungarian texts: its name, a slogan its data supports, its street and a
 * description written from its facts.
 */
import { dropdownOptionLists, car, condition, accessibility, equipment, floor, garden, heating, insulation, noisiness, orientation, outlook, propertyTypes, saleStatus, saleStatuses, structure, surrounding, terrace } from '../../domain/search/filterOptionLists';
import type { filterDropdownTypes } from '../../domain/search/filterDropdowns';
import { moveInText } from '../../domain/listings/rentalFacts';
import { formatPrice } from '../../domain/search/searchFilter';
import type { Building, Dimensions, Features } from './features';
import { isWaterside, type Location, placeLabel, streetFor } from './places';
import type { Rng } from './random';
import type { RentalTermColumns } from './rentalTerms';

/** What the texts are written from. */
interface ListingFacts {
  type: number;
  saleStatus: number;
  location: Location;
  conditionValue: number | null;
  building: Building;
  dims: Dimensions;
  features: Features;
  otthonStart: boolean;
  /** The asking price, or a rental's monthly fee, in forints. */
  price: number;
  /** A rental's terms (all null for a listing for sale), which its description repeats. */
  terms: RentalTermColumns;
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
    ['Felújítandó lakás, amelyet saját ízlése szerint alakíthat', (f) => !f.rental && f.conditionValue === condition.needsRenovation.value],
    ['Hosszú távra kiadó otthon {place} környékén', (f) => f.rental],
    ['Otthon {place} környékén', always],
  ],
  [propertyTypes.house]: [
    ['Családi ház nagy kerttel, csendes környéken', (f) => (f.lot ?? 0) >= 800 && quiet(f)],
    ['Tágas otthon nagycsaládnak', (f) => (f.rooms ?? 0) >= 5],
    ['Rendezett porta falusi nyugalomban', (f) => f.location.city.kind === 'village'],
    ['Energiatakarékos ház, alacsony rezsivel', (f) => has(f, equipment.solarPanels.value) || f.features.heating === heating.heatPump.value || f.features.insulation === insulation.full.value],
    ['Felújított családi ház, beköltözhető állapotban', ready],
    ['Új építésű családi ház, kulcsrakészen', (f) => !f.rental && f.conditionValue === condition.newBuild.value],
    ['Felújítandó ház, nagy lehetőségekkel', (f) => !f.rental && f.conditionValue === condition.needsRenovation.value],
    ['Kertes ház hosszú távú bérletre', (f) => f.rental && f.features.garden === garden.private.value],
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

// A sale's closing speaks of buying, a rental's of renting: neither borrows the other's words.
const saleClosings = [
  'Hívjon bizalommal, és egyeztessünk időpontot a megtekintésre!',
  'Az ingatlan a vételár kifizetése után akár azonnal birtokba vehető.',
  'Érdeklődjön irodánkban, szívesen megmutatjuk!',
  'Hitelügyintézésben és az adásvétel lebonyolításában díjmentesen segítünk.',
] as const;
const rentalClosings = [
  'Hívjon bizalommal, és egyeztessünk időpontot a megtekintésre!',
  'Hosszú távra keresünk megbízható bérlőt.',
  'Érdeklődjön irodánkban, szívesen megmutatjuk!',
  'A bérleti szerződés megkötésében irodánk segít.',
] as const;

/** "2027. január 1-jétől", "2027. január 15-étől": move-ins fall on the 1st or the 15th only. */
function fromDay(moveIn: string): string {
  const date = moveInText(moveIn).replace(/\.$/, '');
  return `${date}${date.endsWith(' 1') ? '-jétől' : '-étől'}`;
}

/** A rental's terms in a sentence or two: deposit, running costs, pets and move-in. */
function rentalTermsText(terms: RentalTermColumns, monthlyFee: number, lease: boolean): string {
  const fee = lease ? 'lízingdíj' : 'bérleti díj';
  const sentences: string[] = [];
  if (terms.deposit_months !== null) sentences.push(`Kaucióként ${terms.deposit_months} havi ${fee}at (${formatPrice(terms.deposit_months * monthlyFee)}) kér a tulajdonos.`);
  else if (terms.deposit_amount !== null) sentences.push(`Kaucióként ${formatPrice(terms.deposit_amount)}-ot kér a tulajdonos.`);
  const costs = [
    terms.utilities_monthly === null ? '' : `a rezsi kb. ${formatPrice(terms.utilities_monthly)} havonta`,
    terms.common_charge_monthly === null ? '' : `a közös költség ${formatPrice(terms.common_charge_monthly)}/hó`,
  ].filter(Boolean);
  if (costs.length > 0) sentences.push(`A ${fee}on felül ${costs.join(', ')}.`);
  if (terms.pets_allowed !== null) sentences.push(terms.pets_allowed ? 'Kisállat hozható.' : 'Kisállat nem hozható.');
  if (terms.move_in !== null) sentences.push(terms.move_in === 'now' ? 'Azonnal beköltözhető.' : `Beköltözhető ${fromDay(terms.move_in)}.`);
  return sentences.join(' ');
}

const salePhrases: Readonly<Record<number, string>> = {
  [saleStatuses.forSale]: 'Eladásra kínálunk',
  [saleStatuses.forRent]: 'Kiadásra kínálunk',
  [saleStatuses.lease]: 'Lízingre kínálunk',
};

const isPanelFlat = (facts: ListingFacts) => facts.type === propertyTypes.flat && facts.building.structure === structure.panel.value;
const withRooms = ({ type, dims }: ListingFacts) => dims.rooms !== null && (type === propertyTypes.flat || type === propertyTypes.house || type === propertyTypes.holidayHome);

/**
 * The listing's name: status, rooms, type and place.
 * @example listingName(facts) // 'Eladó 2 szobás panellakás, Budapest XIII. kerület'
 */
export function listingName(facts: ListingFacts): string {
  const { type, saleStatus: saleStatusValue, dims, location } = facts;
  const names = typeNames[type] ?? { noun: 'ingatlan', accusative: 'ingatlant' };
  const statusLabel = [saleStatus.forSale, saleStatus.forRent, saleStatus.lease].find((s) => s.value === saleStatusValue)?.label ?? 'Eladó';
  const noun = isPanelFlat(facts) ? 'panellakás' : names.noun;
  const shortPlace = location.district ? `Budapest ${location.district.name}` : location.city.name;
  return `${statusLabel} ${withRooms(facts) ? `${dims.rooms} szobás ` : ''}${noun}, ${shortPlace}`;
}

/** The slogan, the street and the description, drawn in this order. */
export function listingTexts(rng: Rng, facts: ListingFacts): { slogan: string; street: string; description: string } {
  const { type, saleStatus: saleStatusValue, location, conditionValue, dims, features: f, otthonStart } = facts;
  const b = facts.building;
  const names = typeNames[type] ?? { noun: 'ingatlan', accusative: 'ingatlant' };
  const slogan = sloganFor(rng, type, { conditionValue, features: f, rooms: dims.rooms, lot: dims.lot_size, location, rental: saleStatusValue !== saleStatuses.forSale });
  const street = streetFor(rng, location, type !== propertyTypes.plot);
  const sentences: string[] = [];
  const size = type === propertyTypes.plot ? dims.lot_size : dims.default_size;
  const condText = conditionValue === null ? '' : `, ${lower(labelOf('condition', conditionValue))}`;
  const accusative = isPanelFlat(facts) ? 'panellakást' : names.accusative;
  sentences.push(`${salePhrases[saleStatusValue] ?? 'Kínálunk'} egy ${size} m²-es${withRooms(facts) ? `, ${dims.rooms} szobás` : ''}${condText} ${accusative}.`);
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
  const rental = saleStatusValue !== saleStatuses.forSale;
  if (rental) sentences.push(rentalTermsText(facts.terms, facts.price, saleStatusValue === saleStatuses.lease));
  if (otthonStart) sentences.push('Az ingatlan Otthon Start hitellel is megvásárolható.');
  sentences.push(rng.pick(rental ? rentalClosings : saleClosings));

  return { slogan, street, description: sentences.join(' ') };
}

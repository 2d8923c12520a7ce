/**
 * @module The Hungarian option lists of every search-filter dropdown (SPEC section 3), with the
 * integer values listings store. Values are stable ids: add options with new values, never renumber.
 * Each list is an object keyed by an English name, so code can say `heating.districtHeating.value`.
 */
import type { DropdownOption, DropdownType } from './filterDropdowns';
import { energyClasses } from './energyCertificate';
import { propertyType } from './listingKinds';

type OptionMap = Record<string, DropdownOption>;

// The sale status and the property type live apart (listingKinds.ts), so code that needs only them
// (route modules, in every page's first load) does not bring every option list.
export { propertyType, propertyTypes, saleStatus, saleStatuses } from './listingKinds';

// Values 1..6 and their labels were fixed by the first demo data; stored listings refer to them.
export const condition = {
  newBuild: { value: 1, label: 'Új építésű' },
  nearlyNew: { value: 2, label: 'Újszerű' },
  renovated: { value: 3, label: 'Felújított' },
  good: { value: 4, label: 'Jó állapotú' },
  average: { value: 5, label: 'Közepes állapotú' },
  needsRenovation: { value: 6, label: 'Felújítandó' },
} satisfies OptionMap;

/** The state of the building a flat or office is in. */
export const buildingCondition = {
  newBuild: { value: 1, label: 'Új építésű' },
  nearlyNew: { value: 2, label: 'Újszerű' },
  renovated: { value: 3, label: 'Felújított' },
  good: { value: 4, label: 'Jó állapotú' },
  average: { value: 5, label: 'Közepes állapotú' },
  needsRenovation: { value: 6, label: 'Felújítandó' },
} satisfies OptionMap;

export const floor = {
  basement: { value: 1, label: 'Szuterén' },
  ground: { value: 2, label: 'Földszint' },
  raisedGround: { value: 3, label: 'Magasföldszint' },
  first: { value: 4, label: '1. emelet' },
  second: { value: 5, label: '2. emelet' },
  third: { value: 6, label: '3. emelet' },
  fourth: { value: 7, label: '4. emelet' },
  fifth: { value: 8, label: '5. emelet' },
  sixth: { value: 9, label: '6. emelet' },
  seventh: { value: 10, label: '7. emelet' },
  eighth: { value: 11, label: '8. emelet' },
  ninth: { value: 12, label: '9. emelet' },
  tenth: { value: 13, label: '10. emelet' },
  aboveTenth: { value: 14, label: '10. emelet felett' },
  attic: { value: 15, label: 'Tetőtér' },
} satisfies OptionMap;

export const surrounding = {
  downtown: { value: 1, label: 'Belváros' },
  housingEstate: { value: 2, label: 'Lakótelep' },
  garden: { value: 3, label: 'Kertváros' },
  familyHouses: { value: 4, label: 'Családi házas övezet' },
  villas: { value: 5, label: 'Villanegyed' },
  greenBelt: { value: 6, label: 'Zöldövezet' },
  holidayArea: { value: 7, label: 'Üdülőövezet' },
  village: { value: 8, label: 'Falusias környezet' },
  outskirts: { value: 9, label: 'Külterület' },
  industrial: { value: 10, label: 'Ipari környezet' },
} satisfies OptionMap;

export const structure = {
  brick: { value: 1, label: 'Tégla' },
  panel: { value: 2, label: 'Panel' },
  slidingFormwork: { value: 3, label: 'Csúsztatott zsalus' },
  aeratedConcrete: { value: 4, label: 'Pórusbeton' },
  reinforcedConcrete: { value: 5, label: 'Vasbeton' },
  lightweight: { value: 6, label: 'Könnyűszerkezetes' },
  timber: { value: 7, label: 'Fa' },
  adobe: { value: 8, label: 'Vályog' },
  stone: { value: 9, label: 'Kő' },
  mixed: { value: 10, label: 'Vegyes falazat' },
} satisfies OptionMap;

export const accessibility = {
  asphaltRoad: { value: 1, label: 'Aszfaltozott út' },
  pavedRoad: { value: 2, label: 'Térkövezett út' },
  gravelRoad: { value: 3, label: 'Murvás út' },
  dirtRoad: { value: 4, label: 'Földút' },
  footpathOnly: { value: 5, label: 'Csak gyalogosan' },
} satisfies OptionMap;

export const heating = {
  gasCombi: { value: 1, label: 'Gáz (cirkó)' },
  gasConvector: { value: 2, label: 'Gáz (konvektor)' },
  gasHeater: { value: 3, label: 'Gáz (héra)' },
  districtHeating: { value: 4, label: 'Távfűtés' },
  districtHeatingMetered: { value: 5, label: 'Távfűtés egyedi méréssel' },
  central: { value: 6, label: 'Házközponti' },
  centralMetered: { value: 7, label: 'Házközponti egyedi méréssel' },
  electric: { value: 8, label: 'Elektromos' },
  heatPump: { value: 9, label: 'Hőszivattyú' },
  floorHeating: { value: 10, label: 'Padlófűtés' },
  fanCoil: { value: 11, label: 'Fan-coil' },
  geothermal: { value: 12, label: 'Geotermikus' },
  solidFuel: { value: 13, label: 'Vegyes tüzelésű kazán' },
  tiledStove: { value: 14, label: 'Cserépkályha' },
  fireplace: { value: 15, label: 'Kandalló' },
  none: { value: 16, label: 'Nincs' },
} satisfies OptionMap;

export const cooling = {
  none: { value: 1, label: 'Nincs' },
  split: { value: 2, label: 'Split klíma' },
  multiSplit: { value: 3, label: 'Multi split klíma' },
  central: { value: 4, label: 'Központi klíma' },
  heatPump: { value: 5, label: 'Hőszivattyús hűtés' },
  prepared: { value: 6, label: 'Klíma előkészítve' },
} satisfies OptionMap;

export const orientation = {
  north: { value: 1, label: 'Észak' },
  northEast: { value: 2, label: 'Északkelet' },
  east: { value: 3, label: 'Kelet' },
  southEast: { value: 4, label: 'Délkelet' },
  south: { value: 5, label: 'Dél' },
  southWest: { value: 6, label: 'Délnyugat' },
  west: { value: 7, label: 'Nyugat' },
  northWest: { value: 8, label: 'Északnyugat' },
} satisfies OptionMap;

/** Parking. */
export const car = {
  street: { value: 1, label: 'Utcán, közterületen' },
  streetPaid: { value: 2, label: 'Fizetős közterületen' },
  yard: { value: 3, label: 'Udvari beálló' },
  carport: { value: 4, label: 'Kocsibeálló' },
  underground: { value: 5, label: 'Teremgarázs-hely' },
  garage: { value: 6, label: 'Önálló garázs' },
  none: { value: 7, label: 'Nincs parkolási lehetőség' },
} satisfies OptionMap;

/** The view. */
export const outlook = {
  street: { value: 1, label: 'Utcai' },
  courtyard: { value: 2, label: 'Udvari' },
  garden: { value: 3, label: 'Kertre néző' },
  park: { value: 4, label: 'Parkra néző' },
  panorama: { value: 5, label: 'Panorámás' },
  water: { value: 6, label: 'Vízre néző' },
} satisfies OptionMap;

export const noisiness = {
  quiet: { value: 1, label: 'Csendes' },
  average: { value: 2, label: 'Átlagos' },
  busy: { value: 3, label: 'Forgalmas' },
  noisy: { value: 4, label: 'Zajos' },
} satisfies OptionMap;

/** Accessibility for the disabled (akadálymentesítés). */
export const disabled = {
  accessible: { value: 1, label: 'Akadálymentesített' },
  partly: { value: 2, label: 'Részben akadálymentesített' },
  notAccessible: { value: 3, label: 'Nem akadálymentesített' },
} satisfies OptionMap;

export const garden = {
  none: { value: 1, label: 'Nincs kert' },
  private: { value: 2, label: 'Saját kert' },
  shared: { value: 3, label: 'Közös kert' },
  gardenAccess: { value: 4, label: 'Kertkapcsolatos' },
} satisfies OptionMap;

/** Balcony or terrace. */
export const terrace = {
  none: { value: 1, label: 'Nincs' },
  balcony: { value: 2, label: 'Erkély' },
  frenchBalcony: { value: 3, label: 'Francia erkély' },
  loggia: { value: 4, label: 'Loggia' },
  terrace: { value: 5, label: 'Terasz' },
  roofTerrace: { value: 6, label: 'Tetőterasz' },
} satisfies OptionMap;

/** Utilities; a listing may have several. */
export const publicUtility = {
  electricity: { value: 1, label: 'Villany' },
  water: { value: 2, label: 'Víz' },
  gas: { value: 3, label: 'Gáz' },
  sewer: { value: 4, label: 'Csatorna' },
  septicTank: { value: 5, label: 'Emésztő / szikkasztó' },
  threePhase: { value: 6, label: 'Ipari áram (3 fázis)' },
  fibre: { value: 7, label: 'Optikai internet' },
} satisfies OptionMap;

/** Equipment; a listing may have several. */
export const equipment = {
  builtInKitchen: { value: 1, label: 'Beépített konyha' },
  dishwasher: { value: 2, label: 'Mosogatógép' },
  washingMachine: { value: 3, label: 'Mosógép' },
  fridge: { value: 4, label: 'Hűtőszekrény' },
  alarm: { value: 5, label: 'Riasztó' },
  cctv: { value: 6, label: 'Kamerarendszer' },
  smartHome: { value: 7, label: 'Okosotthon' },
  solarPanels: { value: 8, label: 'Napelem' },
  fireplace: { value: 9, label: 'Kandalló' },
  pool: { value: 10, label: 'Medence' },
  sauna: { value: 11, label: 'Szauna' },
  lift: { value: 12, label: 'Lift' },
  storage: { value: 13, label: 'Tároló / pince' },
  shutters: { value: 14, label: 'Redőny' },
  insectScreens: { value: 15, label: 'Szúnyogháló' },
} satisfies OptionMap;

/** Short-term letting (Airbnb). */
export const airbnb = {
  allowed: { value: 1, label: 'Rövid távra kiadható (Airbnb)' },
  operating: { value: 2, label: 'Jelenleg Airbnb-ként üzemel' },
  notAllowed: { value: 3, label: 'Rövid távú kiadás nem engedélyezett' },
} satisfies OptionMap;

export const insulation = {
  none: { value: 1, label: 'Nincs szigetelve' },
  facade: { value: 2, label: 'Homlokzati hőszigetelés' },
  roof: { value: 3, label: 'Tetőszigetelés' },
  partial: { value: 4, label: 'Részleges szigetelés' },
  full: { value: 5, label: 'Teljes körű hőszigetelés' },
} satisfies OptionMap;

/** Subsidies and offers a buyer can use; a listing may have several. */
export const discounts = {
  csokPlus: { value: 1, label: 'CSOK Plusz' },
  villageCsok: { value: 2, label: 'Falusi CSOK' },
  babyExpecting: { value: 3, label: 'Babaváró kölcsön' },
  workersLoan: { value: 4, label: 'Munkáshitel' },
  reducedVat: { value: 5, label: '5%-os áfa (új lakás)' },
  negotiable: { value: 6, label: 'Alkuképes ár' },
} satisfies OptionMap;

function list(options: OptionMap): DropdownOption[] {
  return Object.values(options).map(({ value, label }) => ({ value, label }));
}

/** Every filter dropdown's options in display order; a missing type fails to compile. */
export const dropdownOptionLists = {
  property_type: list(propertyType),
  condition: list(condition),
  energy_certificate: energyClasses.map(({ value, label }) => ({ value, label })),
  building_condition: list(buildingCondition),
  floor: list(floor),
  surrounding: list(surrounding),
  structure: list(structure),
  accessibility: list(accessibility),
  heating: list(heating),
  cooling: list(cooling),
  orientation: list(orientation),
  car: list(car),
  outlook: list(outlook),
  noisiness: list(noisiness),
  disabled: list(disabled),
  garden: list(garden),
  terrace: list(terrace),
  public_utility: list(publicUtility),
  equipment: list(equipment),
  airbnb: list(airbnb),
  insulation: list(insulation),
  discounts: list(discounts),
} satisfies Record<DropdownType, DropdownOption[]>;

/** The dropdowns whose fields hold several values per listing, stored as a bit mask (<type>_mask in D1). */
export const multiValueDropdownTypes = ['public_utility', 'equipment', 'discounts'] as const satisfies readonly DropdownType[];

/** The largest value a multi-value option may have: a mask must stay an exact integer in JavaScript. */
export const maxMaskValue = 53;

/**
 * The bit mask of a set of multi-value options: bit v-1 is set for value v. Arithmetic rather
 * than `<<`, which JavaScript does in 32 bits.
 * @example valueMask([1, 3]) // 5
 */
export function valueMask(values: readonly number[]): number {
  let mask = 0;
  for (const value of new Set(values)) {
    if (!Number.isInteger(value) || value < 1 || value > maxMaskValue) throw new RangeError(`mask values are 1..${maxMaskValue}, not ${value}`);
    mask += 2 ** (value - 1);
  }
  return mask;
}

/**
 * The values a bit mask holds, smallest first.
 * @example maskValues(5) // [1, 3]
 */
export function maskValues(mask: number): number[] {
  const values: number[] = [];
  for (let value = 1, rest = mask; rest > 0 && value <= maxMaskValue; value++, rest = Math.floor(rest / 2)) {
    if (rest % 2 === 1) values.push(value);
  }
  return values;
}

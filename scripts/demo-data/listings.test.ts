import { describe, expect, it } from 'vitest';
import { condition, dropdownOptionLists, equipment, floor, maskValues, propertyTypes, saleStatuses, structure, valueMask } from '../../domain/search/filterOptionLists';
import { budapestCityId, citiesById, districtsById, neighbourhoodsById } from '../../domain/geography/index';
import { budapestDistrictPostcodes, townPostcodes } from '../../domain/geography/postcodes';
import { isOtthonStartEligible } from '../../domain/search/otthonStart';
import { generateListings } from './listings';
import { generateNetwork } from './network';
import { neighbourhoodHomes } from './neighbourhoodFigures';
import { type Listing, propertyRowSchema } from './rows';

const sample = (size: number, seed = 1): Listing[] => [...generateListings({ size, seed })];
const listings = sample(4_000);
const properties = listings.map((l) => l.property);

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};
const pricePerM2 = (p: { price: number; default_size: number | null }) => p.price / (p.default_size ?? Number.NaN);

describe('generateListings', () => {
  it('is deterministic, and the first listings of a bigger run equal a smaller run', () => {
    expect(sample(300)).toEqual(listings.slice(0, 300));
    expect(sample(300, 2)).not.toEqual(listings.slice(0, 300));
  });

  it('makes rows of the properties table shape', () => {
    for (const p of properties) expect(propertyRowSchema.safeParse(p).success, `listing ${p.id}`).toBe(true);
  });

  it('stores only values of the dropdowns of the same name', () => {
    const columns = ['property_type', 'condition', 'energy_certificate', 'building_condition', 'floor', 'surrounding', 'structure', 'accessibility', 'heating', 'cooling', 'orientation', 'car', 'outlook', 'noisiness', 'disabled', 'garden', 'terrace', 'airbnb', 'insulation'] as const;
    for (const column of columns) {
      const allowed = new Set(dropdownOptionLists[column].map((o) => o.value));
      const stored = new Set(properties.map((p) => p[column]).filter((v) => v !== null));
      expect([...stored].filter((v) => !allowed.has(v)), column).toEqual([]);
    }
    const masks = [
      ['public_utility', 'public_utility_mask'],
      ['equipment', 'equipment_mask'],
      ['discounts', 'discounts_mask'],
    ] as const;
    for (const [type, column] of masks) {
      const allowed = new Set(dropdownOptionLists[type].map((o) => o.value));
      expect(properties.flatMap((p) => maskValues(p[column])).filter((v) => !allowed.has(v)), type).toEqual([]);
      expect(properties.some((p) => p[column] > 0), type).toBe(true);
    }
  });

  it('keeps listings in their office network and with an agent of that office', () => {
    const network = generateNetwork(1);
    const offices = new Map(network.offices.map((o) => [o.id, o]));
    const agents = new Map(network.agents.map((a) => [a.id, a]));
    for (const p of properties) {
      expect(offices.get(p.office_id)?.franchise_id).toBe(p.franchise_id);
      expect(agents.get(p.agent_id ?? 0)?.office_id).toBe(p.office_id);
    }
    expect(new Set(properties.map((p) => p.franchise_id))).toEqual(new Set([1, 2]));
    expect(properties.filter((p) => p.office_id === 13).length).toBeGreaterThan(100);
  });

  it('gives a district exactly to Budapest listings, and neighbourhoods of the same place', () => {
    for (const p of properties) {
      expect(citiesById.get(p.city_id)?.countyId).toBe(p.county_id);
      expect(p.district_id !== null).toBe(p.city_id === budapestCityId);
      if (p.district_id !== null) expect(districtsById.has(p.district_id)).toBe(true);
      if (p.neighbourhood_id !== null) {
        const n = neighbourhoodsById.get(p.neighbourhood_id);
        expect(n?.cityId).toBe(p.city_id);
        expect(n?.districtId).toBe(p.district_id);
      }
    }
  });

  it('places no listing where nobody lives (Margitsziget, Népsziget, Városliget), and more where more homes are', () => {
    const uninhabited = new Set([...neighbourhoodHomes].filter(([, homes]) => homes === 0).map(([id]) => id));
    expect(uninhabited).toEqual(new Set([72, 73, 81]));
    expect(properties.filter((p) => p.neighbourhood_id !== null && uninhabited.has(p.neighbourhood_id)).map((p) => p.id)).toEqual([]);
    const count = (neighbourhoodId: number) => properties.filter((p) => p.neighbourhood_id === neighbourhoodId).length;
    // Angyalföld has twice Újlipótváros's homes and seven times Vizafogó's.
    expect(count(70)).toBeGreaterThan(count(69));
    expect(count(69)).toBeGreaterThan(count(71));
    expect(count(71)).toBeGreaterThan(0);
  });

  it('builds the flats of housing estates of panel, and those of old brick quarters of brick: Vizafogó panel, Újlipótváros not', () => {
    const panelShare = (neighbourhoodId: number) => {
      const flats = properties.filter((p) => p.neighbourhood_id === neighbourhoodId && p.property_type === propertyTypes.flat && p.condition !== condition.newBuild.value);
      return flats.filter((p) => p.structure === structure.panel.value || p.structure === structure.slidingFormwork.value).length / flats.length;
    };
    expect(panelShare(69)).toBeLessThan(0.1);
    expect(panelShare(71)).toBeGreaterThan(0.5);
    expect(panelShare(15)).toBeGreaterThan(0.5);
  });

  it('writes rentals as rentals and sales as sales: no invitation to renovate to a renter, the terms of renting in every rental', () => {
    const saleOnly = /saját ízlése szerint|felújítandó|megvásárolható|vételár|adásvétel|eladásra|kulcsrakész|befektetésnek/i;
    const rentalOnly = /kaució|bérleti|bérlő|lízingdíj/i;
    const rentalTexts = listings.filter((l) => l.property.sale_status !== saleStatuses.forSale);
    const saleTexts = listings.filter((l) => l.property.sale_status === saleStatuses.forSale);
    expect(rentalTexts.length).toBeGreaterThan(300);
    for (const l of rentalTexts) {
      const text = `${l.description.slogan} ${l.description.description}`;
      expect(text, `listing ${l.property.id}`).not.toMatch(saleOnly);
      expect(l.description.description, `listing ${l.property.id}`).toMatch(/kaució/i);
      expect(l.description.description, `listing ${l.property.id}`).toMatch(/rezsi/);
      expect(l.property.condition, `listing ${l.property.id}`).not.toBe(condition.needsRenovation.value);
    }
    for (const l of saleTexts) expect(`${l.description.slogan} ${l.description.description}`, `listing ${l.property.id}`).not.toMatch(rentalOnly);
    expect(saleTexts.some((l) => /saját ízlése szerint/.test(l.description.slogan))).toBe(true);
  });

  it('prices a Budapest flat higher per m² than a village house', () => {
    const forSale = properties.filter((p) => p.sale_status === saleStatuses.forSale);
    const budapestFlats = forSale.filter((p) => p.property_type === propertyTypes.flat && p.city_id === budapestCityId);
    const villageHouses = forSale.filter((p) => p.property_type === propertyTypes.house && citiesById.get(p.city_id)?.kind === 'village');
    expect(budapestFlats.length).toBeGreaterThan(100);
    expect(villageHouses.length).toBeGreaterThan(50);
    expect(median(budapestFlats.map(pricePerM2))).toBeGreaterThan(2.5 * median(villageHouses.map(pricePerM2)));
    expect(median(budapestFlats.map(pricePerM2))).toBeGreaterThan(800_000);
    expect(median(budapestFlats.map(pricePerM2))).toBeLessThan(1_600_000);
  });

  it('prices flat rentals monthly, from tens of thousands in a village to hundreds of thousands in Budapest', () => {
    const rents = properties.filter((p) => p.sale_status === saleStatuses.forRent && p.property_type === propertyTypes.flat).map((p) => p.price);
    expect(rents.length).toBeGreaterThan(100);
    expect(Math.min(...rents)).toBeGreaterThanOrEqual(30_000);
    expect(Math.max(...rents)).toBeLessThanOrEqual(1_000_000);
    expect(median(rents)).toBeGreaterThan(150_000);
    expect(median(rents)).toBeLessThan(400_000);
  });

  it('puts no family house, holiday home or building plot in the built-up inner districts (I, V–IX, XIII)', () => {
    const inner = properties.filter((p) => [1, 5, 6, 7, 8, 9, 13].includes(p.district_id ?? 0));
    expect(inner.length).toBeGreaterThan(400);
    const land = [propertyTypes.house, propertyTypes.holidayHome, propertyTypes.plot];
    expect(inner.filter((p) => land.includes(p.property_type)).map((p) => p.id)).toEqual([]);
    expect(properties.filter((p) => p.property_type === propertyTypes.plot && p.district_id !== null).length).toBeGreaterThan(5);
  });

  it('sells plots only, and offers leasing for business premises only', () => {
    const plots = properties.filter((p) => p.property_type === propertyTypes.plot);
    expect(plots.filter((p) => p.sale_status !== saleStatuses.forSale).map((p) => p.id)).toEqual([]);
    const leased = properties.filter((p) => p.sale_status === saleStatuses.lease);
    expect(leased.length).toBeGreaterThan(20);
    expect(new Set(leased.map((p) => p.property_type))).toEqual(new Set([propertyTypes.office, propertyTypes.shop]));
  });

  it('gives plots a plot area and no rooms or floor area, and dwellings rooms and a floor area', () => {
    const plots = properties.filter((p) => p.property_type === propertyTypes.plot);
    expect(plots.length).toBeGreaterThan(50);
    expect(plots.every((p) => p.lot_size !== null && p.rooms === null && p.default_size === null)).toBe(true);
    const dwellings = properties.filter((p) => p.property_type === propertyTypes.flat || p.property_type === propertyTypes.house);
    expect(dwellings.every((p) => (p.rooms ?? 0) >= 1 && (p.default_size ?? 0) >= 18)).toBe(true);
    expect(dwellings.every((p) => (p.net_size ?? 0) <= (p.default_size ?? 0))).toBe(true);
    expect(properties.filter((p) => p.property_type === propertyTypes.house).every((p) => p.lot_size !== null)).toBe(true);
  });

  it('stores the Otthon Start flag the domain rule computes, and some listings qualify', () => {
    for (const p of properties) expect(p.otthon_start === 1, `listing ${p.id}`).toBe(isOtthonStartEligible(p));
    expect(properties.filter((p) => p.otthon_start === 1).length).toBeGreaterThan(200);
  });

  it('gives a listing its place’s postcode: one of its Budapest district’s, its town’s, or none where the town’s is not known', () => {
    for (const p of properties) {
      const city = citiesById.get(p.city_id);
      if (p.district_id !== null) expect(budapestDistrictPostcodes(p.district_id), `listing ${p.id}`).toContain(p.postal_code);
      else expect(p.postal_code, `listing ${p.id}`).toBe(townPostcodes.get(city?.name ?? '') ?? null);
    }
    // Most listings are where the offices are: nearly all have a postcode.
    expect(properties.filter((p) => p.postal_code !== null).length).toBeGreaterThan(properties.length * 0.8);
  });

  it('names, describes and illustrates listings in Hungarian with worker-generated images', () => {
    const flat = properties.find((p) => p.property_type === propertyTypes.flat && p.sale_status === saleStatuses.forSale && p.district_id === 13);
    expect(flat?.name).toMatch(/^Eladó \d szobás (panel)?lakás, Budapest XIII\. kerület$/);
    expect(listings.find((l) => l.property.id === flat?.id)?.description.description).toMatch(/^Eladásra kínálunk egy \d+ m²-es/);
    for (const l of listings.slice(0, 200)) {
      expect(l.property.main_image).toBe(`/media/property.svg?seed=${l.property.id}&type=${l.property.property_type}`);
      expect(l.property.og_image).toBe(`${l.property.main_image}&og=1`);
      expect(l.images[0]?.url).toBe(l.property.main_image);
      expect(l.description.description).not.toMatch(/\.\./);
      expect(l.description.slogan).not.toMatch(/[{}]/);
    }
  });

  it('shows every listing room by room: no picture or caption twice, the outside first, rooms that fit the type', () => {
    for (const l of listings) {
      const urls = l.images.map((i) => i.url);
      expect(new Set(urls).size, `listing ${l.property.id}`).toBe(urls.length);
      expect(new Set(l.images.map((i) => i.caption)).size, `listing ${l.property.id}`).toBe(urls.length);
      expect(l.images.map((i) => i.position)).toEqual(urls.map((_, i) => i));
      expect(urls.length).toBeGreaterThanOrEqual(2);
      expect(urls.slice(1).every((url) => /&room=[a-z]+$/.test(url))).toBe(true);
    }
    const captionsOf = (type: number) => new Set(listings.filter((l) => l.property.property_type === type).flatMap((l) => l.images.map((i) => i.caption)));
    expect([...captionsOf(propertyTypes.flat)]).toEqual(expect.arrayContaining(['Az épület', 'Nappali', 'Konyha', 'Hálószoba', 'Fürdőszoba', 'Erkély']));
    expect([...captionsOf(propertyTypes.house)]).toEqual(expect.arrayContaining(['A ház kívülről', 'Nappali', 'Kert', 'Terasz']));
    expect([...captionsOf(propertyTypes.plot)].sort()).toEqual(['A telek', 'Utcakép']);
    expect([...captionsOf(propertyTypes.office)]).not.toContain('Hálószoba');
    // A one-room flat has no separate bedroom.
    const studios = listings.filter((l) => l.property.property_type === propertyTypes.flat && l.property.rooms === 1);
    expect(studios.length).toBeGreaterThan(20);
    expect(studios.flatMap((l) => l.images.map((i) => i.caption))).not.toContain('Hálószoba');
  });

  it('writes slogans the listing supports: no renovated claim for a wreck, no waterside far from water', () => {
    for (const l of listings) {
      if (l.property.condition === condition.needsRenovation.value) expect(l.description.slogan).not.toMatch(/^(Felújított|Új építésű)/);
      if (l.description.slogan.includes('vízpart')) expect(citiesById.get(l.property.city_id)?.resort).toBe(true);
    }
    expect(new Set(listings.map((l) => l.description.slogan)).size).toBeGreaterThan(30);
  });

  it('puts shops mostly at street level and gives them no household appliances', () => {
    const shops = properties.filter((p) => p.property_type === propertyTypes.shop);
    expect(shops.filter((p) => p.floor === floor.ground.value).length).toBeGreaterThan(shops.length / 2);
    const appliances = valueMask([equipment.dishwasher.value, equipment.washingMachine.value, equipment.fridge.value, equipment.pool.value]);
    expect(shops.filter((p) => p.equipment_mask & appliances)).toEqual([]);
  });

  it('spreads creation dates over the past years, none in the future', () => {
    const dates = properties.map((p) => p.created_at).sort();
    expect(dates[0] ?? '').toMatch(/^202[45]-/);
    expect((dates.at(-1) ?? '') <= '2026-11-01 00:00:00').toBe(true);
    expect(properties.every((p) => p.updated_at >= p.created_at)).toBe(true);
  });
});

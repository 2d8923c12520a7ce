import { describe, expect, it } from 'vitest';
import { budapestCityId, citiesById } from '../../domain/geography/index';
import { budapestDistrictPostcodes, townPostcodes } from '../../domain/geography/postcodes';
import { generateNetwork, officeSeeds } from './network';
import { areaCodes } from './phoneNumbers';

describe('generateNetwork', () => {
  const network = generateNetwork(1);

  it('keeps the demo tenants\' offices: 13 in Budapest XIII. for Immo1, 21 in Debrecen for Lakáspont', () => {
    expect(network.franchises.map((f) => [f.id, f.name])).toEqual([
      [1, 'Immo1 Ingatlanhálózat'],
      [2, 'Lakáspont Ingatlan'],
    ]);
    expect(network.offices.find((o) => o.id === 13)).toMatchObject({ franchise_id: 1, name: 'Immo1 Budapest XIII. kerület', city_id: budapestCityId, district_id: 13 });
    expect(network.offices.find((o) => o.id === 21)).toMatchObject({ franchise_id: 2, district_id: null });
    expect(citiesById.get(network.offices.find((o) => o.id === 21)?.city_id ?? 0)?.name).toBe('Debrecen');
    expect(network.offices.filter((o) => o.franchise_id === 1).length).toBeGreaterThanOrEqual(5);
    expect(network.offices.filter((o) => o.franchise_id === 2).length).toBeGreaterThanOrEqual(5);
  });

  it('names agents family name first, with unique e-mails on reserved demo domains', () => {
    expect(network.agents.length).toBeGreaterThan(50);
    expect(network.agents.every((a) => /^[A-ZÁÉÍÓÖŐÚÜŰ][a-záéíóöőúüű]+ [A-ZÁÉÍÓÖŐÚÜŰ][a-záéíóöőúüű]+$/.test(a.fullname))).toBe(true);
    expect(network.agents.some((a) => a.fullname.startsWith('Nagy ') || a.fullname.startsWith('Kovács ') || a.fullname.startsWith('Tóth '))).toBe(true);
    expect(new Set(network.agents.map((a) => a.email)).size).toBe(network.agents.length);
    expect(network.agents.every((a) => /@(immo1|lakaspont)\.example$/.test(a.email))).toBe(true);
  });

  it('links photos, banners and office pictures to the worker\'s generated images only', () => {
    for (const a of network.agents) expect(a.photo_url).toBe(`/media/person.svg?seed=${a.id}`);
    for (const p of network.bios) expect(p.banner_url).toMatch(/^\/media\/cover\.svg\?seed=agent-\d+&color=[0-9a-f]{6}&accent=[0-9a-f]{6}$/);
    for (const o of network.offices) expect(o.picture_url).toMatch(/^\/media\/cover\.svg\?seed=office-\d+&color=[0-9a-f]{6}&accent=[0-9a-f]{6}$/);
  });

  it("gives each office a landline with its own town's area code, and no premium-rate number", () => {
    const expected: Record<string, string> = { Budapest: '1', Győr: '96', Pécs: '72', Miskolc: '46', Nyíregyháza: '42', Eger: '36', Debrecen: '52', Szeged: '62' };
    for (const office of network.offices) {
      const city = citiesById.get(office.city_id)?.name ?? '';
      const code = areaCodes[city];
      if (expected[city] !== undefined) expect(code, city).toBe(expected[city]);
      expect(office.phone, office.name).toMatch(code === '1' ? /^\+36 1 [2-9]\d\d \d{4}$/ : new RegExp(`^\\+36 ${code} [2-9]\\d\\d \\d{3}$`));
    }
    for (const phone of [...network.offices, ...network.franchises, ...network.agents].map((p) => p.phone)) expect(phone).not.toMatch(/^\+36 9[01] /);
    expect(network.franchises.map((f) => f.phone)).toEqual(['+36 1 555 0100', '+36 52 500 200']);
  });

  it('gives agents mobile numbers', () => {
    for (const agent of network.agents) expect(agent.phone).toMatch(/^\+36 (20|30|70) [2-9]\d\d \d{4}$/);
  });
});

describe('officeSeeds', () => {
  it('write the postcodes the geography gives their district or town', () => {
    for (const office of officeSeeds) {
      if (office.districtId !== undefined) expect(budapestDistrictPostcodes(office.districtId), office.name).toContain(office.postcode);
      else expect(townPostcodes.get(office.city), office.name).toBe(office.postcode);
    }
  });
});

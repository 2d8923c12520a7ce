import { describe, expect, it } from 'vitest';
import { budapestCityId, citiesById } from '../../domain/geography/index';
import { generateNetwork } from './network';

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
    for (const p of network.profiles) expect(p.banner_url).toMatch(/^\/media\/cover\.svg\?seed=agent-\d+&color=[0-9a-f]{6}&accent=[0-9a-f]{6}$/);
    for (const o of network.offices) expect(o.picture_url).toMatch(/^\/media\/cover\.svg\?seed=office-\d+&color=[0-9a-f]{6}&accent=[0-9a-f]{6}$/);
  });
});

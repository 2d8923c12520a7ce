import { describe, expect, it } from 'vitest';
import type { OfficeListItem } from '../../../domain/cms/networkSchemas';
import { groupByCounty, matchesOffice } from './officeGroups';

const office = (id: number, name: string, city: string, county: [number, string]): OfficeListItem => ({
  id,
  name,
  franchise: { id: 1, label: 'Immo1' },
  city: { id, label: city },
  county: { id: county[0], label: county[1] },
  district: null,
  address: `1000 ${city}, Fő utca 1.`,
  phone: null,
  email: null,
  description: null,
  picture_url: null,
  agent_count: 1,
});

const pest: [number, string] = [13, 'Pest vármegye'];
const bekes: [number, string] = [4, 'Békés vármegye'];
const gyms: [number, string] = [8, 'Győr-Moson-Sopron vármegye'];

describe('groupByCounty', () => {
  it('puts Budapest first, then counties in Hungarian order, and offices by city in Hungarian order', () => {
    const groups = groupByCounty([
      office(1, 'Iroda Gyula', 'Gyula', bekes),
      office(2, 'Iroda Szentendre', 'Szentendre', pest),
      office(3, 'Iroda Érd', 'Érd', pest),
      office(4, 'Iroda Budapest', 'Budapest', [1, 'Budapest']),
      office(5, 'Iroda Győr', 'Győr', gyms),
      office(6, 'Iroda Békéscsaba', 'Békéscsaba', bekes),
      office(7, 'Iroda Sopron', 'Sopron', gyms),
    ]);
    expect(groups.map((g) => g.county.label)).toEqual(['Budapest', 'Békés vármegye', 'Győr-Moson-Sopron vármegye', 'Pest vármegye']);
    expect(groups[1]?.offices.map((o) => o.city.label)).toEqual(['Békéscsaba', 'Gyula']);
    expect(groups[3]?.offices.map((o) => o.city.label)).toEqual(['Érd', 'Szentendre']);
  });

  it('orders Győr before Gyula and Eger before Érd, as the Hungarian alphabet does (ő before u)', () => {
    const [group] = groupByCounty([office(1, 'Gyula', 'Gyula', pest), office(2, 'Érd', 'Érd', pest), office(3, 'Győr', 'Győr', pest), office(4, 'Eger', 'Eger', pest)]);
    expect(group?.offices.map((o) => o.name)).toEqual(['Eger', 'Érd', 'Győr', 'Gyula']);
  });
});

describe('matchesOffice', () => {
  it('finds an office by city or county whatever the accents and case', () => {
    const gyor = office(5, 'Immo1 Győr', 'Győr', gyms);
    expect(matchesOffice(gyor, 'gyor')).toBe(true);
    expect(matchesOffice(gyor, 'MOSON')).toBe(true);
    expect(matchesOffice(gyor, 'Szeged')).toBe(false);
    expect(matchesOffice(gyor, '  ')).toBe(true);
  });
});

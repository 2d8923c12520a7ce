import { describe, expect, it } from 'vitest';
import { offMarketReason, offMarketSearch } from './offMarket';

const flat = { sale_status: { value: 0, label: 'Eladó' }, type: { value: 1, label: 'Lakás' } };

describe('offMarketReason', () => {
  it('says a sold listing was sold and a withdrawn one’s advertisement was withdrawn, in the favourites page’s words', () => {
    expect(offMarketReason('sold')).toBe('Az ingatlant eladták.');
    expect(offMarketReason('withdrawn')).toBe('A hirdetést visszavonták.');
  });
});

describe('offMarketSearch', () => {
  it('searches a Budapest listing’s district for its sale status and type', () => {
    const address = { county: { id: 1, label: 'Budapest' }, city: { id: 1, label: 'Budapest' }, district: { id: 13, label: 'XIII. kerület' } };
    expect(offMarketSearch({ ...flat, address })).toEqual({ name: 'Budapest XIII. kerület', path: '/kereses', query: 'places=district:13&sale_status=0&property_types=1' });
  });

  it('searches another listing’s city', () => {
    const address = { county: { id: 3, label: 'Bács-Kiskun vármegye' }, city: { id: 25, label: 'Baja' }, district: null };
    const rent = { sale_status: { value: 1, label: 'Kiadó' }, type: { value: 2, label: 'Ház' } };
    expect(offMarketSearch({ ...rent, address })).toEqual({ name: 'Baja', path: '/kereses', query: 'places=city:25&sale_status=1&property_types=2' });
  });
});

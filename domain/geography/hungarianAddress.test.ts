import { describe, expect, it } from 'vitest';
import { listingAddressLines, listingPlaceLine, splitHungarianAddress } from './hungarianAddress';

describe('splitHungarianAddress', () => {
  it('reads the postcode, the city and the street of "postcode city, street"', () => {
    expect(splitHungarianAddress('1134 Budapest, Váci út 76.')).toEqual({ postalCode: '1134', locality: 'Budapest', street: 'Váci út 76.' });
    expect(splitHungarianAddress('2030 Érd, Budai út 20., 2. emelet')).toEqual({ postalCode: '2030', locality: 'Érd', street: 'Budai út 20., 2. emelet' });
  });

  it('gives up on any other shape rather than guess', () => {
    expect(splitHungarianAddress('Váci út 76., Budapest')).toBeNull();
    expect(splitHungarianAddress('123 Budapest, Váci út 76.')).toBeNull();
  });
});

const lehel = {
  postal_code: '1134',
  city: { label: 'Budapest' },
  district: { label: 'XIII. kerület' },
  neighbourhood: { label: 'Angyalföld' },
  street: 'Lehel utca 59.',
};

describe('listingAddressLines', () => {
  it('writes the postcode, the city and the street in the Hungarian order, the district and neighbourhood on a line of their own', () => {
    expect(listingAddressLines(lehel)).toEqual({ postal: '1134 Budapest, Lehel utca 59.', area: 'XIII. kerület, Angyalföld' });
  });

  it('leaves out what the listing does not state: the postcode, the street, the district or the neighbourhood', () => {
    expect(listingAddressLines({ ...lehel, postal_code: null })).toEqual({ postal: 'Budapest, Lehel utca 59.', area: 'XIII. kerület, Angyalföld' });
    expect(listingAddressLines({ ...lehel, street: null, neighbourhood: null })).toEqual({ postal: '1134 Budapest', area: 'XIII. kerület' });
    expect(listingAddressLines({ postal_code: '9021', city: { label: 'Győr' }, district: null, neighbourhood: null })).toEqual({ postal: '9021 Győr', area: null });
    expect(listingAddressLines({ postal_code: null, city: { label: 'Győr' }, district: null, neighbourhood: { label: 'Sziget' } })).toEqual({ postal: 'Győr', area: 'Sziget' });
  });
});

describe('listingPlaceLine', () => {
  it('puts the postal line first and the district and neighbourhood after it, on one line', () => {
    expect(listingPlaceLine({ ...lehel, street: undefined })).toBe('1134 Budapest, XIII. kerület, Angyalföld');
    expect(listingPlaceLine({ postal_code: '9021', city: { label: 'Győr' }, district: null, neighbourhood: null })).toBe('9021 Győr');
  });
});

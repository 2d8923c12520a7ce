import { describe, expect, it } from 'vitest';
import { splitHungarianAddress } from './hungarianAddress';

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

import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { answerLocationSchema, publicLocation, storedLocation } from './listingLocation';

afterEach(() => vi.restoreAllMocks());

describe('publicLocation', () => {
  it('snaps an area location to the 0.005° grid, never finer', () => {
    expect(publicLocation({ latitude: 47.51234, longitude: 19.05678, precision: 'area' })).toEqual({ latitude: 47.51, longitude: 19.055, precision: 'area' });
    expect(publicLocation({ latitude: 46.2537, longitude: 20.1476, precision: 'area' })).toEqual({ latitude: 46.255, longitude: 20.15, precision: 'area' });
    for (let i = 0; i < 200; i += 1) {
      const { latitude, longitude } = publicLocation({ latitude: 45.7 + i * 0.01737, longitude: 16.1 + i * 0.03311, precision: 'area' });
      expect(Math.abs(latitude * 200 - Math.round(latitude * 200))).toBeLessThan(1e-9);
      expect(Math.abs(longitude * 200 - Math.round(longitude * 200))).toBeLessThan(1e-9);
    }
  });

  it('keeps an exact or street location at 5 decimals', () => {
    expect(publicLocation({ latitude: 47.5123456, longitude: 19.0567891, precision: 'exact' })).toEqual({ latitude: 47.51235, longitude: 19.05679, precision: 'exact' });
    expect(publicLocation({ latitude: 47.51234, longitude: 19.05678, precision: 'street' })).toEqual({ latitude: 47.51234, longitude: 19.05678, precision: 'street' });
  });
});

describe('storedLocation', () => {
  it('is null for a listing with no location, without a log line', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(storedLocation(1, null, null, null)).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });

  it('answers the public form of a stored location', () => {
    expect(storedLocation(1, 47.51234, 19.05678, 'area')).toEqual({ latitude: 47.51, longitude: 19.055, precision: 'area' });
    expect(storedLocation(1, 47.51234, 19.05678, 'exact')).toEqual({ latitude: 47.51234, longitude: 19.05678, precision: 'exact' });
  });

  it('drops one coordinate without the other, a missing or unknown precision and a coordinate out of range, with a log line', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(storedLocation(7, 47.5, null, 'exact')).toBeNull();
    expect(storedLocation(7, null, 19.1, 'exact')).toBeNull();
    expect(storedLocation(7, 47.5, 19.1, null)).toBeNull();
    expect(storedLocation(7, 47.5, 19.1, 'house')).toBeNull();
    expect(storedLocation(7, 91, 19.1, 'exact')).toBeNull();
    expect(storedLocation(7, 47.5, -180.5, 'exact')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(6);
    expect(warn.mock.calls[0]).toContain(7);
  });
});

describe('answerLocationSchema', () => {
  const parse = (location: unknown) => z.parse(z.object({ location: answerLocationSchema }), location === undefined ? {} : { location }).location;

  it('reads a valid location and null, and a CMS that does not send the field as null, with no log line', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(parse({ latitude: 47.5, longitude: 19.05, precision: 'street' })).toEqual({ latitude: 47.5, longitude: 19.05, precision: 'street' });
    expect(parse(null)).toBeNull();
    expect(parse(undefined)).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });

  it('turns an invalid location into null with a log line instead of failing the answer', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const invalid = [
      { latitude: 95, longitude: 19, precision: 'exact' },
      { latitude: 47, longitude: 181, precision: 'exact' },
      { latitude: 47, precision: 'exact' },
      { latitude: '47.5', longitude: 19, precision: 'exact' },
      { latitude: 47, longitude: 19, precision: 'house' },
      { latitude: 47, longitude: 19 },
      'somewhere',
    ];
    for (const location of invalid) expect(parse(location)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(invalid.length);
  });
});

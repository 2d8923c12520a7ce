import { describe, expect, it } from 'vitest';
import { formatArea, formatMapPosition, parseMapPosition, readArea, rectangleArea } from './mapParams';

describe('map position parameter', () => {
  it('writes the centre with 5 decimals and the zoom with 1, and reads it back', () => {
    const text = formatMapPosition({ lat: 47.4979123, lng: 19.0402345, zoom: 12.345 });
    expect(text).toBe('47.49791,19.04023,12.3');
    expect(parseMapPosition(text)).toEqual({ lat: 47.49791, lng: 19.04023, zoom: 12.3 });
  });

  it('refuses a value that is not three numbers in range', () => {
    for (const bad of ['47.5,19', '47.5,19,25', '95,19,10', 'a,b,c', '47.5,19,10,1', '']) expect(parseMapPosition(bad)).toBeNull();
    expect(parseMapPosition(null)).toBeNull();
  });
});

describe('area parameter', () => {
  it('writes a rectangle as its 4 corners, clamped into the bounds the search accepts', () => {
    expect(rectangleArea({ south: 47.4, west: 19, north: 47.6, east: 19.2 })).toBe('47.4,19;47.6,19;47.6,19.2;47.4,19.2');
    expect(rectangleArea({ south: 44, west: 14, north: 50, east: 24 })).toBe('45,15.5;49,15.5;49,23.5;45,23.5');
  });

  it('reads back what it writes, and refuses fewer than 3 vertices', () => {
    const text = formatArea([{ lat: 47.123456, lng: 19.1 }, { lat: 47.2, lng: 19.2 }, { lat: 47.3, lng: 19 }]);
    expect(text).toBe('47.12346,19.1;47.2,19.2;47.3,19');
    expect(readArea(text)).toEqual([{ lat: 47.12346, lng: 19.1 }, { lat: 47.2, lng: 19.2 }, { lat: 47.3, lng: 19 }]);
    expect(readArea('47,19;47.1,19.1')).toBeNull();
  });
});

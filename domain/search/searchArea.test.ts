import { describe, expect, it } from 'vitest';
import { areaBbox, areaContains, areaText, mapViewText, parseArea, parseBbox, parseMapView, parseZoom, type SearchArea } from './searchArea';

const triangle: SearchArea = [
  [47.5, 19],
  [47.6, 19.1],
  [47.5, 19.2],
];
/** A U opening north: its notch (47.55–47.6, 19.05–19.15) is outside. */
const uShape: SearchArea = [
  [47.5, 19],
  [47.6, 19],
  [47.6, 19.05],
  [47.55, 19.05],
  [47.55, 19.15],
  [47.6, 19.15],
  [47.6, 19.2],
  [47.5, 19.2],
];

describe('parseArea and areaText', () => {
  it('reads 3 to 40 vertices within the bounds and writes them back in one form', () => {
    expect(parseArea('47.50,19;47.6,19.1; 47.5 ,19.2')).toEqual(triangle);
    expect(areaText(triangle)).toBe('47.5,19;47.6,19.1;47.5,19.2');
    expect(areaText([[47.123456, 19.000001], ...triangle.slice(1)])).toBe('47.12346,19;47.6,19.1;47.5,19.2');
  });

  it('says what is wrong with a bad area', () => {
    expect(parseArea('47.5,19;47.6,19.1')).toMatch(/3 to 40 vertices/);
    expect(parseArea('47.5,19;47.6,19.1;49.1,19.2')).toMatch(/latitude 45–49/);
    expect(parseArea('47.5,19;47.6,19.1;47.5,15.4')).toMatch(/longitude 15.5–23.5/);
    expect(parseArea('47.5,19;47.6,19.1;47.5,19.2;47.5,19')).toMatch(/repeat its first vertex/);
    expect(parseArea('47.5,19;;47.5,19.2')).toMatch(/not a vertex/);
  });
});

describe('areaContains', () => {
  it('holds the points inside by the even-odd rule, not those in a concave notch or outside the box', () => {
    expect(areaContains(triangle, 47.55, 19.1)).toBe(true);
    expect(areaContains(triangle, 47.59, 19.02)).toBe(false);
    expect(areaContains(uShape, 47.52, 19.1)).toBe(true);
    expect(areaContains(uShape, 47.58, 19.1)).toBe(false);
    expect(areaContains(uShape, 47.58, 19.02)).toBe(true);
    expect(areaContains(uShape, 47.58, 19.3)).toBe(false);
  });

  it('has a bounding box of its extreme vertices', () => {
    expect(areaBbox(uShape)).toEqual({ south: 47.5, west: 19, north: 47.6, east: 19.2 });
  });
});

describe('parseBbox, parseZoom and the map view', () => {
  it('reads a rectangle south,west,north,east and refuses one upside down or malformed', () => {
    expect(parseBbox('47.4,18.9,47.6,19.3')).toEqual({ south: 47.4, west: 18.9, north: 47.6, east: 19.3 });
    expect(parseBbox('47.6,18.9,47.4,19.3')).toMatch(/south below north/);
    expect(parseBbox('47.4,18.9,47.6')).toMatch(/south,west,north,east/);
    expect(parseBbox('47.4,18.9,47.6,1e2')).toMatch(/south,west,north,east/);
    expect(parseBbox('-91,18.9,47.6,19.3')).toMatch(/-90–90/);
  });

  it('reads a zoom from 0 to 20 with one decimal at most', () => {
    expect(parseZoom('0')).toBe(0);
    expect(parseZoom('12.5')).toBe(12.5);
    for (const bad of ['21', '12.55', '-1', 'x', '']) expect(parseZoom(bad), bad).toMatch(/0 to 20/);
  });

  it('reads and writes the map parameter (lat,lng,zoom), and reads nothing from a bad one', () => {
    expect(parseMapView('47.49791,19.04023,12.5')).toEqual({ latitude: 47.49791, longitude: 19.04023, zoom: 12.5 });
    expect(mapViewText({ latitude: 47.497912, longitude: 19.040236, zoom: 12.53 })).toBe('47.49791,19.04024,12.5');
    for (const bad of ['47.4,19', '47.4,19,12,1', '91,19,12', '47.4,19,25']) expect(parseMapView(bad), bad).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import type { PlaceOption } from '../cms/networkSchemas';
import type { PlaceCount } from '../cms/placeCountSchemas';
import { createPlaceSuggester, placeCount } from './placeSuggestions';

const district13: PlaceCount = { id: 'district:13', type: 'district', label: 'Budapest XIII. kerület', detail: 'Angyalföld', by_sale_status: [{ value: 0, count: 180 }, { value: 1, count: 40 }] };
const angyalfold: PlaceCount = { id: 'neighbourhood:57', type: 'neighbourhood', label: 'Angyalföld', detail: 'Budapest XIII. kerület', by_sale_status: [{ value: 0, count: 60 }] };
const ujlipotvaros: PlaceCount = { id: 'neighbourhood:58', type: 'neighbourhood', label: 'Újlipótváros', detail: 'Budapest XIII. kerület', by_sale_status: [{ value: 0, count: 90 }, { value: 1, count: 25 }] };
const gyorListed: PlaceCount = { id: 'city:136', type: 'city', label: 'Győr', detail: 'Győr-Moson-Sopron vármegye', by_sale_status: [{ value: 1, count: 2 }] };
const counted = [district13, angyalfold, ujlipotvaros, gyorListed];

const gyor: PlaceOption = { id: 'city:136', type: 'city', label: 'Győr', detail: 'Győr-Moson-Sopron vármegye' };
const gyorujbarat: PlaceOption = { id: 'city:400', type: 'city', label: 'Győrújbarát', detail: 'Győr-Moson-Sopron vármegye' };
const budapest: PlaceOption = { id: 'city:1', type: 'city', label: 'Budapest', detail: 'Főváros' };

describe('createPlaceSuggester', () => {
  it('shows a place the site has nothing in of the chosen status with 0, after nothing: "gyor" on an office site for sale', () => {
    const suggest = createPlaceSuggester(counted, 0);
    expect(suggest('gyor', [gyor, gyorujbarat], 12)).toEqual([
      { place: gyor, count: 0 },
      { place: gyorujbarat, count: 0 },
    ]);
  });

  it('puts places with listings first, with their counts, before those the place search found without', () => {
    const suggest = createPlaceSuggester(counted, 1);
    expect(suggest('gyor', [gyorujbarat, gyor], 12)).toEqual([
      { place: gyor, count: 2 },
      { place: gyorujbarat, count: 0 },
    ]);
  });

  it('finds the site\'s places by label, accents ignored, then those the place search found by another name, each once', () => {
    const suggest = createPlaceSuggester(counted, 0);
    // The place search finds the district by its nickname too.
    const fromSearch: PlaceOption[] = [angyalfold, district13].map(({ id, type, label, detail }) => ({ id, type, label, detail }));
    const found = suggest('angyal', fromSearch, 12);
    expect(found.map((s) => [s.place.label, s.count])).toEqual([
      ['Angyalföld', 60],
      ['Budapest XIII. kerület', 180],
    ]);
  });

  it('counts a place the place search found by another name ("budapest 13") among those with listings', () => {
    const suggest = createPlaceSuggester(counted, 0);
    const byAlias: PlaceOption = { id: 'district:13', type: 'district', label: 'Budapest XIII. kerület', detail: 'Angyalföld' };
    expect(suggest('budapest 13', [byAlias, budapest], 12)[0]).toEqual({ place: byAlias, count: 180 });
  });

  it('suggests the places with the most listings before any typing, then the biggest places with 0, at most the limit', () => {
    const suggest = createPlaceSuggester(counted, 0);
    expect(suggest('', [budapest, gyor], 3).map((s) => [s.place.id, s.count])).toEqual([
      ['district:13', 180],
      ['neighbourhood:58', 90],
      ['neighbourhood:57', 60],
    ]);
    expect(suggest('', [budapest], 12).at(-1)).toEqual({ place: budapest, count: 0 });
  });

  it('reads a count of a status with none as 0', () => {
    expect(placeCount(angyalfold, 2)).toBe(0);
    expect(placeCount(ujlipotvaros, 1)).toBe(25);
  });
});

import { describe, expect, it } from 'vitest';
import { type Feature, listingFeatureKeys } from '../../../domain/cms/listingSchemas';
import { featureGroups, featureLabel, featuresShownApart, groupFeatures } from './featureGroups';

const feature = (key: Feature['key'], label: string, value: string): Feature => ({ key, label, values: [{ value: 1, label: value }] });

describe('featureGroups', () => {
  it('puts every feature a listing can have in exactly one group, or shows it apart', () => {
    const grouped = featureGroups.flatMap((g) => [...g.keys]);
    expect(new Set(grouped).size).toBe(grouped.length);
    expect([...grouped, ...featuresShownApart].sort()).toEqual([...listingFeatureKeys].sort());
  });

  it('lists a listing’s features under their group in the group’s order and leaves empty groups out', () => {
    const groups = groupFeatures([feature('heating', 'Fűtés', 'Gázcirkó'), feature('condition', 'Állapot', 'Felújított'), feature('floor', 'Emelet', '3. emelet')]);
    expect(groups.map((g) => [g.title, g.features.map((f) => f.key)])).toEqual([
      ['Állapot és elrendezés', ['condition', 'floor']],
      ['Épület, fűtés, energia', ['heating']],
    ]);
  });
});

describe('featureLabel', () => {
  it('names the floor "Szint", since its values already say "emelet", and keeps every other feature’s own name', () => {
    expect(featureLabel(feature('floor', 'Emelet', '4. emelet'))).toBe('Szint');
    expect(featureLabel(feature('heating', 'Fűtés', 'Gázcirkó'))).toBe('Fűtés');
  });
});

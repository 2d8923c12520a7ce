/**
 * @module How a listing's features are grouped on its page, each group under a Hungarian title.
 * The energy certificate is drawn as its own scale, so it is in no group.
 */
import type { Feature } from '../../../domain/cms/listingSchemas';

type FeatureKey = Feature['key'];

export const featureGroups = [
  { title: 'Állapot és elrendezés', keys: ['condition', 'building_condition', 'floor', 'furnished'] },
  { title: 'Épület, fűtés, energia', keys: ['structure', 'heating', 'cooling', 'insulation'] },
  { title: 'Környezet és elhelyezkedés', keys: ['surrounding', 'accessibility', 'orientation', 'outlook', 'noisiness', 'car'] },
  { title: 'Kényelem és felszereltség', keys: ['garden', 'terrace', 'equipment', 'public_utility', 'disabled', 'airbnb', 'discounts'] },
] as const satisfies readonly { title: string; keys: readonly FeatureKey[] }[];

/**
 * A feature's name on the listing's page where the filter's name would repeat its value: the floor's
 * values name the floor ("4. emelet", "Földszint"), so "Emelet: 4. emelet" becomes "Szint: 4. emelet".
 */
const pageLabels: Partial<Record<FeatureKey, string>> = { floor: 'Szint' };

/** The name a feature is listed under on the listing's page. */
export function featureLabel(feature: Pick<Feature, 'key' | 'label'>): string {
  return pageLabels[feature.key] ?? feature.label;
}

/** Features drawn elsewhere on the page. */
export const featuresShownApart: readonly FeatureKey[] = ['energy_certificate'];

/** A group's title and the listing's features in it, in the group's order; empty groups are left out. */
export function groupFeatures(features: readonly Feature[]): { title: string; features: Feature[] }[] {
  const byKey = new Map(features.map((f) => [f.key, f]));
  return featureGroups.flatMap((group) => {
    const found = group.keys.flatMap((key) => byKey.get(key) ?? []);
    return found.length ? [{ title: group.title, features: found }] : [];
  });
}

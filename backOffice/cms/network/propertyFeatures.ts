/**
 * @module A listing's features for its detail page: every dropdown-coded field it has, with the
 * field's Hungarian name and each value's label; and its energy certificate on its scale.
 */
import { maskValues, multiValueDropdownTypes } from '../../../domain/search/filterOptionLists';
import { type DropdownType, filterDropdownTypes } from '../../../domain/search/filterDropdowns';
import { energyClassByValue, energyClasses } from '../../../domain/search/energyCertificate';
import { searchFilterFields } from '../../../domain/search/searchFilter';
import type { EnergyCertificate, Feature } from '../../../domain/cms/listingSchemas';
import { listingFeatureKeys } from '../../../domain/cms/listingSchemas';
import { optionLabel } from './labels';

type MultiValueFeature = (typeof multiValueDropdownTypes)[number];
type SingleValueFeature = Exclude<DropdownType, 'property_type' | MultiValueFeature>;

const multiValue = new Set<string>(multiValueDropdownTypes);
const isSingleValueFeature = (type: DropdownType): type is SingleValueFeature => type !== 'property_type' && !multiValue.has(type);

/** The fields a listing holds one value of, each a properties column of the same name, in filter order. */
export const singleValueFeatures = filterDropdownTypes.filter(isSingleValueFeature);

type FeatureKey = Feature['key'];

/** The visitor-facing name of each feature: the filter field's label, so the page and the filter say the same. */
const featureLabels: ReadonlyMap<string, string> = new Map(searchFilterFields.map((field) => [field.name, field.label]));

const furnishedLabels = ['Nem', 'Igen'] as const;

/** The feature columns of a properties row, as read from D1. */
export type FeatureColumns = Record<SingleValueFeature, number | null> & Record<`${MultiValueFeature}_mask`, number> & { furnished: number | null };

/** The labels D1 holds, keyed "type:value" (dropdown_options). */
type StoredLabels = ReadonlyMap<string, string>;

/**
 * The features a listing has, in display order; fields it has no value for are left out.
 * @example listingFeatures(row, labels)[0] // { key: 'condition', label: 'Állapot', values: [{ value: 3, label: 'Felújított' }] }
 */
export function listingFeatures(row: FeatureColumns, stored: StoredLabels): Feature[] {
  const labelled = (type: DropdownType, value: number) => ({ value, label: optionLabel(type, value, stored.get(`${type}:${value}`)) });
  const valuesOf = (key: FeatureKey): { value: number; label: string }[] => {
    if (key === 'furnished') return row.furnished === null ? [] : [{ value: row.furnished, label: furnishedLabels[row.furnished] ?? String(row.furnished) }];
    if (key === 'public_utility' || key === 'equipment' || key === 'discounts') return maskValues(row[`${key}_mask`]).map((v) => labelled(key, v));
    const value = row[key];
    return value === null ? [] : [labelled(key, value)];
  };
  return listingFeatureKeys.flatMap((key) => {
    const values = valuesOf(key);
    return values.length ? [{ key, label: featureLabels.get(key) ?? key, values }] : [];
  });
}

/** The certificate of a listing with its scale, or null when it has none (or an unknown class). */
export function energyCertificate(value: number | null, stored: StoredLabels): EnergyCertificate | null {
  const energyClass = value === null ? undefined : energyClassByValue(value);
  if (!energyClass) return null;
  return {
    value: energyClass.value,
    code: energyClass.code,
    label: optionLabel('energy_certificate', energyClass.value, stored.get(`energy_certificate:${energyClass.value}`)),
    scale: energyClass.scale,
    rank: energyClass.rank,
    scale_classes: energyClasses.filter((c) => c.scale === energyClass.scale).map((c) => c.code),
  };
}

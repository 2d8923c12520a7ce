/**
 * @module Dropdown options (SPEC sections 3 and 7): the option lists the search filter loads by type.
 */
import * as z from 'zod/mini';

/** Every dropdown the property search filter is fed from, in filter order. */
export const filterDropdownTypes = [
  'property_type',
  'condition',
  'energy_certificate',
  'building_condition',
  'floor',
  'surrounding',
  'structure',
  'accessibility',
  'heating',
  'cooling',
  'orientation',
  'car',
  'outlook',
  'noisiness',
  'disabled',
  'garden',
  'terrace',
  'public_utility',
  'equipment',
  'airbnb',
  'insulation',
  'discounts',
] as const;
const dropdownTypeSchema = z.enum(filterDropdownTypes);
export type DropdownType = z.infer<typeof dropdownTypeSchema>;

const dropdownOptionSchema = z.object({
  value: z.int(),
  label: z.string(),
});
export type DropdownOption = z.infer<typeof dropdownOptionSchema>;

/** The answer of getByType: options grouped by dropdown type. */
export const dropdownOptionsSchema = z.record(z.string(), z.array(dropdownOptionSchema));
export type DropdownOptions = z.infer<typeof dropdownOptionsSchema>;

/**
 * @module What kind of listing it is: its sale status (0 for sale, 1 for rent, 2 lease; SPEC
 * section 3) and its property type, with the integer values listings store. Small on purpose:
 * route modules read these in every page's first load; the other option lists are in filterOptionLists.ts.
 */
import type { DropdownOption } from './filterDropdowns';

type OptionMap = Record<string, DropdownOption>;

/** sale_status of a listing (not a dropdown type: the filter's select is fixed, SPEC section 3). */
export const saleStatus = {
  forSale: { value: 0, label: 'Eladó' },
  forRent: { value: 1, label: 'Kiadó' },
  lease: { value: 2, label: 'Lízingelhető' },
} satisfies OptionMap;

export const saleStatuses = {
  forSale: saleStatus.forSale.value,
  forRent: saleStatus.forRent.value,
  lease: saleStatus.lease.value,
} as const;

/** The search starts on listings for sale, as the form's select does. */
export const defaultSaleStatus = saleStatus.forSale.value;

// Values 1..7 and their labels were fixed by the first demo data; stored listings refer to them.
export const propertyType = {
  flat: { value: 1, label: 'Lakás' },
  house: { value: 2, label: 'Ház' },
  plot: { value: 3, label: 'Telek' },
  holidayHome: { value: 4, label: 'Nyaraló' },
  garage: { value: 5, label: 'Garázs' },
  office: { value: 6, label: 'Iroda' },
  shop: { value: 7, label: 'Üzlethelyiség' },
} satisfies OptionMap;

export const propertyTypes = {
  flat: propertyType.flat.value,
  house: propertyType.house.value,
  plot: propertyType.plot.value,
  holidayHome: propertyType.holidayHome.value,
  garage: propertyType.garage.value,
  office: propertyType.office.value,
  shop: propertyType.shop.value,
} as const;

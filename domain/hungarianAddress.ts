/**
 * @module A Hungarian postal address as offices write it, "1134 Budapest, Váci út 76.", read into
 * its parts for schema.org's PostalAddress.
 */

export interface AddressParts {
  postalCode: string;
  locality: string;
  street: string;
}

/**
 * The parts of "postcode city, street", or null when the address is written otherwise.
 * @example splitHungarianAddress('9021 Győr, Baross Gábor út 15.') // { postalCode: '9021', locality: 'Győr', street: 'Baross Gábor út 15.' }
 */
export function splitHungarianAddress(address: string): AddressParts | null {
  const match = /^\s*(\d{4})\s+([^,]+?)\s*,\s*(.+?)\s*$/.exec(address);
  if (!match?.[1] || !match[2] || !match[3]) return null;
  return { postalCode: match[1], locality: match[2], street: match[3] };
}

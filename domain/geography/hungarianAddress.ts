/**
 * @module Hungarian postal addresses: as offices write them, "1134 Budapest, Váci út 76.", read into
 * their parts for schema.org's PostalAddress; and a listing's address written the same way, postcode
 * first, with its district and neighbourhood beside it.
 */

interface AddressParts {
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

/** A listing's address as the CMS gives it (street only on the listing's own page). */
interface ListingAddress {
  postal_code: string | null;
  city: { label: string };
  district: { label: string } | null;
  neighbourhood: { label: string } | null;
  street?: string | null;
}

/**
 * A listing's address in the Hungarian order, postcode first: the postal line ("1134 Budapest, Lehel
 * utca 59.") and, where the listing has them, its district and neighbourhood ("XIII. kerület,
 * Angyalföld"); whatever the listing does not state is left out.
 * @example listingAddressLines({ postal_code: '1134', city: { label: 'Budapest' }, district: { label: 'XIII. kerület' }, neighbourhood: { label: 'Angyalföld' }, street: 'Lehel utca 59.' })
 * // { postal: '1134 Budapest, Lehel utca 59.', area: 'XIII. kerület, Angyalföld' }
 */
export function listingAddressLines(address: ListingAddress): { postal: string; area: string | null } {
  const locality = address.postal_code ? `${address.postal_code} ${address.city.label}` : address.city.label;
  const area = [address.district?.label, address.neighbourhood?.label].filter(Boolean).join(', ');
  return { postal: address.street ? `${locality}, ${address.street}` : locality, area: area || null };
}

/**
 * A listing's place on one line, as a card shows it: the postal line, then the district and neighbourhood.
 * @example listingPlaceLine({ postal_code: '1134', city: { label: 'Budapest' }, district: { label: 'XIII. kerület' }, neighbourhood: null }) // '1134 Budapest, XIII. kerület'
 */
export function listingPlaceLine(address: ListingAddress): string {
  const { postal, area } = listingAddressLines(address);
  return area ? `${postal}, ${area}` : postal;
}

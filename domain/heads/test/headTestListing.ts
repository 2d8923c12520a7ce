/**
 * @module The listing the head tests are written against: a flat for sale in Győr, without pictures or a
 * location, which each test changes where its rule needs to.
 */
import type { PropertyDetail } from '../../cms/listingSchemas';

export const headTestListing: PropertyDetail = {
  id: 42,
  name: 'Napfényes 2 szobás lakás Győrben',
  main_image: null,
  og_image: null,
  images: [],
  sale_status: { value: 0, label: 'Eladó' },
  type: { value: 1, label: 'Lakás' },
  price: 49_900_000,
  price_per_m2: 924_074,
  default_size: 54,
  net_size: 50,
  lot_size: null,
  rooms: 2,
  otthon_start: false,
  price_reduction: null,
  price_history: [],
  market_place: null,
  location: null,
  address: {
    city: { id: 136, label: 'Győr' },
    district: null,
    neighbourhood: null,
    county: { id: 8, label: 'Győr-Moson-Sopron vármegye' },
    street: 'Baross Gábor út 12.',
    postal_code: '9021',
  },
  description: { slogan: 'Belvárosi otthon', text: 'Leírás.' },
  features: [],
  energy_certificate: null,
  rental: null,
  franchise_id: 1,
  office: { id: 14, name: 'Immo1 Győr', city: { id: 136, label: 'Győr' }, address: '9021 Győr, Baross út 1.', phone: null, email: null, picture_url: null },
  agent: null,
  created_at: '2026-10-01T08:00:00Z',
  updated_at: '2026-11-01T08:00:00Z',
};

/**
 * @module A listing's pictures, one per room or view it has (the outside first, then living
 * room, kitchen, bedrooms, bathroom, balcony, garden …), each with a Hungarian caption that
 * serves as its alt text. The worker draws them (/media/property.svg), so every picture of a
 * listing differs and nothing comes from other hosts.
 */
import { garden, propertyTypes, terrace } from '../../domain/search/filterOptionLists';
import type { PictureRoom } from '../../domain/listings/pictureRooms';
import type { Dimensions, Features } from './features';
import type { Rng } from './random';
import type { ImageRow } from './rows';

type View = 'outside' | PictureRoom;

// The outside, as a gallery names it for each property type.
const outsideCaptions: Readonly<Record<number, string>> = {
  [propertyTypes.flat]: 'Az épület',
  [propertyTypes.house]: 'A ház kívülről',
  [propertyTypes.plot]: 'A telek',
  [propertyTypes.holidayHome]: 'A nyaraló kívülről',
  [propertyTypes.garage]: 'A garázs kívülről',
  [propertyTypes.office]: 'Az irodaház',
  [propertyTypes.shop]: 'Az üzlet kívülről',
};

const roomCaptions: Readonly<Record<PictureRoom, string>> = {
  living: 'Nappali',
  kitchen: 'Konyha',
  bedroom: 'Hálószoba',
  nursery: 'Gyerekszoba',
  bathroom: 'Fürdőszoba',
  balcony: 'Erkély',
  terrace: 'Terasz',
  garden: 'Kert',
  street: 'Utcakép',
  workspace: 'Irodatér',
  meeting: 'Tárgyaló',
  salesfloor: 'Üzlettér',
  storage: 'Raktár',
  garage: 'A garázs belülről',
};

/** The caption of a view: the room's name, or the balcony kind and the office kitchen by their own names. */
function captionOf(view: View, type: number, f: Features): string {
  if (view === 'outside') return outsideCaptions[type] ?? 'Az ingatlan';
  if (view === 'balcony' && f.terrace === terrace.loggia.value) return 'Loggia';
  if (view === 'terrace' && f.terrace === terrace.roofTerrace.value) return 'Tetőterasz';
  if (view === 'kitchen' && type === propertyTypes.office) return 'Teakonyha';
  return roomCaptions[view];
}

/** The views a listing has, in gallery order: the outside and the first room always, the others when it has them. */
function viewsOf(type: number, dims: Dimensions, f: Features): View[] {
  const rooms = dims.rooms ?? 1;
  const outdoor: View[] =
    f.terrace === terrace.balcony.value || f.terrace === terrace.loggia.value
      ? ['balcony']
      : f.terrace === terrace.terrace.value || f.terrace === terrace.roofTerrace.value
        ? ['terrace']
        : [];
  const hasGarden = f.garden !== null && f.garden !== garden.none.value;
  switch (type) {
    case propertyTypes.flat:
      return ['outside', 'living', 'kitchen', ...(rooms >= 2 ? ['bedroom' as const] : []), ...(rooms >= 3 ? ['nursery' as const] : []), 'bathroom', ...outdoor, ...(hasGarden ? ['garden' as const] : [])];
    case propertyTypes.house:
      return ['outside', 'living', 'kitchen', 'bedroom', ...(rooms >= 3 ? ['nursery' as const] : []), 'bathroom', ...outdoor, 'garden', 'street'];
    case propertyTypes.holidayHome:
      return ['outside', 'living', 'bedroom', 'bathroom', ...outdoor, 'garden'];
    case propertyTypes.plot:
      return ['outside', 'street'];
    case propertyTypes.garage:
      return ['outside', 'garage', 'street'];
    case propertyTypes.office:
      return ['outside', 'workspace', ...((dims.default_size ?? 0) >= 60 ? ['meeting' as const] : []), 'kitchen'];
    default:
      return ['outside', 'salesfloor', 'storage'];
  }
}

/** The picture of one view: every picture of a listing shares its seed (its colours) and differs by room. */
export const pictureUrl = (id: number, type: number, view: View) => `/media/property.svg?seed=${id}&type=${type}${view === 'outside' ? '' : `&room=${view}`}`;

/**
 * The listing's pictures, the first being its main picture: its views, each but the first two
 * kept four times in five, so galleries differ in length as real ones do.
 */
export function listingPictures(rng: Rng, id: number, type: number, dims: Dimensions, f: Features): ImageRow[] {
  const views = viewsOf(type, dims, f).filter((_, i) => i < 2 || rng.chance(0.8));
  return views.map((view, position) => ({ property_id: id, position, url: pictureUrl(id, type, view), caption: captionOf(view, type, f) }));
}

/**
 * @module The rooms and views a generated listing picture can show (`/media/property.svg?room=…`):
 * one list for the worker that draws them and the demo data that links them. Without a room
 * the picture is the outside of the property.
 */

export const pictureRooms = [
  'living',
  'kitchen',
  'bedroom',
  'nursery',
  'bathroom',
  'balcony',
  'terrace',
  'garden',
  'street',
  'workspace',
  'meeting',
  'salesfloor',
  'storage',
  'garage',
] as const;

export type PictureRoom = (typeof pictureRooms)[number];

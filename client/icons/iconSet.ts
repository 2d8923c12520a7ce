/**
 * @module Every icon the site shows, by name: lucide icons by their module name, brand marks by their
 * @icons-pack/react-simple-icons component, and marks of our own as SVG path data. build.mjs draws them
 * all into one SVG sprite (scripts/iconSprite.ts), a hashed file the browser caches; pages refer to a
 * symbol in it (Icon.tsx), so no icon's drawing is in the page's JavaScript.
 */

export const iconSet = {
  'alert-circle': { lucide: 'circle-alert' },
  'arrow-left': { lucide: 'arrow-left' },
  'badge-check': { lucide: 'badge-check' },
  bell: { lucide: 'bell' },
  'building-2': { lucide: 'building-2' },
  check: { lucide: 'check' },
  'chevron-down': { lucide: 'chevron-down' },
  'chevron-left': { lucide: 'chevron-left' },
  'chevron-right': { lucide: 'chevron-right' },
  clock: { lucide: 'clock' },
  heart: { lucide: 'heart' },
  list: { lucide: 'list' },
  mail: { lucide: 'mail' },
  map: { lucide: 'map' },
  'map-pin': { lucide: 'map-pin' },
  'maximize-2': { lucide: 'maximize-2' },
  menu: { lucide: 'menu' },
  pencil: { lucide: 'pencil' },
  'message-square-text': { lucide: 'message-square-text' },
  phone: { lucide: 'phone' },
  search: { lucide: 'search' },
  'share-2': { lucide: 'share-2' },
  'sliders-horizontal': { lucide: 'sliders-horizontal' },
  users: { lucide: 'users' },
  x: { lucide: 'x' },
  facebook: { simpleIcons: 'SiFacebook' },
  instagram: { simpleIcons: 'SiInstagram' },
  linktree: { simpleIcons: 'SiLinktree' },
  tiktok: { simpleIcons: 'SiTiktok' },
  // simple-icons no longer ships LinkedIn's mark: our own drawing of the "in" square.
  // lucide's heart outline as a filled shape: a favourite that is kept.
  'heart-filled': {
    path: 'M2 9.5a5.5 5.5 0 0 1 9.591-3.676.56.56 0 0 0 .818 0A5.49 5.49 0 0 1 22 9.5c0 2.29-1.5 4-3 5.5l-5.492 5.313a2 2 0 0 1-3 .019L5 15c-1.5-1.5-3-3.2-3-5.5',
  },
  linkedin: {
    path: 'M3 1h18a2 2 0 0 1 2 2v18a2 2 0 0 1-2 2H3a2 2 0 0 1-2-2V3a2 2 0 0 1 2-2zM5 9v10h3V9zm1.5-4.6a1.75 1.75 0 1 0 0 3.5 1.75 1.75 0 1 0 0-3.5zM10 9v10h3v-5.3c0-1.4.8-2.4 2-2.4s1.8.9 1.8 2.3V19h3.2v-6c0-2.9-1.4-4.3-3.6-4.3-1.6 0-2.7.8-3.4 1.8V9z',
  },
} as const;

export type IconName = keyof typeof iconSet;

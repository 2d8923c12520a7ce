/**
 * @module The favourites page's address and name: all that every page's first load (the header) needs
 * of the favourites, apart from the list's rules (favourites.ts), which load with the pages that use them.
 */
export const favouritesPath = '/kedvencek';
export const favouritesLabel = 'Kedvencek';

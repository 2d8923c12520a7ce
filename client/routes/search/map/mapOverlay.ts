/**
 * @module What lies over the map in its panel (the tools, the notes, a pin's card) carries this attribute: the
 * map hides the pins and clusters under such an element, which could not be tapped there (searchMap.client.ts).
 */
export const mapOverlayAttribute = 'data-map-overlay';

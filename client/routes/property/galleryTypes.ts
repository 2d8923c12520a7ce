/**
 * @module The types the picture strip (Gallery.tsx) and its full-screen view (FullScreenGallery.tsx) share:
 * types only, so the view, loaded on intent, imports no code of the page (decision 027) and neither module
 * imports the other's types.
 */
import type { JSX, KeyboardEvent, RefObject } from 'react';
import type { PropertyPicture } from '../../../domain/listings/propertyPictures';
import type * as galleryStyles from './gallery.css';

/** A horizontal scroll-snap strip of full-width slides: which one shows, and moving to another. */
export interface SnapTrack {
  ref: RefObject<HTMLDivElement | null>;
  index: number;
  go(index: number, behavior?: ScrollBehavior): void;
  onScroll(): void;
  onKeyDown(event: KeyboardEvent): void;
}

/** What the full-screen view takes from the strip (FullScreenGallery.tsx says why). */
export interface GalleryKit {
  styles: typeof galleryStyles;
  useSnapTrack: (count: number, start: number) => SnapTrack;
  Counter: (props: { index: number; count: number }) => JSX.Element;
  StepButtons: (props: { track: SnapTrack; count: number }) => JSX.Element;
  altText: (picture: PropertyPicture, name: string, index: number, count: number) => string;
  pictureSize: { readonly width: number; readonly height: number };
}

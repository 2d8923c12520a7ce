/**
 * @module The listing's pictures: a CSS scroll-snap strip (swipe on touch, arrow keys when focused,
 * visible buttons), a counter ("3 / 12"), and a full-screen view in a modal dialog that closes on
 * Escape and gives focus back to what opened it. Our own rather than a library: scroll-snap does
 * the swiping, <dialog> the focus trap and Escape, so this is about 1.7 kB gzipped with its four
 * icons (docs/decisions/012 compares the libraries). The full-screen view (FullScreenGallery.client.tsx) loads
 * on the gallery's first intent (a pointerdown on it, the focus of its button), never with the page.
 */
import { type KeyboardEvent, useCallback, useRef, useState } from 'react';
import type { PropertyPicture } from '../../../domain/listings/propertyPictures';
import * as pageStyles from './propertyPage.css';
import * as styles from './gallery.css';
import { Icon } from '../../icons/Icon';
import { loadOnIntent } from '../../site/loadOnIntent';
import type { GalleryKit, SnapTrack } from './galleryTypes';

/** The pictures' size as generated (3:2); the strip keeps this ratio, so nothing shifts while they load. */
const pictureSize = { width: 1200, height: 800 } as const;

/** What the picture shows (its caption, else the listing's name), and where it is in the gallery. */
function altText(picture: PropertyPicture, name: string, index: number, count: number): string {
  const what = picture.caption ?? name;
  return count > 1 ? `${what} – ${index + 1}. kép (összesen ${count})` : what;
}

/** A horizontal scroll-snap strip of full-width slides: which one shows, and moving to another. */
function useSnapTrack(count: number, start: number): SnapTrack {
  const ref = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(start);
  const clamp = useCallback((i: number) => Math.min(Math.max(i, 0), Math.max(count - 1, 0)), [count]);

  const go = useCallback(
    (target: number, behavior?: ScrollBehavior) => {
      const track = ref.current;
      if (!track) return;
      const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      track.scrollTo({ left: clamp(target) * track.clientWidth, behavior: behavior ?? (reduced ? 'instant' : 'smooth') });
    },
    [clamp],
  );

  const onScroll = useCallback(() => {
    const track = ref.current;
    if (track && track.clientWidth > 0) setIndex(clamp(Math.round(track.scrollLeft / track.clientWidth)));
  }, [clamp]);

  const onKeyDown = useCallback(
    (event: KeyboardEvent) => {
      const target = { ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: count - 1 }[event.key];
      if (target === undefined) return;
      event.preventDefault();
      go(target);
    },
    [index, count, go],
  );

  return { ref, index, go, onScroll, onKeyDown };
}

function Counter({ index, count }: { index: number; count: number }) {
  return (
    <>
      <span className={styles.counter} aria-hidden="true" data-gallery-counter="">
        {index + 1} / {count}
      </span>
      <span className={pageStyles.visuallyHidden} role="status">
        {index + 1}. kép, összesen {count}
      </span>
    </>
  );
}

function StepButtons({ track, count }: { track: SnapTrack; count: number }) {
  return (
    <>
      <button type="button" className={styles.previous} onClick={() => track.go(track.index - 1)} disabled={track.index === 0} aria-label="Előző kép">
        <Icon name="chevron-left" />
      </button>
      <button type="button" className={styles.next} onClick={() => track.go(track.index + 1)} disabled={track.index >= count - 1} aria-label="Következő kép">
        <Icon name="chevron-right" />
      </button>
    </>
  );
}

const kit: GalleryKit = { styles, useSnapTrack, Counter, StepButtons, altText, pictureSize };

type FullScreenView = (typeof import('./FullScreenGallery.client'))['default'];

const loadFullScreen = loadOnIntent<FullScreenView>(() => import('./FullScreenGallery.client').then((module) => module.default));

export function Gallery({ pictures, name }: { pictures: PropertyPicture[]; name: string }) {
  const count = pictures.length;
  const track = useSnapTrack(count, 0);
  const fullScreenButton = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const [fullScreenFrom, setFullScreenFrom] = useState<number | null>(null);
  const [FullScreen, setFullScreen] = useState<FullScreenView | null>(null);
  // A touch or a click on the gallery, or its button's focus: the view is there by the time it is asked for.
  const request = () => {
    if (!FullScreen) void loadFullScreen().then((view) => setFullScreen(() => view));
  };

  const open = () => {
    request();
    opener.current = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : fullScreenButton.current;
    setFullScreenFrom(track.index);
  };
  const close = (index: number) => {
    setFullScreenFrom(null);
    track.go(index, 'instant');
    (opener.current ?? fullScreenButton.current)?.focus();
  };

  if (count === 0) {
    return (
      <div className={styles.gallery}>
        <div className={styles.track} role="img" aria-label="Ehhez az ingatlanhoz nincs kép" />
      </div>
    );
  }

  return (
    <div className={styles.gallery} onPointerDown={request}>
      <div
        ref={track.ref}
        className={styles.track}
        onScroll={track.onScroll}
        onKeyDown={track.onKeyDown}
        tabIndex={0}
        role="region"
        aria-label="Képek lapozása: nyilakkal vagy húzással"
      >
        {pictures.map((picture, i) => (
          <div key={picture.url} className={styles.slide}>
            {/* The first picture is the page's largest paint: never lazy, fetched first (and preloaded from the head). */}
            <img
              className={styles.image}
              src={picture.url}
              alt={altText(picture, name, i, count)}
              width={pictureSize.width}
              height={pictureSize.height}
              loading={i === 0 ? 'eager' : 'lazy'}
              fetchPriority={i === 0 ? 'high' : 'auto'}
              decoding={i === 0 ? 'sync' : 'async'}
              onClick={open}
            />
          </div>
        ))}
      </div>
      {count > 1 && <StepButtons track={track} count={count} />}
      <Counter index={track.index} count={count} />
      <button ref={fullScreenButton} type="button" className={styles.fullScreenButton} onFocus={request} onClick={open}>
        <Icon name="maximize-2" size={18} />
        <span className={pageStyles.labelFromSm}>Teljes képernyő</span>
      </button>
      {fullScreenFrom !== null && FullScreen && <FullScreen pictures={pictures} name={name} start={fullScreenFrom} onClose={close} kit={kit} />}
    </div>
  );
}

/**
 * @module The listing's pictures over the whole screen: a modal <dialog> (its focus trap and Escape) with
 * the strip's scroll-snap track, loaded on the gallery's first intent (Gallery.tsx), never with the page
 * (decision 027). It imports nothing of the page: the strip hands it its track hook, parts and
 * class names (`GalleryKit`), since a module shared with the page would be a chunk, and a request, of its own.
 */
import { useEffect, useRef } from 'react';
import type { PropertyPicture } from '../../../domain/listings/propertyPictures';
import { Icon } from '../../icons/Icon';
import type { GalleryKit } from './galleryTypes';

interface FullScreenGalleryProps {
  pictures: PropertyPicture[];
  name: string;
  /** The picture shown first. */
  start: number;
  /** Called once the dialog closed, with the picture shown last. */
  onClose: (index: number) => void;
  kit: GalleryKit;
}

export default function FullScreenGallery({ pictures, name, start, onClose, kit }: FullScreenGalleryProps) {
  const { styles, useSnapTrack, Counter, StepButtons, altText, pictureSize } = kit;
  const dialog = useRef<HTMLDialogElement>(null);
  const track = useSnapTrack(pictures.length, start);
  const { go } = track;

  useEffect(() => {
    if (dialog.current && !dialog.current.open) dialog.current.showModal();
    go(start, 'instant');
  }, [go, start]);

  return (
    <dialog ref={dialog} className={styles.lightbox} aria-label={`${name}: képek teljes képernyőn`} onClose={() => onClose(track.index)} onKeyDown={track.onKeyDown}>
      <div className={styles.lightboxBar}>
        <p className={styles.lightboxTitle} aria-hidden="true">
          {name}
        </p>
        <button type="button" className={styles.close} onClick={() => dialog.current?.close()} aria-label="Teljes képernyő bezárása">
          <Icon name="x" />
        </button>
      </div>
      <div className={styles.lightboxStage}>
        <div ref={track.ref} className={styles.lightboxTrack} onScroll={track.onScroll} tabIndex={0} role="region" aria-label="Képek lapozása: nyilakkal vagy húzással">
          {pictures.map((picture, i) => (
            <div key={picture.url} className={styles.slide}>
              <img className={styles.lightboxImage} src={picture.url} alt={altText(picture, name, i, pictures.length)} width={pictureSize.width} height={pictureSize.height} loading="lazy" decoding="async" />
            </div>
          ))}
        </div>
        {pictures.length > 1 && <StepButtons track={track} count={pictures.length} />}
      </div>
      <div className={styles.lightboxFooter}>
        <Counter index={track.index} count={pictures.length} />
      </div>
    </dialog>
  );
}

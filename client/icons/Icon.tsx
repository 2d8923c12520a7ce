/**
 * @module An icon from the site's SVG sprite (iconSet.ts): a picture beside a text or a labelled control,
 * so it is hidden from screen readers, which read the control's own name.
 */
import type { IconName } from './iconSet';

/** The sprite's hashed URL, defined by build.mjs. */
const sprite = __ICON_SPRITE__;

/** `strokeWidth` thickens or thins a line icon (lucide's 2 by default); brand marks are filled and ignore it. */
export function Icon({ name, size = 24, strokeWidth = 2, className }: { name: IconName; size?: number; strokeWidth?: number; className?: string }) {
  return (
    <svg className={className} width={size} height={size} strokeWidth={strokeWidth} aria-hidden="true">
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}

/**
 * @module What every card shares: its frame at 1200×630, the tenant's logo and name, and the colour band.
 * satori lays these out (flexbox only: every element with children says display: flex).
 */
import type { ReactNode } from 'react';
import { shareCardSize } from '../../domain/heads/shareCard';
import type { ShareCard } from '../../domain/heads/shareCardSchema';

type Brand = ShareCard['brand'];

/** The font families the card worker loads (renderShareCard.ts): Latin first, then Latin Extended-A for ő and ű. */
const cardFontFamily = 'Noto Sans, Noto Sans Ext';

/** The whole card: a fixed frame with a band of the secondary colour along its foot. */
export function CardFrame({ brand, children }: { brand: Brand; children: ReactNode }) {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', width: shareCardSize.width, height: shareCardSize.height, backgroundColor: brand.primaryColor, fontFamily: cardFontFamily, color: '#ffffff' }}>
      <div style={{ display: 'flex', flexGrow: 1, height: shareCardSize.height - 14 }}>{children}</div>
      <div style={{ display: 'flex', height: 14, backgroundColor: brand.secondaryColor }} />
    </div>
  );
}

/** The tenant's logo beside its name; the name alone when it has no logo. */
export function BrandMark({ brand, size }: { brand: Brand; size: number }) {
  return (
    <div style={{ display: 'flex', alignItems: 'center' }}>
      {brand.logo ? <img src={brand.logo} width={size} height={size} style={{ borderRadius: size / 6, marginRight: 18 }} /> : null}
      <div style={{ display: 'flex', fontSize: 30, fontWeight: 700, lineHeight: 1.15, maxWidth: 420 }}>{brand.siteName}</div>
    </div>
  );
}

/** A picture filling its box, cropped rather than squeezed; the primary colour where there is none. */
export function FilledPicture({ src, width, height }: { src: string | null; width: number; height: number }) {
  if (!src) return <div style={{ display: 'flex', width, height }} />;
  return <img src={src} width={width} height={height} style={{ width, height, objectFit: 'cover' }} />;
}

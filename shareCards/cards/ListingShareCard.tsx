/**
 * @module A listing's card: the main picture on the left, and on the right, in the tenant's colour, the
 * sale status and type, the price in large type, size and rooms, the place, and the tenant's logo.
 */
import { shareCardSize } from '../../domain/heads/shareCard';
import type { ShareCard } from '../../domain/heads/shareCardSchema';
import { BrandMark, CardFrame, FilledPicture } from './CardFrame';

const pictureWidth = 680;
const panelWidth = shareCardSize.width - pictureWidth;

/** The price on one line across the panel: a monthly fee ("180 000 Ft/hó") is longer than a sale price ("49,9 M Ft"). */
function priceFontSize(price: string): number {
  if (price.length <= 10) return 80;
  if (price.length <= 13) return 58;
  return 48;
}

export function ListingShareCard({ card }: { card: Extract<ShareCard, { kind: 'listing' }> }) {
  return (
    <CardFrame brand={card.brand}>
      <FilledPicture src={card.picture} width={pictureWidth} height={shareCardSize.height - 14} />
      <div style={{ display: 'flex', flexDirection: 'column', justifyContent: 'space-between', width: panelWidth, padding: '44px 44px 36px' }}>
        <div style={{ display: 'flex', flexDirection: 'column' }}>
          <div style={{ display: 'flex', fontSize: 40, fontWeight: 700, color: card.brand.secondaryColor }}>{card.heading}</div>
          <div style={{ display: 'flex', fontSize: priceFontSize(card.price), fontWeight: 700, lineHeight: 1.1, marginTop: 10, whiteSpace: 'nowrap' }}>{card.price}</div>
          {card.facts.length > 0 ? <div style={{ display: 'flex', fontSize: 40, marginTop: 14 }}>{card.facts.join(' · ')}</div> : null}
          <div style={{ display: 'flex', fontSize: 34, lineHeight: 1.25, marginTop: 18, maxHeight: 130, overflow: 'hidden' }}>{card.place}</div>
        </div>
        <BrandMark brand={card.brand} size={84} />
      </div>
    </CardFrame>
  );
}

/**
 * @module The card of the home page, an office and every other page: the cover picture across the card,
 * darkened at its foot under the title (the site's or the office's name) and the line below it (the
 * slogan or the office's address), with the tenant's logo on a light plate.
 */
import { shareCardSize } from '../../domain/heads/shareCard';
import type { ShareCard } from '../../domain/heads/shareCardSchema';
import { CardFrame, FilledPicture } from './CardFrame';

const height = shareCardSize.height - 14;

export function CoverShareCard({ card }: { card: Extract<ShareCard, { kind: 'cover' }> }) {
  return (
    <CardFrame brand={card.brand}>
      <div style={{ display: 'flex', position: 'relative', width: shareCardSize.width, height }}>
        <FilledPicture src={card.picture} width={shareCardSize.width} height={height} />
        <div
          style={{
            display: 'flex',
            position: 'absolute',
            left: 0,
            top: 0,
            right: 0,
            bottom: 0,
            flexDirection: 'column',
            justifyContent: 'space-between',
            padding: '48px 60px 52px',
            backgroundImage: 'linear-gradient(to bottom, rgba(0,0,0,0) 20%, rgba(0,0,0,0.72) 100%)',
          }}
        >
          <div style={{ display: 'flex' }}>
            {card.brand.logo ? (
              <div style={{ display: 'flex', padding: 10, borderRadius: 24, backgroundColor: 'rgba(255,255,255,0.92)' }}>
                <img src={card.brand.logo} width={110} height={110} style={{ borderRadius: 18 }} />
              </div>
            ) : null}
          </div>
          <div style={{ display: 'flex', flexDirection: 'column' }}>
            <div style={{ display: 'flex', fontSize: 76, fontWeight: 700, lineHeight: 1.1 }}>{card.title}</div>
            {card.subtitle ? <div style={{ display: 'flex', fontSize: 40, lineHeight: 1.25, marginTop: 16 }}>{card.subtitle}</div> : null}
          </div>
        </div>
      </div>
    </CardFrame>
  );
}

/**
 * @module An agent's card: the photo in a ring of the secondary colour, the name, "értékesítő" and the
 * office, and the tenant's logo.
 */
import type { ShareCard } from '../../domain/heads/shareCardSchema';
import { BrandMark, CardFrame } from './CardFrame';

const photoSize = 380;

export function AgentShareCard({ card }: { card: Extract<ShareCard, { kind: 'agent' }> }) {
  return (
    <CardFrame brand={card.brand}>
      <div style={{ display: 'flex', alignItems: 'center', padding: '0 70px', width: '100%' }}>
        <div style={{ display: 'flex', width: photoSize + 24, height: photoSize + 24, borderRadius: (photoSize + 24) / 2, backgroundColor: card.brand.secondaryColor, alignItems: 'center', justifyContent: 'center', flexShrink: 0 }}>
          {card.picture ? (
            <img src={card.picture} width={photoSize} height={photoSize} style={{ width: photoSize, height: photoSize, borderRadius: photoSize / 2, objectFit: 'cover' }} />
          ) : (
            <div style={{ display: 'flex', width: photoSize, height: photoSize, borderRadius: photoSize / 2, backgroundColor: card.brand.primaryColor }} />
          )}
        </div>
        <div style={{ display: 'flex', flexDirection: 'column', justifyContent: 'space-between', height: 480, marginLeft: 60, flexGrow: 1 }}>
          <div style={{ display: 'flex', flexDirection: 'column' }}>
            <div style={{ display: 'flex', fontSize: 36, fontWeight: 700, color: card.brand.secondaryColor }}>Értékesítő</div>
            <div style={{ display: 'flex', fontSize: 68, fontWeight: 700, lineHeight: 1.1, marginTop: 12 }}>{card.name}</div>
            <div style={{ display: 'flex', fontSize: 36, lineHeight: 1.25, marginTop: 20 }}>{card.office}</div>
          </div>
          <BrandMark brand={card.brand} size={84} />
        </div>
      </div>
    </CardFrame>
  );
}

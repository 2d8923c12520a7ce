/**
 * @module A listing as a card: picture, price, place, size and rooms, linking to its page.
 */
import { Link } from 'wouter';
import type { ListingCard as ListingCardData } from '../../domain/cms/listingSchemas';
import { formatPrice } from '../../domain/searchFilter';
import * as styles from '../routes/pageStyles.css';

/** "Budapest XIII. kerület, Újlipótváros" or "Győr". */
export function placeLabel(address: ListingCardData['address']): string {
  return [address.district?.label ?? address.city.label, address.neighbourhood?.label].filter(Boolean).join(', ');
}

export function ListingCard({ listing, eager = false }: { listing: ListingCardData; eager?: boolean }) {
  const facts = [listing.default_size ? `${listing.default_size} m²` : null, listing.rooms ? `${listing.rooms} szoba` : null].filter(Boolean).join(' · ');
  return (
    <Link href={`/ingatlan/${listing.id}`} className={styles.card}>
      {listing.main_image && (
        <img className={styles.cardImage} src={listing.main_image} alt={listing.name} width={400} height={300} loading={eager ? 'eager' : 'lazy'} />
      )}
      <div className={styles.cardBody}>
        <span className={styles.cardPrice}>
          {formatPrice(listing.price)}
          {listing.sale_status.value === 0 ? '' : '/hó'}
        </span>
        <h3 className={styles.cardTitle}>{listing.name}</h3>
        <span className={styles.muted}>
          {listing.sale_status.label} {listing.type.label.toLocaleLowerCase('hu')} · {placeLabel(listing.address)}
        </span>
        {facts && <span className={styles.muted}>{facts}</span>}
      </div>
    </Link>
  );
}

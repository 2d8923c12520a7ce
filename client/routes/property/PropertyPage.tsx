/**
 * @module One listing: its main picture, price, place, facts, description and agent.
 */
import { Link } from 'wouter';
import type { PropertyDetail } from '../../../domain/cms/listingSchemas';
import { formatPrice } from '../../../domain/searchFilter';
import { placeLabel } from '../../components/ListingCard';
import type { PageProps } from '../routeModule';
import * as styles from '../pageStyles.css';

export default function PropertyPage({ data }: PageProps<PropertyDetail>) {
  return (
    <div className={styles.column}>
      {data.main_image && <img className={styles.cardImage} src={data.main_image} alt={data.name} width={1200} height={900} fetchPriority="high" />}
      <h1 className={styles.pageTitle}>{data.name}</h1>
      <p className={styles.cardPrice}>
        {formatPrice(data.price)}
        {data.sale_status.value === 0 ? '' : '/hó'}
      </p>
      <p className={styles.lead}>
        {data.sale_status.label} {data.type.label.toLocaleLowerCase('hu')} · {placeLabel(data.address)}
      </p>
      {data.description.text && <p className={styles.prose}>{data.description.text}</p>}
      <h2 className={styles.sectionTitle}>Jellemzők</h2>
      <dl>
        {data.features.map((feature) => (
          <div key={feature.key}>
            <dt>{feature.label}</dt>
            <dd>{feature.values.map((v) => v.label).join(', ')}</dd>
          </div>
        ))}
      </dl>
      {data.agent && (
        <>
          <h2 className={styles.sectionTitle}>Kapcsolat</h2>
          <p>
            <Link href={`/uzletkoto/${data.agent.id}`}>{data.agent.fullname}</Link>
            {data.agent.phone && (
              <>
                {' · '}
                <a href={`tel:${data.agent.phone.replace(/\s/g, '')}`}>{data.agent.phone}</a>
              </>
            )}
          </p>
        </>
      )}
      <p>
        <Link href={`/iroda/${data.office.id}`}>{data.office.name}</Link>
      </p>
    </div>
  );
}

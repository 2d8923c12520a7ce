/**
 * @module The home page: the tenant's cover picture, logo, name and slogan; under it a quick search
 * into /kereses and the site's newest listings, leading on to the full search; then the welcome text.
 */
import { saleStatusAdjective } from '../../../domain/search/listingCounts';
import { defaultSaleStatus } from '../../../domain/search/listingKinds';
import { formatNumber } from '../../../domain/helpers/numberFormat';
import { ListingCard } from '../../components/ListingCard';
import { Link } from '../../navigation/Link';
import * as layoutStyles from '../../layout/layout.css';
import { useSiteState } from '../../site/SiteContext';
import type { PageProps } from '../routeModule';
import type { HomeData } from './homeData';
import * as styles from './homePage.css';
import { QuickSearch } from './QuickSearch';

export default function HomePage({ data }: PageProps<HomeData>) {
  const { site } = useSiteState();
  const { newest, propertyTypes } = data;
  return (
    <>
      <section className={styles.hero} aria-labelledby="kezdolap-cim">
        {site.coverPhotoUrl && <img className={styles.heroImage} src={site.coverPhotoUrl} alt="" fetchPriority="high" />}
        <div className={styles.heroShade} />
        <div className={styles.heroContent}>
          {site.logoUrl && <img className={styles.heroLogo} src={site.logoUrl} alt={`${site.siteName} logó`} width={88} height={88} />}
          <h1 id="kezdolap-cim" className={styles.heroTitle}>
            {site.siteName}
          </h1>
          {site.slogen && <p className={styles.heroSlogan}>{site.slogen}</p>}
          <Link href="/kereses" className={layoutStyles.primaryButton}>
            Ingatlankínálat
          </Link>
        </div>
      </section>
      <div className={styles.below}>
        <QuickSearch propertyTypes={propertyTypes} />
        {newest && newest.items.length > 0 && (
          <section className={styles.newest} aria-labelledby="legfrissebb-cim">
            <div className={styles.sectionHead}>
              <h2 id="legfrissebb-cim" className={styles.sectionTitle}>
                Legfrissebb eladó ingatlanjaink
              </h2>
              <Link href="/kereses" className={styles.allLink}>
                {`Összes ${saleStatusAdjective(defaultSaleStatus) ?? ''} ingatlan (${formatNumber(newest.total)}) →`}
              </Link>
            </div>
            <ul className={styles.cards}>
              {newest.items.map((listing) => (
                <li key={listing.id}>
                  <ListingCard listing={listing} markNew />
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
      {site.welcomeText && (
        <section className={styles.welcome} aria-labelledby="udvozlo-cim">
          <h2 id="udvozlo-cim" className={styles.welcomeTitle}>
            Üdvözöljük!
          </h2>
          <p>{site.welcomeText}</p>
        </section>
      )}
    </>
  );
}

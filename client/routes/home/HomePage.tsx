/**
 * @module The home page: the tenant's cover picture, logo, name, slogan and welcome text.
 */
import { Link } from 'wouter';
import * as layoutStyles from '../../layout/layout.css';
import { useSiteState } from '../../site/SiteContext';
import * as styles from './homePage.css';

export default function HomePage() {
  const { site } = useSiteState();
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

/**
 * @module A sales agent: banner and photo, name and office, call and e-mail buttons, introduction,
 * the office's card, and a page of the agent's listings with links to the other pages.
 */
import { Link } from '../../navigation/Link';
import { agentCrumbs } from '../../../domain/pages/breadcrumbs';
import type { AgentDetail } from '../../../domain/cms/networkSchemas';
import { telHref } from '../../../domain/network/contactLinks';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { ContactButtons } from '../../components/ContactButtons';
import { OwnListings } from '../../components/OwnListings';
import { useSiteState } from '../../site/SiteContext';
import type { PageProps } from '../routeModule';
import * as page from '../../../styles/pageStyles.css';
import * as styles from './agentPage.css';

export default function AgentPage({ data }: PageProps<AgentDetail>) {
  const { site } = useSiteState();
  const { salesman, sales_man_profile: profile, office, properties } = data;
  return (
    <div className={page.column}>
      <Breadcrumbs crumbs={agentCrumbs(site, office, salesman)} />
      {profile.banner_url ? (
        <img className={styles.banner} src={profile.banner_url} alt="" width={1200} height={300} />
      ) : (
        <span className={styles.bannerPlaceholder} />
      )}
      <div className={styles.profile}>
        {salesman.photo_url && <img className={styles.photo} src={salesman.photo_url} alt={`${salesman.fullname} fényképe`} width={140} height={140} />}
        <div className={styles.nameBlock}>
          <h1 className={page.pageTitle}>{salesman.fullname}</h1>
          <p className={styles.role}>
            Ingatlanértékesítő ·{' '}
            <Link href={`/iroda/${office.id}`} className={styles.officeLink}>
              {office.name}
            </Link>
          </p>
        </div>
      </div>
      <div className={styles.body}>
        <div>
          <ContactButtons phone={salesman.phone} email={salesman.email} who={salesman.fullname} />
          {profile.introduction && <p className={styles.introduction}>{profile.introduction}</p>}
        </div>
        <aside className={styles.officeCard} aria-labelledby="iroda-kartya">
          <h2 className={styles.officeCardTitle} id="iroda-kartya">
            Irodám
          </h2>
          <p className={styles.officeCardName}>
            <Link href={`/iroda/${office.id}`} className={styles.officeLink}>
              {office.name}
            </Link>
          </p>
          <p className={styles.officeFact}>{office.address}</p>
          {office.phone && (
            <a className={styles.officePhone} href={telHref(office.phone)} aria-label={`${office.name} hívása: ${office.phone}`}>
              {office.phone}
            </a>
          )}
        </aside>
      </div>

      <OwnListings title="Ingatlanjaim" listings={properties} emptyText="Jelenleg nincs meghirdetett ingatlanom." path={`/uzletkoto/${salesman.id}`} />
    </div>
  );
}

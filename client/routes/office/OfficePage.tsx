/**
 * @module One office: picture, address, call and e-mail buttons, opening hours, description, its
 * agents with photos, and a page of its listings with links to the other pages.
 */
import { Link } from '../../navigation/Link';
import { officeCrumbs } from '../../../domain/pages/breadcrumbs';
import type { OfficeDetail } from '../../../domain/cms/networkSchemas';
import type { AgentSummary } from '../../../domain/cms/refSchemas';
import { telHref } from '../../../domain/network/contactLinks';
import { openingWeek } from '../../../domain/network/openingHours';
import { formatNumber } from '../../../domain/helpers/numberFormat';
import { officeTitle } from '../../../domain/pages/pageTitles';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { Icon } from '../../icons/Icon';
import { ContactButtons } from '../../components/ContactButtons';
import { OwnListings } from '../../components/OwnListings';
import { useSiteState } from '../../site/SiteContext';
import type { PageProps } from '../routeModule';
import * as page from '../../../styles/pageStyles.css';
import * as parts from '../../components/networkParts.css';
import * as styles from './officePage.css';

function OpeningHoursBox({ hours }: { hours: OfficeDetail['opening_hours'] }) {
  return (
    <section className={styles.hoursBox} aria-labelledby="nyitvatartas">
      <h2 className={styles.hoursTitle} id="nyitvatartas">
        <Icon name="clock" className={styles.icon} size={18} />
        Nyitvatartás
      </h2>
      <table className={styles.hoursTable}>
        <tbody>
          {openingWeek(hours).map((day) => (
            <tr key={day.weekday}>
              <th scope="row" className={styles.hoursDay}>
                {day.name}
              </th>
              <td className={styles.hoursTime}>{day.intervals.length ? day.intervals.join(', ') : 'zárva'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function AgentCard({ agent }: { agent: AgentSummary }) {
  return (
    <div className={styles.agentCard}>
      {agent.photo_url && <img className={styles.agentPhoto} src={agent.photo_url} alt="" width={72} height={72} loading="lazy" />}
      <div className={styles.agentText}>
        <h3 className={styles.agentName}>
          <Link href={`/uzletkoto/${agent.id}`} className={styles.agentLink}>
            {agent.fullname}
          </Link>
        </h3>
        {agent.phone && (
          <a className={styles.agentPhone} href={telHref(agent.phone)} aria-label={`${agent.fullname} hívása: ${agent.phone}`}>
            {agent.phone}
          </a>
        )}
      </div>
    </div>
  );
}

export default function OfficePage({ data }: PageProps<OfficeDetail>) {
  const { site } = useSiteState();
  const { properties } = data;
  const mapQuery = encodeURIComponent(`${data.name}, ${data.address}`);
  return (
    <div className={page.column}>
      <Breadcrumbs crumbs={officeCrumbs(site, data)} />
      <div className={styles.hero}>
        {data.picture_url && <img className={styles.picture} src={data.picture_url} alt="" width={800} height={450} />}
        <div className={styles.facts}>
          <p className={styles.franchise}>{data.franchise.label}</p>
          <h1 className={page.pageTitle}>{officeTitle(data)}</h1>
          <p className={styles.address}>
            <Icon name="map-pin" className={styles.icon} size={18} />
            {data.address}
          </p>
          <a className={styles.routeLink} href={`https://www.google.com/maps/search/?api=1&query=${mapQuery}`} target="_blank" rel="noopener noreferrer">
            Útvonaltervezés (új lapon)
          </a>
          <ContactButtons phone={data.phone} email={data.email} who={data.name} />
          {data.opening_hours.length > 0 && <OpeningHoursBox hours={data.opening_hours} />}
        </div>
      </div>
      {data.description && <p className={styles.description}>{data.description}</p>}

      <h2 className={page.sectionTitle}>Munkatársaink ({formatNumber(data.agents.length)})</h2>
      {data.agents.length ? (
        <ul className={styles.agentGrid}>
          {data.agents.map((agent) => (
            <li key={agent.id}>
              <AgentCard agent={agent} />
            </li>
          ))}
        </ul>
      ) : (
        <p className={parts.emptyText}>Az irodának jelenleg nincs megjeleníthető munkatársa.</p>
      )}

      <OwnListings title="Ingatlanjaink" headingId="ingatlanok" listings={properties} emptyText="Az irodának jelenleg nincs meghirdetett ingatlana." path={`/iroda/${data.id}`} />
    </div>
  );
}

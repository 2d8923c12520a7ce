/**
 * @module The offices of the network by county, with a filter by place: each office with its
 * address, phone (tel: link) and e-mail, so a visitor finds and calls the nearest one.
 */
import { useDeferredValue, useId, useState } from 'react';
import { Link } from '../../navigation/Link';
import { officesCrumbs } from '../../../domain/pages/breadcrumbs';
import { mailtoHref, telHref } from '../../../domain/network/contactLinks';
import type { OfficeListItem } from '../../../domain/cms/networkSchemas';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { Icon } from '../../icons/Icon';
import type { PageProps } from '../routeModule';
import * as page from '../../../styles/pageStyles.css';
import { countyAnchor, groupByCounty, matchesOffice } from './officeGroups';
import type { OfficesData } from './officesData';
import * as styles from './officesPage.css';

function OfficeCard({ office }: { office: OfficeListItem }) {
  return (
    <article className={styles.officeCard}>
      <h3 className={styles.officeName}>
        <Link href={`/iroda/${office.id}`} className={styles.officeNameLink}>
          {office.name}
        </Link>
      </h3>
      <p className={styles.officeFact}>
        <Icon name="map-pin" className={styles.factIcon} size={16} />
        {office.address}
      </p>
      {office.agent_count > 0 && (
        <p className={styles.officeFact}>
          <Icon name="users" className={styles.factIcon} size={16} />
          {office.agent_count} munkatárs
        </p>
      )}
      <div className={styles.officeContacts}>
        {office.phone && (
          <a className={styles.contactLink} href={telHref(office.phone)} aria-label={`${office.name} hívása: ${office.phone}`}>
            <Icon name="phone" size={16} />
            {office.phone}
          </a>
        )}
        {office.email && (
          <a className={styles.contactLink} href={mailtoHref(office.email)}>
            <Icon name="mail" size={16} />
            {office.email}
          </a>
        )}
      </div>
    </article>
  );
}

export default function OfficesPage({ data }: PageProps<OfficesData>) {
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const inputId = useId();
  const groups = groupByCounty(data.offices.filter((office) => matchesOffice(office, deferredQuery)));
  const shown = groups.reduce((sum, group) => sum + group.offices.length, 0);
  const allGroups = groupByCounty(data.offices);
  return (
    <div className={page.column}>
      <Breadcrumbs crumbs={officesCrumbs()} />
      <h1 className={page.pageTitle}>Irodáink</h1>
      <p className={page.lead}>
        {data.offices.length} iroda {allGroups.length} vármegyében. Keresse meg az Önhöz legközelebbit!
      </p>
      <search className={styles.filterBar} aria-label="Irodák keresése">
        <label className={styles.filterLabel} htmlFor={inputId}>
          Szűrés városra, kerületre vagy vármegyére
        </label>
        <input
          id={inputId}
          className={styles.filterInput}
          type="search"
          value={query}
          placeholder="pl. Győr, XIII. kerület, Pest"
          autoComplete="off"
          onChange={(event) => setQuery(event.target.value)}
        />
        <nav aria-label="Vármegyék">
          <ul className={styles.countyLinks}>
            {allGroups.map((group) => (
              <li key={group.county.id}>
                <a className={styles.countyLink} href={`#${countyAnchor(group.county)}`}>
                  {group.county.label.replace(/ vármegye$/, '')} ({group.offices.length})
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </search>
      <p className={page.muted} role="status">
        {deferredQuery.trim() ? `${shown} iroda felel meg a szűrésnek.` : ''}
      </p>
      {shown === 0 ? (
        <p className={styles.empty}>
          Nincs iroda, amely megfelelne a szűrésnek.
          <button type="button" className={styles.clearButton} onClick={() => setQuery('')}>
            Összes iroda
          </button>
        </p>
      ) : (
        groups.map((group) => (
          <section key={group.county.id} id={countyAnchor(group.county)} className={styles.countySection} aria-labelledby={`${countyAnchor(group.county)}-cim`}>
            <h2 className={styles.countyTitle} id={`${countyAnchor(group.county)}-cim`}>
              {group.county.label} <span className={styles.countyCount}>{group.offices.length} iroda</span>
            </h2>
            <ul className={styles.grid}>
              {group.offices.map((office) => (
                <li key={office.id}>
                  <OfficeCard office={office} />
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
    </div>
  );
}

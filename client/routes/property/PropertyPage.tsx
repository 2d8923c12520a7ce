/**
 * @module One listing, where a buyer decides to call: its pictures, price and key facts beside the
 * agent and the office (a sticky card on wide screens, a call bar on phones), the description,
 * every feature grouped, the energy class on its scale, Otthon Start, the enquiry form, and
 * similar listings streamed in below.
 */
import type { PropertyDetail } from '../../../domain/cms/listingSchemas';
import { crumbHref, placeSearchCrumb, propertyCrumbs } from '../../../domain/pages/breadcrumbs';
import { listingAddressLines } from '../../../domain/geography/hungarianAddress';
import { isMonthlyFee, listingPriceLabel, pricePerSquareMetreLabel } from '../../../domain/listings/listingPrice';
import { propertyTypes } from '../../../domain/search/listingKinds';
import { formatNumber } from '../../../domain/helpers/numberFormat';
import { propertyPath, propertyPictures } from '../../../domain/listings/propertyPictures';
import { rentalFacts } from '../../../domain/listings/rentalFacts';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { useSiteState } from '../../site/SiteContext';
import type { PageProps } from '../routeModule';
import { AgentContact, CallBar, contactPhone, enquiryAnchor, OfficeCard, OfficeLine } from './Contacts';
import { EnergyScale } from './EnergyScale';
import { EnquiryForm } from './EnquiryForm';
import { featureLabel, groupFeatures } from './featureGroups';
import { Gallery } from './Gallery';
import { OtthonStartBadge, OtthonStartExample } from './OtthonStart';
import { PriceHistorySection, PriceNotes } from './PriceHistory';
import { startOfDay } from '../../../domain/listings/priceHistory';
import * as styles from './propertyPage.css';
import { ShareButton } from './ShareButton';
import { FavouriteButton } from '../../favourites/FavouriteButton';
import * as favouriteStyles from '../../favourites/favourites.css';
import { SimilarListings } from './SimilarListings';
import { Icon } from '../../icons/Icon';

const dateFormat = new Intl.DateTimeFormat('hu-HU', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'Europe/Budapest' });
const squareMetres = (value: number) => `${formatNumber(value)} m²`;

/** A list's facts: a label and its value, those the listing does not state left out. */
type Facts = [label: string, value: string | null][];
const stated = (facts: Facts): [string, string][] => facts.flatMap(([label, value]) => (value === null ? [] : [[label, value]]));

/** Each fact of the listing written once, as both fact lists and the price show it (null: not stated). */
function factValues(listing: PropertyDetail) {
  const area = (value: number | null) => (value === null ? null : squareMetres(value));
  return {
    price: listingPriceLabel(listing),
    perArea: pricePerSquareMetreLabel(listing),
    size: area(listing.default_size),
    netSize: area(listing.net_size),
    lotSize: area(listing.lot_size),
    rooms: listing.rooms === null ? null : String(listing.rooms),
    floor: listing.features.find((f) => f.key === 'floor')?.values[0]?.label ?? null,
  };
}
type FactValues = ReturnType<typeof factValues>;

/** The few facts a buyer reads first: floor area, rooms, and the plot or the floor. */
function keyFacts(values: FactValues): [string, string][] {
  const facts: Facts = [
    ['alapterület', values.size],
    ['szoba', values.rooms],
    ['telek', values.lotSize],
    // The value names the floor ("4. emelet", "Földszint"): the label says what it is without repeating it.
    ['szint', values.floor],
    ['hasznos terület', values.netSize],
  ];
  return stated(facts).slice(0, 3);
}

/** The basic facts, in the order a buyer compares listings. */
function basicFacts(listing: PropertyDetail, values: FactValues): [string, string][] {
  return stated([
    [isMonthlyFee(listing) ? 'Havi díj' : 'Ár', values.price],
    [listing.type.value === propertyTypes.plot ? 'Ár négyzetméterenként (telek)' : 'Négyzetméterár', values.perArea],
    ['Típus', listing.type.label],
    ['Kínálat', listing.sale_status.label],
    ['Alapterület', values.size],
    ['Hasznos alapterület', values.netSize],
    ['Telekméret', values.lotSize],
    ['Szobák száma', values.rooms],
    ['Frissítve', dateFormat.format(new Date(listing.updated_at))],
    ['Azonosító', String(listing.id)],
  ]);
}

/** The description as written: blank lines part paragraphs, single line breaks stay (text only, never HTML). */
function Description({ text }: { text: string }) {
  const paragraphs = text.split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean);
  return (
    <div className={styles.description}>
      {paragraphs.map((paragraph, i) => (
        <p key={i}>
          {paragraph.split('\n').map((line, j) => (
            <span key={j}>
              {j > 0 && <br />}
              {line}
            </span>
          ))}
        </p>
      ))}
    </div>
  );
}

function FactList({ title, facts }: { title: string; facts: [string, string][] }) {
  return (
    <div>
      <h3 className={styles.factGroupTitle}>{title}</h3>
      <dl className={styles.factList}>
        {facts.map(([name, value]) => (
          <div key={name} className={styles.factRow}>
            <dt className={styles.factName}>{name}</dt>
            <dd className={styles.factValue}>{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

export default function PropertyPage({ data }: PageProps<PropertyDetail>) {
  const { site } = useSiteState();
  const pictures = propertyPictures(data);
  const values = factValues(data);
  const { perArea } = values;
  const phone = contactPhone(data.agent, data.office);
  const searchPath = crumbHref(placeSearchCrumb(data.address));
  const address = listingAddressLines(data.address);
  const today = startOfDay(new Date());
  return (
    <article className={styles.page}>
      <Breadcrumbs crumbs={propertyCrumbs(data)} />
      <div className={styles.layout}>
        <header className={styles.titleArea}>
          <div>
            <h1 className={styles.title}>{data.name}</h1>
            <p className={styles.place}>
              <Icon name="map-pin" size={18} />
              <span>
                {address.postal}
                {address.area && (
                  <>
                    <br />
                    <span className={styles.placeArea}>{address.area}</span>
                  </>
                )}
              </span>
            </p>
          </div>
          <div className={favouriteStyles.pageActions}>
            <FavouriteButton listingId={data.id} variant="page" />
            <ShareButton title={data.name} url={new URL(propertyPath(data.id), site.siteUrl).href} />
          </div>
        </header>
        <div className={styles.galleryArea}>
          {/* Keyed by listing: following a similar listing starts its gallery and form afresh. */}
          <Gallery key={data.id} pictures={pictures} name={data.name} />
        </div>
        <aside className={styles.summaryArea} aria-label="Ár és kapcsolat">
          <div className={styles.card}>
            <p className={styles.saleBadge}>
              {data.sale_status.label} {data.type.label.toLocaleLowerCase('hu')}
            </p>
            <div>
              <p className={styles.price} data-price="">
                {values.price}
              </p>
              {perArea && <p className={styles.pricePerArea}>{perArea}</p>}
            </div>
            <PriceNotes listing={data} now={today} />
            {data.otthon_start && <OtthonStartBadge />}
            <dl className={styles.keyFacts}>
              {keyFacts(values).map(([label, value]) => (
                <div key={label} className={styles.keyFact}>
                  <dt className={styles.keyFactLabel}>{label}</dt>
                  <dd className={styles.keyFactValue}>{value}</dd>
                </div>
              ))}
            </dl>
            <AgentContact agent={data.agent} office={data.office} />
            <OfficeLine office={data.office} />
          </div>
        </aside>
        <div className={styles.detailsArea}>
          {(data.description.slogan || data.description.text) && (
            <section className={styles.section} aria-labelledby="leiras">
              <h2 id="leiras" className={styles.sectionTitle}>
                Leírás
              </h2>
              {data.description.slogan && <p className={styles.slogan}>{data.description.slogan}</p>}
              <Description text={data.description.text} />
            </section>
          )}
          <section className={styles.section} aria-labelledby="jellemzok">
            <h2 id="jellemzok" className={styles.sectionTitle}>
              Jellemzők
            </h2>
            <div className={styles.factGroups}>
              <FactList title="Alapadatok" facts={basicFacts(data, values)} />
              {data.rental && <FactList title="Bérleti feltételek" facts={rentalFacts(data.rental, data.price)} />}
              {groupFeatures(data.features).map((group) => (
                <FactList key={group.title} title={group.title} facts={group.features.map((f) => [featureLabel(f), f.values.map((v) => v.label).join(', ')])} />
              ))}
            </div>
          </section>
          <PriceHistorySection listing={data} now={today} />
          {data.energy_certificate && (
            <section className={styles.section} aria-labelledby="energia">
              <h2 id="energia" className={styles.sectionTitle}>
                Energetikai besorolás
              </h2>
              <EnergyScale certificate={data.energy_certificate} />
            </section>
          )}
          {data.otthon_start && (
            <section className={styles.section} aria-labelledby="otthon-start">
              <h2 id="otthon-start" className={styles.sectionTitle}>
                Otthon Start: mennyi lenne a törlesztő?
              </h2>
              <OtthonStartExample price={data.price} />
            </section>
          )}
          <section className={styles.section} aria-labelledby="iroda">
            <h2 id="iroda" className={styles.sectionTitle}>
              Az ingatlant kínáló iroda
            </h2>
            <OfficeCard office={data.office} />
          </section>
          <section id={enquiryAnchor} className={styles.section} aria-labelledby="erdeklodes-cim">
            <h2 id="erdeklodes-cim" className={styles.sectionTitle}>
              Érdeklődöm
            </h2>
            <EnquiryForm key={data.id} listing={data} />
          </section>
        </div>
      </div>
      <SimilarListings searchPath={searchPath} />
      <CallBar phone={phone} />
    </article>
  );
}

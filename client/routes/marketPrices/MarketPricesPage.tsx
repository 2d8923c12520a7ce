/**
 * @module A price statistics page: for the site's scope or one place, each group's median asking
 * price per m² with its distribution and 12-month trend (server-drawn SVG with the numbers as
 * tables), the dearest and cheapest areas within, and the Budapest district and county maps;
 * links into the search with the place chosen. Figures below the minimum of listings are not shown.
 */
import type { MarketArea, MarketGroup, MarketPrices } from '../../../domain/cms/marketSchemas';
import { formatNumber } from '../../../domain/helpers/numberFormat';
import { monthText, pricePerM2Figure, pricePerM2Text, pricePerM2Unit } from '../../../domain/marketStatistics/marketFormat';
import { marketPricesPathOf } from '../../../domain/marketStatistics/marketPricesPath';
import { budapestDistrictTiles, countyTiles } from '../../../domain/marketStatistics/tileLayouts';
import { niceTicks } from '../../../domain/helpers/chartScale';
import { emptySearchFilter, emptySearchQuery, searchPageHref } from '../../../domain/search/searchFilterQuery';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { BarPlot, barChartViewBox } from '../../components/charts/BarChart';
import { ChartFigure } from '../../components/charts/ChartFigure';
import { LinePlot, lineChartViewBox } from '../../components/charts/LineChart';
import { type Tile, TileMap } from '../../components/charts/TileMap';
import { Link } from '../../navigation/Link';
import { useSiteState } from '../../site/SiteContext';
import type { PageProps } from '../routeModule';
import * as page from '../../../styles/pageStyles.css';
import * as styles from './marketPrices.css';
import { hasFigures, marketPricesCrumbs, marketPricesHeading } from './marketPricesHead';

const dateFormat = new Intl.DateTimeFormat('hu-HU', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'Europe/Budapest' });

/** The search for the group's listings in the place. */
function searchHref(data: MarketPrices, group: MarketGroup): string {
  const places = data.place ? [{ kind: data.place.kind, id: data.place.id }] : [];
  return searchPageHref({ ...emptySearchQuery, filter: { ...emptySearchFilter, places, sale_status: group.sale_status, options: { property_types: [group.property_type] } } });
}

/** A sale price per m² without its unit, for the maps' tiles and legends (they show flats for sale). */
const saleFigure = (value: number) => pricePerM2Figure(value, 0);

function GroupSection({ data, group, index }: { data: MarketPrices; group: MarketGroup; index: number }) {
  const id = `csoport-${group.key}`;
  const unit = pricePerM2Unit(group.sale_status);
  const where = data.place?.name ?? 'a kínálatban';
  const shortFigure = (value: number) => pricePerM2Figure(value, group.sale_status);
  const trendPoints = group.trend.flatMap((t, i) => (t.median === null ? [] : [{ x: i, y: t.median }]));
  return (
    <section className={styles.card} aria-labelledby={id} data-group={group.key}>
      <h2 id={id} className={styles.cardTitle}>
        {group.label}
      </h2>
      {group.median === null ? (
        <p className={styles.tooFew} data-too-few="">
          {`Kevés hirdetés (${formatNumber(group.count)}) a megbízható értékhez: egy értékhez legalább ${data.min_listings} hirdetés kell.`}
        </p>
      ) : (
        <>
          <p className={styles.headline}>
            <span className={styles.figure} data-median="">
              {pricePerM2Text(group.median, group.sale_status)}
            </span>
            <span className={styles.muted}>{`medián, ${formatNumber(group.count)} hirdetés`}</span>
          </p>
          <Link href={searchHref(data, group)} className={styles.searchLink}>
            {`${group.label} – ${where}: hirdetések a keresőben`}
          </Link>
          <h3 className={styles.chartTitle}>{`Megoszlás (${unit})`}</h3>
          <ChartFigure
            id={`histogram-${index}`}
            title={`${group.label}: hirdetések száma négyzetméterár szerint`}
            description={`${group.histogram.length} sáv ${shortFigure(group.histogram[0]?.from ?? 0)} és ${shortFigure(group.histogram.at(-1)?.to ?? 0)} ${unit} között; a legtöbb hirdetés a ${shortFigure(
              [...group.histogram].sort((a, b) => b.count - a.count)[0]?.from ?? 0,
            )} ${unit} kezdetű sávban.`}
            viewBox={barChartViewBox}
            table={{
              caption: `${group.label}: megoszlás (${unit})`,
              head: ['Négyzetméterár', 'Hirdetés'],
              rows: group.histogram.map((bin) => [`${shortFigure(bin.from)}–${shortFigure(bin.to)}`, formatNumber(bin.count)]),
            }}
          >
            <BarPlot
              bars={group.histogram}
              axisLabels={[shortFigure(group.histogram[0]?.from ?? 0), shortFigure(group.histogram[Math.floor(group.histogram.length / 2)]?.from ?? 0), shortFigure(group.histogram.at(-1)?.to ?? 0)]}
            />
          </ChartFigure>
          <h3 className={styles.chartTitle}>Az elmúlt 12 hónap</h3>
          {trendPoints.length > 0 ? (
            <ChartFigure
              id={`trend-${index}`}
              title={`${group.label}: a hirdetett négyzetméterár mediánja havonta`}
              description={`${monthText(group.trend[0]?.month ?? '')} és ${monthText(group.trend.at(-1)?.month ?? '')} között, a hónap végén kínált hirdetések akkori ára alapján.`}
              viewBox={lineChartViewBox}
              table={{
                caption: `${group.label}: havi medián (${unit})`,
                head: ['Hónap', 'Medián', 'Hirdetés'],
                rows: group.trend.map((t) => [monthText(t.month), t.median === null ? '–' : shortFigure(t.median), formatNumber(t.count)]),
              }}
            >
              <LinePlot
                points={trendPoints}
                xDomain={[0, Math.max(1, group.trend.length - 1)]}
                step={false}
                formatTick={shortFigure}
                unit={unit}
                xLabels={[
                  { x: 0, label: monthText(group.trend[0]?.month ?? '') },
                  { x: group.trend.length - 1, label: monthText(group.trend.at(-1)?.month ?? '') },
                ]}
              />
            </ChartFigure>
          ) : (
            <p className={styles.tooFew}>A havi értékekhez kevés a hirdetés.</p>
          )}
        </>
      )}
    </section>
  );
}

const areaKindNames: Record<MarketArea['kind'], string> = { county: 'vármegyék', city: 'települések', district: 'kerületek', neighbourhood: 'városrészek' };

/** The dearest and cheapest areas (five each, all when there are few), by their flats' median. */
function AreasSection({ areas }: { areas: readonly MarketArea[] }) {
  const ranked = areas.filter((a) => a.median !== null);
  if (ranked.length === 0) return null;
  const kind = areaKindNames[ranked[0]?.kind ?? 'city'];
  const shown = ranked.length <= 10 ? ranked : [...ranked.slice(0, 5), ...ranked.slice(-5)];
  return (
    <section className={styles.card} aria-labelledby="teruletek">
      <h2 id="teruletek" className={styles.cardTitle}>
        {`Legdrágább és legolcsóbb ${kind}`}
      </h2>
      <p className={styles.muted}>Eladó lakások hirdetett négyzetméterárának mediánja.</p>
      <table className={styles.areaTable}>
        <thead>
          <tr>
            <th scope="col" className={styles.areaCell}>
              Terület
            </th>
            <th scope="col" className={styles.areaNumber}>
              Medián
            </th>
            <th scope="col" className={styles.areaNumber}>
              Hirdetés
            </th>
          </tr>
        </thead>
        <tbody>
          {shown.map((area) => (
            <tr key={`${area.kind}:${area.id}`}>
              <th scope="row" className={styles.areaCell}>
                {area.slug ? <Link href={marketPricesPathOf(area.slug)}>{area.name}</Link> : area.name}
              </th>
              <td className={styles.areaNumber}>{area.median === null ? '–' : pricePerM2Text(area.median, 0)}</td>
              <td className={styles.areaNumber}>{formatNumber(area.count)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** Five bins over the values: the inner bounds and a legend line each. */
function mapBins(values: readonly number[]): { bounds: number[]; legend: string[] } {
  if (values.length === 0) return { bounds: [], legend: [] };
  const ticks = niceTicks(Math.min(...values), Math.max(...values), 6);
  const bounds = ticks.slice(1, -1);
  const legend = ticks.slice(0, -1).map((from, i) => `${saleFigure(from)} – ${pricePerM2Text(ticks[i + 1] ?? from, 0)}`);
  return { bounds, legend };
}

function AreaMap({ id, heading, areas, layout, shortName }: { id: string; heading: string; areas: readonly MarketArea[]; layout: Parameters<typeof TileMap>[0]['layout']; shortName: (area: MarketArea) => string }) {
  const { bounds, legend } = mapBins(areas.flatMap((a) => (a.median === null ? [] : [a.median])));
  const tiles: Tile[] = areas.map((area) => {
    const valueText = area.median === null ? '–' : saleFigure(area.median);
    return {
      id: area.id,
      short: shortName(area),
      label: `${area.name}: ${area.median === null ? `kevés hirdetés (${area.count})` : pricePerM2Text(area.median, 0)}`,
      value: area.median,
      valueText,
      href: area.slug ? marketPricesPathOf(area.slug) : null,
    };
  });
  return (
    <section className={styles.card} aria-labelledby={`${id}-cim`}>
      <h2 id={`${id}-cim`} className={styles.cardTitle}>
        {heading}
      </h2>
      <p className={styles.muted}>Eladó lakások hirdetett négyzetméterárának mediánja, ezer Ft/m²; vázlatos elrendezés, nem valódi határok. Egy mezőre kattintva a terület oldala nyílik meg.</p>
      <TileMap id={id} title={heading} description={`${tiles.length} terület, mindegyikben az értéke; a színek sávjait a jelmagyarázat adja meg.`} tiles={tiles} layout={layout} bounds={bounds} legend={legend} />
    </section>
  );
}

const districtShort = (area: MarketArea) => area.name.replace(/^Budapest /, '').replace(/ kerület$/, '');
/** Names short enough for a tile (the full name is the tile's title and in the table below). */
const countyShortNames: ReadonlyMap<string, string> = new Map([
  ['Bács-Kiskun', 'Bács-K.'],
  ['Borsod-Abaúj-Zemplén', 'Borsod'],
  ['Csongrád-Csanád', 'Csongrád'],
  ['Győr-Moson-Sopron', 'Gy-M-S'],
  ['Hajdú-Bihar', 'Hajdú-B.'],
  ['Jász-Nagykun-Szolnok', 'Szolnok'],
  ['Komárom-Esztergom', 'Komárom'],
  ['Szabolcs-Szatmár-Bereg', 'Szabolcs'],
]);
const countyShort = (area: MarketArea) => {
  const name = area.name.replace(/ vármegye$/, '');
  return countyShortNames.get(name) ?? name;
};

export default function MarketPricesPage({ data }: PageProps<MarketPrices>) {
  const { site } = useSiteState();
  const shownGroups = data.groups.filter((g) => g.count > 0);
  const counties = data.place === null ? data.areas.filter((a) => a.kind === 'county') : [];
  const districts = data.districts.length > 0 ? data.districts : data.areas.filter((a) => a.kind === 'district');
  return (
    <div className={page.column}>
      <Breadcrumbs crumbs={marketPricesCrumbs(data)} />
      <h1 className={page.pageTitle}>{marketPricesHeading(data)}</h1>
      <p className={styles.intro}>
        {`${site.siteName} kínálatában most szereplő ${formatNumber(data.listing_count)} eladó és kiadó hirdetés alapján, ${dateFormat.format(new Date(data.computed_at))} szerint.`}
      </p>
      <p className={styles.note}>
        {`Hirdetett (kínálati) árak, nem eladási árak; csak az oldal saját hirdetései. A medián a középső érték: a hirdetések fele olcsóbb, fele drágább. Egy értékhez legalább ${data.min_listings} hirdetés kell.`}
      </p>
      {!hasFigures(data) && (
        <p className={styles.tooFew} data-too-few-page="">
          {`Itt kevés a hirdetés ahhoz, hogy megbízható árat mutassunk (${formatNumber(data.listing_count)} hirdetés; egy értékhez legalább ${data.min_listings} kell).`}
        </p>
      )}
      {shownGroups.map((group, index) => (
        <GroupSection key={group.key} data={data} group={group} index={index} />
      ))}
      {districts.some((d) => d.median !== null) && <AreaMap id="kerulet-terkep" heading="Budapesti kerületek" areas={districts} layout={budapestDistrictTiles} shortName={districtShort} />}
      {counties.filter((c) => c.count > 0).length > 1 && <AreaMap id="megye-terkep" heading="Vármegyék" areas={counties} layout={countyTiles} shortName={countyShort} />}
      <AreasSection areas={data.areas} />
    </div>
  );
}

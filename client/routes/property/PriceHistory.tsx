/**
 * @module A listing's price over time: beside the price, "Árcsökkenés" with the amount and share
 * when the latest change was a reduction and the days on the market; in the details, the history
 * as a step chart with the same figures in a table (rules in domain/listings/priceHistory.ts). The
 * chart's price axis starts at zero like every value axis of the site: a reduction of 5 % is drawn as
 * 5 % of the price, not as a cliff; the points mark each change and the table gives its amount and share.
 */
import type { PropertyDetail } from '../../../domain/cms/listingSchemas';
import { isMonthlyFee } from '../../../domain/listings/listingPrice';
import { daysOnMarket, daysOnMarketLabel, priceSteps, reductionFigures } from '../../../domain/listings/priceHistory';
import { formatNumber, hungarianNumberFormat } from '../../../domain/helpers/numberFormat';
import { formatPrice } from '../../../domain/search/searchFilter';
import { ChartFigure } from '../../components/charts/ChartFigure';
import { LinePlot, lineChartViewBox } from '../../components/charts/LineChart';
import * as styles from './priceHistory.css';
import { marketPricesPathOf } from '../../../domain/marketStatistics/marketPricesPath';
import { Link } from '../../navigation/Link';
import { formatPercent, formatPercentChange } from '../../../domain/helpers/numberFormat';

const shortDate = new Intl.DateTimeFormat('hu-HU', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'Europe/Budapest' });
const monthLabel = new Intl.DateTimeFormat('hu-HU', { year: 'numeric', month: 'short', timeZone: 'Europe/Budapest' });

const millions = hungarianNumberFormat({ maximumFractionDigits: 2 });

/**
 * The price axis's ticks in one unit, which the chart writes above them: millions for a sale price,
 * forints for a monthly fee (formatPrice would switch units at a million within one axis).
 */
const priceAxis = (monthly: boolean) => (monthly ? { unit: 'Ft/hó', format: formatNumber } : { unit: 'M Ft', format: (forints: number) => millions.format(forints / 1_000_000) });

/** The statistics a listing links to: the nearest place around it with a figure (the CMS says which), else the scope's page. */
function statisticsLink(listing: PropertyDetail): { path: string; label: string } {
  const place = listing.market_place;
  return place ? { path: marketPricesPathOf(place.slug), label: `Ingatlanárak: ${place.name}` } : { path: marketPricesPathOf(null), label: 'Ingatlanárak' };
}

/** The reduction badge, the days on the market and the link to the place's prices, under the price. */
export function PriceNotes({ listing, now }: { listing: PropertyDetail; now: Date }) {
  const reduction = reductionFigures(listing.price_reduction, listing.price);
  const statistics = statisticsLink(listing);
  return (
    <div className={styles.notes}>
      {reduction && listing.price_reduction && (
        <p className={styles.reduction} data-price-reduction="">
          <strong>Árcsökkenés</strong>
          <span>{`−${formatPrice(reduction.amount)} (−${formatPercent(reduction.share)})`}</span>
          <span className={styles.previous}>
            korábban <s>{formatPrice(listing.price_reduction.previous_price)}</s>
          </span>
        </p>
      )}
      <p className={styles.days} data-days-on-market="">
        {daysOnMarketLabel(daysOnMarket(listing.created_at, now))}
      </p>
      <Link href={statistics.path} className={styles.statisticsLink} data-statistics-link="">
        {statistics.label}
      </Link>
    </div>
  );
}

/** The history as a step chart and a table; nothing for a listing whose price never changed. */
export function PriceHistorySection({ listing, now }: { listing: PropertyDetail; now: Date }) {
  if (listing.price_history.length === 0) return null;
  const steps = priceSteps(listing.created_at, listing.price, listing.price_history);
  const start = Date.parse(listing.created_at);
  const end = Math.max(now.getTime(), ...steps.map((s) => Date.parse(s.from)));
  const unit = isMonthlyFee(listing) ? 'havi díj' : 'ár';
  const axis = priceAxis(isMonthlyFee(listing));
  const first = steps[0];
  const rows = steps.map((s, i) => {
    const before = steps[i - 1];
    const change = before ? formatPercentChange(before.price, s.price) : 'meghirdetve';
    return [shortDate.format(new Date(s.from)), formatPrice(s.price), change] as const;
  });
  return (
    <section className={styles.section} aria-labelledby="artortenet">
      <h2 id="artortenet" className={styles.title}>
        Ártörténet
      </h2>
      <ChartFigure
        id="price-history"
        title={`A hirdetett ${unit} változása`}
        description={`${first ? formatPrice(first.price) : ''} induló ${unit}, ${listing.price_history.length} változás, jelenleg ${formatPrice(listing.price)}.`}
        viewBox={lineChartViewBox}
        table={{ caption: `Ártörténet (hirdetett ${unit})`, head: ['Dátum', 'Ár', 'Változás'], rows }}
      >
        <LinePlot
          points={steps.map((s) => ({ x: Date.parse(s.from), y: s.price }))}
          xDomain={[start, end]}
          step
          formatTick={axis.format}
          unit={axis.unit}
          xLabels={[
            { x: start, label: monthLabel.format(new Date(start)) },
            { x: end, label: monthLabel.format(new Date(end)) },
          ]}
        />
      </ChartFigure>
    </section>
  );
}

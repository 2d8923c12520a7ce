/**
 * @module The home page's quick search: place, type, sale status and a top price, opening
 * /kereses with those filters. A GET form, so it searches without JavaScript too (all but the
 * place, which needs the live place search). The place field suggests places as the visitor
 * types (the browser's own datalist: the combobox library stays on the search page); a place
 * typed but not picked is the place search's best match.
 */
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useLocation } from '../../navigation/Navigation';
import type { PlaceOption } from '../../../domain/cms/networkSchemas';
import type { DropdownOption } from '../../../domain/search/filterDropdowns';
import { keepsPriceMeaning, priceScaleOf } from '../../../domain/search/priceScale';
import { numericInputProblem, parseNumericInput, parsePlaceId, saleStatusOptions } from '../../../domain/search/searchFilter';
import { emptySearchFilter, emptySearchQuery, searchPageHref } from '../../../domain/search/searchFilterQuery';
import * as styles from './homePage.css';
import { Icon } from '../../icons/Icon';

const suggestionLimit = 8;
const debounceMs = 200;

/** The place search, loaded on first use (it brings the answer's schema). */
const findPlaces = async (search: string, limit: number, signal?: AbortSignal) => (await import('../../components/placeSearch')).findPlaces(search, limit, signal);

/** Suggestions for the typed place, debounced; an answer to an older text is dropped. */
function usePlaceSuggestions(text: string): PlaceOption[] {
  const [found, setFound] = useState<PlaceOption[]>([]);
  useEffect(() => {
    if (text.trim() === '') return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      findPlaces(text, suggestionLimit, controller.signal).then(setFound, () => undefined);
    }, debounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text]);
  return found;
}

export function QuickSearch({ propertyTypes }: { propertyTypes: readonly DropdownOption[] }) {
  const [, navigate] = useLocation();
  const [place, setPlace] = useState('');
  const [type, setType] = useState('');
  const [status, setStatus] = useState(String(saleStatusOptions[0].value));
  const [price, setPrice] = useState('');
  const [busy, setBusy] = useState(false);
  const suggestions = usePlaceSuggestions(place);
  const ids = useId();
  // A rent's top price is typed in forints a month, a sale's in millions (domain/search/priceScale.ts).
  const scale = priceScaleOf(Number(status));
  const priceProblem = numericInputProblem('price', price, scale);
  const picked = suggestions.find((s) => s.label === place.trim());

  /** A price typed for a sale means nothing for a rent (and back): it is cleared, as on the search page. */
  const changeStatus = (next: string) => {
    if (!keepsPriceMeaning(Number(status), Number(next))) setPrice('');
    setStatus(next);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (priceProblem) return;
    setBusy(true);
    // A place typed but not picked from the list: the place search's best match.
    const chosen = picked ?? (place.trim() ? (await findPlaces(place, 1).catch(() => []))[0] : undefined);
    setBusy(false);
    const placeRef = chosen ? parsePlaceId(chosen.id) : null;
    const max = parseNumericInput(price, scale);
    const statusValue = Number(status);
    navigate(
      searchPageHref({
        ...emptySearchQuery,
        filter: {
          ...emptySearchFilter,
          places: placeRef ? [placeRef] : [],
          options: type ? { property_types: [Number(type)] } : {},
          sale_status: statusValue === saleStatusOptions[0].value ? undefined : statusValue,
          ranges: max === null ? {} : { price: { min: undefined, max: Math.round(max * scale.multiplier) } },
        },
      }),
    );
  };

  return (
    <form className={styles.quickSearch} action="/kereses" method="get" onSubmit={(e) => void submit(e)} aria-labelledby={`${ids}-cim`} noValidate>
      <h2 id={`${ids}-cim`} className={styles.quickTitle}>
        Keressen ingatlant
      </h2>
      <div className={styles.quickFields}>
        <div className={`${styles.quickField} ${styles.quickPlace}`}>
          <label className={styles.quickLabel} htmlFor={`${ids}-hely`}>
            Hol?
          </label>
          <input
            id={`${ids}-hely`}
            className={styles.quickInput}
            list={`${ids}-helyek`}
            placeholder="Település, kerület, megye"
            autoComplete="off"
            value={place}
            onChange={(e) => setPlace(e.target.value)}
          />
          <datalist id={`${ids}-helyek`}>
            {suggestions.map((s) => (
              <option key={s.id} value={s.label}>
                {s.detail ?? ''}
              </option>
            ))}
          </datalist>
          {picked && <input type="hidden" name="places" value={picked.id} />}
        </div>
        <div className={styles.quickField}>
          <label className={styles.quickLabel} htmlFor={`${ids}-tipus`}>
            Típus
          </label>
          <select id={`${ids}-tipus`} className={styles.quickInput} name="property_types" value={type} onChange={(e) => setType(e.target.value)}>
            <option value="">Mindegy</option>
            {propertyTypes.map((t) => (
              <option key={t.value} value={t.value}>
                {t.label}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.quickField}>
          <label className={styles.quickLabel} htmlFor={`${ids}-kinalat`}>
            Kínálat
          </label>
          <select id={`${ids}-kinalat`} className={styles.quickInput} name="sale_status" value={status} onChange={(e) => changeStatus(e.target.value)}>
            {saleStatusOptions.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.quickField}>
          <label className={styles.quickLabel} htmlFor={`${ids}-ar`}>
            Ár legfeljebb <span className={styles.quickHint}>({scale.unit})</span>
          </label>
          <input
            id={`${ids}-ar`}
            className={styles.quickInput}
            name="price_max"
            inputMode={scale.fractions ? 'decimal' : 'numeric'}
            autoComplete="off"
            placeholder={scale.fractions ? 'pl. 60' : 'pl. 300000'}
            value={price}
            aria-invalid={Boolean(priceProblem)}
            aria-describedby={priceProblem ? `${ids}-ar-hiba` : undefined}
            onChange={(e) => setPrice(e.target.value)}
          />
          {priceProblem && (
            <p id={`${ids}-ar-hiba`} className={styles.quickError}>
              {priceProblem}
            </p>
          )}
        </div>
        <button type="submit" className={styles.quickButton} disabled={busy}>
          <Icon name="search" size={20} />
          {/* Not "Keresés": that names the header's Search button. */}
          Találatok megtekintése
        </button>
      </div>
    </form>
  );
}

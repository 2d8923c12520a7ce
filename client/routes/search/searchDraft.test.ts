import { describe, expect, it } from 'vitest';
import { numericOnlyMessage, wholeNumberMessage } from '../../../domain/search/searchFilter';
import { queryString, queryValuesOf, readSearchQuery, writeSearchQuery } from '../../../domain/search/searchFilterQuery';
import { draftOf, minAboveMaxMessage, searchOfDraft, tooLargeMessage, withSaleStatus } from './searchDraft';

const queryOf = (text: string) => readSearchQuery(queryValuesOf(new URLSearchParams(text)), 'page').query;
const gyor = { id: 'city:136', type: 'city' as const, label: 'Győr', detail: 'Győr-Moson-Sopron vármegye' };

describe('draftOf and searchOfDraft', () => {
  it('shows a search in the form and reads the same search back from it', () => {
    const text = 'id=42&places=city:136&price_min=20&price_max=49.9&otthon_start_hitel_filter=true&rooms_min=2&heating=1,4&sort=price_asc';
    const query = queryOf(text);
    const draft = draftOf(query, [gyor]);
    expect(draft.texts).toMatchObject({ id: '42', price_min: '20', price_max: '49,9', rooms_min: '2', rooms_max: '' });
    expect(draft.places).toEqual([gyor]);
    const read = searchOfDraft(draft, query);
    expect(read.problems).toEqual({});
    expect(queryString(writeSearchQuery(read.query, 'page'))).toBe(text);
  });

  it('names each numeric problem in Hungarian beside its input, and a minimum above its maximum beside the field', () => {
    const draft = draftOf(queryOf(''), []);
    const typed = { ...draft, texts: { ...draft.texts, id: '12a', rooms_min: '2,5', net_size_min: '80', net_size_max: '60', rooms_max: '5000' } };
    expect(searchOfDraft(typed, { sort: 'newest' }).problems).toEqual({
      id: numericOnlyMessage,
      rooms_min: wholeNumberMessage,
      rooms_max: tooLargeMessage,
      net_size: minAboveMaxMessage,
    });
  });

  it('starts a changed search on its first page', () => {
    const query = queryOf('rooms_min=2&page=4');
    const draft = draftOf(query, []);
    expect(searchOfDraft({ ...draft, texts: { ...draft.texts, rooms_min: '3' } }, query).query.page).toBe(1);
  });

  it('shows and reads a rent price in whole forints a month, and refuses a fraction of a forint', () => {
    const query = queryOf('price_max=300000&sale_status=1');
    const draft = draftOf(query, []);
    expect(draft.texts.price_max).toBe('300000');
    expect(searchOfDraft(draft, query).query.filter.ranges.price?.max).toBe(300_000);
    expect(searchOfDraft({ ...draft, texts: { ...draft.texts, price_max: '0,3' } }, query).problems).toEqual({ price_max: wholeNumberMessage });
  });

  it('clears the price when switching between sale and rent, where the number would mean something else', () => {
    const sale = draftOf(queryOf('price_min=20&price_max=60&rooms_min=2'), []);
    const rent = withSaleStatus(sale, 1);
    expect(rent.texts).toMatchObject({ price_min: '', price_max: '', rooms_min: '2' });
    expect(queryString(writeSearchQuery(searchOfDraft(rent, { sort: 'newest' }).query, 'page'))).toBe('sale_status=1&rooms_min=2');
    const typedRent = { ...rent, texts: { ...rent.texts, price_max: '300000' } };
    expect(withSaleStatus(typedRent, 0).texts.price_max).toBe('');
  });

  it('keeps the price and the pets filter between rent and lease, both monthly; drops the pets filter for a sale', () => {
    const rent = draftOf(queryOf('sale_status=1&price_max=300000&pets_allowed=true'), []);
    const lease = withSaleStatus(rent, 2);
    expect(lease.texts.price_max).toBe('300000');
    expect(lease.filter.pets_allowed).toBe(true);
    expect(withSaleStatus(rent, 0).filter.pets_allowed).toBe(false);
    expect(searchOfDraft(lease, { sort: 'newest' }).query.filter).toMatchObject({ sale_status: 2, ranges: { price: { min: undefined, max: 300_000 } } });
  });

  it('drops the Otthon Start filter when switching to rent or lease: the loan buys a home only', () => {
    const sale = draftOf(queryOf('otthon_start_hitel_filter=true'), []);
    expect(sale.filter.otthon_start_hitel_filter).toBe(true);
    expect(withSaleStatus(sale, 1).filter.otthon_start_hitel_filter).toBe(false);
    expect(withSaleStatus(sale, 0).filter.otthon_start_hitel_filter).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { type SearchRequest, searchRequestSchema } from '../../../domain/cms/searchRequestSchema';
import { searchFilterFields } from '../../../domain/searchFilter';
import { searchQueryParams } from '../../../domain/searchFilterQuery';
import { searchStatements, searchWhere } from './searchQuery';

const request = (query: string): SearchRequest => searchRequestSchema.parse(Object.fromEntries(new URLSearchParams(query)));

describe('searchStatements', () => {
  it('binds every value from the request and writes none into the SQL', () => {
    const sentinel = 987_654;
    const { page, count } = searchStatements(
      request(
        `unit_type=franchise&franchise_id=${sentinel}&id=${sentinel}&price_min=${sentinel}&lot_size_max=${sentinel}&county=998` +
          `&places=city:${sentinel},district:${sentinel},neighbourhood:${sentinel},county:${sentinel}&condition=999&equipment=53&page=7&page_size=13`,
      ),
    );
    for (const statement of [page, count]) {
      expect(statement.sql).not.toMatch(new RegExp(`${sentinel}|998|999|\\b13\\b|\\b78\\b`));
      expect(statement.params.filter((p) => p === sentinel).length).toBe(8);
      expect(statement.sql.split('?').length - 1).toBe(statement.params.length);
    }
    expect(page.params.slice(-2)).toEqual([13, 78]);
    expect(page.params).toContain(2 ** 52);
  });

  it('reads an office search from the office search index, and a property id by its key', () => {
    expect(searchStatements(request('unit_type=office&office_id=13&places=city:1')).count.sql).toContain('INDEXED BY properties_office_search');
    expect(searchStatements(request('unit_type=office&office_id=13&id=5')).count.sql).not.toContain('INDEXED BY');
    expect(searchStatements(request('unit_type=franchise&franchise_id=1')).count.sql).not.toContain('INDEXED BY');
  });

  it('searches counties and cities with one IN over cities, the Otthon Start flag literally', () => {
    const { count } = searchStatements(request('unit_type=franchise&franchise_id=1&places=city:1,county:13&otthon_start_hitel_filter=true'));
    expect(count.sql).toContain('p.city_id IN (SELECT id FROM cities WHERE id IN (?) OR county_id IN (?))');
    expect(count.sql).not.toContain(' OR p.');
    expect(count.sql).toContain('p.otthon_start = 1');
  });

  it('searches listings for sale by default, and any status by id unless a status is asked', () => {
    expect(searchWhere(request('unit_type=franchise&franchise_id=1')).sql).toContain('p.sale_status = ?');
    expect(searchWhere(request('unit_type=franchise&franchise_id=1&id=5')).sql).not.toContain('sale_status');
    const both = searchWhere(request('unit_type=franchise&franchise_id=1&id=5&sale_status=1'));
    expect(both.sql).toContain('p.sale_status = ?');
    expect(both.params).toEqual([1, 5, 1]);
  });
});

describe('the search and the filter definition of domain/searchFilter.ts', () => {
  it('filters on the column the definition names, for every field with one', () => {
    const unit = 'unit_type=franchise&franchise_id=1';
    for (const field of searchFilterFields) {
      if (!('column' in field)) continue;
      const value = field.kind === 'range' ? `${field.param}_min=1` : field.kind === 'checkbox' ? `${field.param}=true` : field.kind === 'yesNo' ? `${field.param}=true` : `${field.param}=1`;
      expect(searchWhere(request(`${unit}&${value}`)).sql, field.name).toMatch(new RegExp(`p\\.${field.column}\\b`));
    }
  });

  it('accept a parameter for every form field, and an empty one as not given', () => {
    const unit = { unit_type: 'franchise', franchise_id: '1' };
    expect(searchQueryParams).toHaveLength(searchFilterFields.length + 5 + 2);
    for (const param of searchQueryParams) expect(searchRequestSchema.safeParse({ ...unit, [param]: '' }).success, param).toBe(true);
  });
});

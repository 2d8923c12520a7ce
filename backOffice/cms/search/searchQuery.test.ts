import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type SearchRequest, searchRequestSchema } from '../../../domain/cms/searchRequestSchema';
import { dropdownOptionLists } from '../../../domain/search/filterOptionLists';
import { searchFilterFields } from '../../../domain/search/searchFilter';
import { maxListValues, searchQueryParams } from '../../../domain/search/searchFilterQuery';
import { leastFilterParameters } from '../../../domain/search/filterParameters';
import { everyOption, filterShapeRuns, filterShapes, fortyCitiesFilter, largestFilter } from '../../test/searchFilterShapes';
import { areaCondition, balancedJoin, FilterOverBudget, maxBoundParameters, maxPlaceholderPlaces, oneOf, searchStatements, searchWhere, whereBudget } from './searchQuery';

const request = (query: string): SearchRequest => searchRequestSchema.parse(Object.fromEntries(new URLSearchParams(query)));
/** The WHERE clause of a statement that binds nothing else. */
const whereOf = (query: string) => searchWhere(request(query), maxBoundParameters);

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
    expect(count.sql).toContain('p.city_id IN (SELECT id FROM cities WHERE id = ? OR county_id = ?)');
    expect(count.sql).not.toContain(' OR p.');
    expect(count.sql).toContain('p.otthon_start = 1');
  });

  it('searches listings for sale by default, and any status by id unless a status is asked', () => {
    expect(whereOf('unit_type=franchise&franchise_id=1').sql).toContain('p.sale_status = ?');
    expect(whereOf('unit_type=franchise&franchise_id=1&id=5').sql).not.toContain('sale_status');
    const both = whereOf('unit_type=franchise&franchise_id=1&id=5&sale_status=1');
    expect(both.sql).toContain('p.sale_status = ?');
    expect(both.params).toEqual([1, 5, 1]);
  });
});

describe('the search area in SQL', () => {
  it('writes the area as numeric literals of its parse, binding nothing: its text never reaches the SQL', () => {
    const plain = whereOf('unit_type=franchise&franchise_id=1');
    const withArea = whereOf('unit_type=franchise&franchise_id=1&area=47.50000,19.0;47.6,19.1;47.5,19.2');
    expect(withArea.params).toEqual(plain.params);
    expect(withArea.sql).toContain(areaCondition([[47.5, 19], [47.6, 19.1], [47.5, 19.2]]));
    expect(withArea.sql).not.toContain('47.50000');
    expect(withArea.sql).toContain('p.latitude BETWEEN 47.49749 AND 47.60251');
  });

  it("tests in a point's latitude band only the edges spanning it, for each kind of point (stored, or an area listing's grid point), never a level edge", () => {
    // The triangle's base is level: one band, spanned by its two sloped sides.
    const triangle = areaCondition([[47.5, 19], [47.6, 19.1], [47.5, 19.2]]);
    expect(triangle.match(/ \* \(/g)).toHaveLength(2 * 2 * 2);
    expect(triangle).not.toContain(' != ');
    // A circle of 40 vertices: 20 latitudes, 19 bands, each spanned by one edge on either side.
    const circle = Array.from({ length: 40 }, (_, i): [number, number] => [
      Number((47.5 + 0.05 * Math.sin((2 * Math.PI * (i + 0.5)) / 40)).toFixed(5)),
      Number((19 + 0.07 * Math.cos((2 * Math.PI * (i + 0.5)) / 40)).toFixed(5)),
    ]);
    expect(areaCondition(circle).match(/ \* \(/g)).toHaveLength(2 * 2 * 2 * 19);
  });

  it('tests every edge where the bands would repeat them too often (a spiky area)', () => {
    // Spikes between 47 and 48 alternately: every edge spans nearly every band.
    const spiky = Array.from({ length: 40 }, (_, i): [number, number] => [i % 2 === 0 ? 47 + i * 0.0001 : 48 - i * 0.0001, 19 + i * 0.01]);
    const sql = areaCondition(spiky);
    expect(sql.match(/ != /g)).toHaveLength(2 * 40);
    expect(sql).not.toContain('CASE');
  });
});

describe('balancedJoin', () => {
  it('joins terms in their order as a balanced tree: 40 nest 6 deep, not 40 (SQLite refuses an expression over 100 deep)', () => {
    const terms = Array.from({ length: 40 }, (_, i) => `t${i}`);
    const sql = balancedJoin(terms, '+');
    expect(sql.match(/t\d+/g)).toEqual(terms);
    let depth = 0;
    let deepest = 0;
    for (const character of sql) {
      if (character === '(') deepest = Math.max(deepest, ++depth);
      else if (character === ')') depth -= 1;
    }
    expect(deepest).toBe(6);
    expect(balancedJoin(['p.office_id = ?'], 'AND')).toBe('p.office_id = ?');
  });
});

describe('the search and the filter definition of domain/search/searchFilter.ts', () => {
  it('filters on the column the definition names, for every field with one', () => {
    const unit = 'unit_type=franchise&franchise_id=1';
    for (const field of searchFilterFields) {
      if (!('column' in field)) continue;
      const value = field.kind === 'range' ? `${field.param}_min=1` : field.kind === 'checkbox' ? `${field.param}=true` : field.kind === 'yesNo' ? `${field.param}=true` : `${field.param}=1`;
      expect(whereOf(`${unit}&${value}`).sql, field.name).toMatch(new RegExp(`p\\.${field.column}\\b`));
    }
  });

  it('accept a parameter for every form field, and an empty one as not given', () => {
    const unit = { unit_type: 'franchise', franchise_id: '1' };
    expect(searchQueryParams).toHaveLength(searchFilterFields.length + 5 + 2);
    for (const param of searchQueryParams) expect(searchRequestSchema.safeParse({ ...unit, [param]: '' }).success, param).toBe(true);
  });
});

/** The most the request schema lets a search ask, in the unit. */
const largestRequest = (unit: string) => `${unit}&${largestFilter()}&sort=price_asc&page=1000&page_size=60`;

const parameterCount = (sql: string) => sql.split('?').length - 1;

describe('searchStatements under D1\'s limit of bound parameters', () => {
  it('binds one value as itself, several as a placeholder each or as one JSON array', () => {
    expect(oneOf('p.condition', [3], 'json')).toEqual({ sql: 'p.condition = ?', params: [3] });
    expect(oneOf('p.condition', [1, 3], 'placeholders')).toEqual({ sql: 'p.condition IN (?, ?)', params: [1, 3] });
    expect(oneOf('p.condition', [1, 3], 'json')).toEqual({ sql: 'p.condition IN (SELECT value FROM json_each(?))', params: ['[1,3]'] });
  });

  it('gives option values a placeholder each while the page fits the limit, and each option list one JSON array past it', () => {
    const short = whereOf('unit_type=franchise&franchise_id=1&heating=1,2,3&furnished=true,false');
    expect(short.sql).toContain('p.heating IN (?, ?, ?)');
    expect(short.params).toEqual([1, 0, 1, 2, 3, 1, 0]);
    const all = searchStatements(request(`unit_type=franchise&franchise_id=1&${everyOption}&furnished=true,false`));
    expect(all.count.sql).toContain('p.heating IN (SELECT value FROM json_each(?))');
    expect(all.count.sql).toContain('p.furnished IN (SELECT value FROM json_each(?))');
    expect(all.count.params).toContain(JSON.stringify(dropdownOptionLists.heating.map((o) => o.value)));
    expect(all.page.params.length).toBeLessThanOrEqual(maxBoundParameters);
  });

  it('gives each of a few places a placeholder, which the planner counts, and many places one JSON array a kind', () => {
    const few = Array.from({ length: maxPlaceholderPlaces }, (_, i) => (i % 2 ? `city:${i + 1}` : `district:${i + 1}`));
    const fewWhere = whereOf(`unit_type=franchise&franchise_id=1&places=${few.join(',')}`);
    expect(fewWhere.sql).toContain(`(p.city_id IN (${Array(maxPlaceholderPlaces / 2).fill('?').join(', ')}) OR p.district_id IN (`);
    expect(fewWhere.params).toHaveLength(1 + maxPlaceholderPlaces + 1);
    const many = whereOf(`unit_type=franchise&franchise_id=1&places=${[...few, 'neighbourhood:5', 'county:13'].join(',')}`);
    expect(many.sql).toContain(
      '(p.city_id IN (SELECT id FROM cities WHERE id IN (SELECT value FROM json_each(?)) OR county_id = ?) OR p.district_id IN (SELECT value FROM json_each(?)) OR p.neighbourhood_id = ?)',
    );
    const ids = (kind: string) => JSON.stringify(few.filter((p) => p.startsWith(`${kind}:`)).map((p) => Number(p.split(':')[1])));
    expect(many.params.slice(1, 5)).toEqual([ids('city'), 13, ids('district'), 5]);
  });

  it('stays within 100 parameters a statement for the largest search the request schema accepts', () => {
    for (const unit of ['unit_type=franchise&franchise_id=1', 'unit_type=office&office_id=13']) {
      const largest = request(largestRequest(unit));
      expect(largest.filter.places).toHaveLength(maxListValues);
      for (const statement of Object.values(searchStatements(largest))) {
        expect(parameterCount(statement.sql)).toBe(statement.params.length);
        expect(statement.params.length).toBeLessThanOrEqual(maxBoundParameters);
      }
    }
  });

  it('stays within 100 parameters a statement for any mix of real options and places (fast-check, fixed seed)', () => {
    fc.assert(
      fc.property(filterShapes, (shape) => {
        for (const statement of Object.values(searchStatements(request(`unit_type=franchise&franchise_id=1&${shape}`)))) {
          expect(parameterCount(statement.sql)).toBe(statement.params.length);
          expect(statement.params.length).toBeLessThanOrEqual(maxBoundParameters);
        }
      }),
      filterShapeRuns,
    );
  });
});

describe('searchWhere within the budget its statement leaves', () => {
  const cities = Array.from({ length: maxPlaceholderPlaces }, (_, i) => i + 1);
  const fortyCities = request(`unit_type=franchise&franchise_id=1&${fortyCitiesFilter(cities)}`);

  it('binds the 40 cities and full option lists as placeholders where they fit (97 of the page’s 98), option lists as JSON within 95, then the places too', () => {
    const roomy = searchWhere(fortyCities, whereBudget(2));
    expect(roomy.params).toHaveLength(97);
    expect(roomy.sql).not.toContain('json_each');
    const tighter = searchWhere(fortyCities, whereBudget(5));
    expect(tighter.params.length).toBeLessThanOrEqual(95);
    expect(tighter.sql).toContain('p.heating IN (SELECT value FROM json_each(?))');
    expect(tighter.sql).toContain(`p.city_id IN (${cities.map(() => '?').join(', ')})`);
    const tight = searchWhere(fortyCities, 10);
    expect(tight.sql).toContain('p.city_id IN (SELECT value FROM json_each(?))');
    expect(tight.params.length).toBeLessThanOrEqual(10);
    for (const where of [roomy, tighter, tight]) expect(parameterCount(where.sql)).toBe(where.params.length);
  });

  it('throws FilterOverBudget naming the field that needs the most when even JSON arrays do not fit', () => {
    const largest = request(largestRequest('unit_type=franchise&franchise_id=1'));
    const thrown = (() => {
      try {
        searchWhere(largest, 20);
      } catch (error) {
        return error;
      }
    })();
    expect(thrown).toBeInstanceOf(FilterOverBudget);
    expect(thrown).toMatchObject({ field: 'places', budget: 20, needed: 41 });
    // The most compact form of the largest filter the schema accepts: what every statement must leave.
    expect(searchWhere(largest, 41).params).toHaveLength(41);
  });

  it('needs exactly the parameters domain/search/filterParameters.ts counts in its most compact form, so the alert form refuses only what no statement could run', () => {
    const check = (query: string) => {
      const searched = request(query);
      const least = leastFilterParameters(searched.filter);
      expect(searchWhere(searched, least.total).params.length).toBeLessThanOrEqual(least.total);
      expect(() => searchWhere(searched, least.total - 1)).toThrow(expect.objectContaining({ field: least.most ?? 'unit_type', needed: least.total }));
    };
    check(largestRequest('unit_type=franchise&franchise_id=1'));
    check(`unit_type=office&office_id=13&${fortyCitiesFilter(cities)}`);
    fc.assert(
      fc.property(filterShapes, (shape) => check(`unit_type=franchise&franchise_id=1&${shape}`)),
      filterShapeRuns,
    );
  });
});

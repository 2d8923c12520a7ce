import { describe, expect, it } from 'vitest';
import { loadPagedDetail } from './pagedDetailLoader';

const detailWith = (listings: number) => ({ name: 'Iroda', properties: { items: Array.from({ length: listings }, (_, i) => i) } });

describe('loadPagedDetail', () => {
  it('loads the page the address names, the first without a page parameter', async () => {
    const asked: number[] = [];
    const load = async (page: number) => (asked.push(page), detailWith(3));
    expect(await loadPagedDetail(new URL('http://x/iroda/1'), load)).toEqual(detailWith(3));
    await loadPagedDetail(new URL('http://x/iroda/1?page=2'), load);
    expect(asked).toEqual([1, 2]);
  });

  it('is not found for a page number it cannot read, without asking the CMS', async () => {
    let asked = false;
    const load = async () => ((asked = true), detailWith(3));
    expect(await loadPagedDetail(new URL('http://x/iroda/1?page=x'), load)).toBeNull();
    expect(await loadPagedDetail(new URL('http://x/iroda/1?page=0'), load)).toBeNull();
    expect(asked).toBe(false);
  });

  it('is not found past the last page, but the first page of a record without listings is found', async () => {
    expect(await loadPagedDetail(new URL('http://x/iroda/1?page=2'), async () => detailWith(0))).toBeNull();
    expect(await loadPagedDetail(new URL('http://x/iroda/1'), async () => detailWith(0))).toEqual(detailWith(0));
    expect(await loadPagedDetail(new URL('http://x/iroda/1'), async () => null)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { cmsPageSchema } from '../../../domain/cms/networkSchemas';
import { badFields, cms, envelope, jsonOf } from '../../test/testCms';

describe('GET /api/cms/pages/{id}', () => {
  it('answers the page title and HTML content of the asking unit', async () => {
    const res = await cms('/api/cms/pages/7?office_id=13&unit_type=office');
    expect(res.status).toBe(200);
    const { data } = await jsonOf(res, envelope(cmsPageSchema));
    expect(data).toMatchObject({ id: 7, title: 'Csapatunk', updated_at: '2026-09-01T10:00:00Z' });
    expect(data.content_html).toMatch(/^<p>Az Immo1 XIII. kerületi irodájának értékesítői/);
    expect(data.content_html).toContain('<a href="/uzletkoto/');
  });

  it('answers 404 for another unit’s page, even within the same network', async () => {
    // Page 1 is the franchise's; page 7 is office 13's (an office of that franchise).
    expect((await cms('/api/cms/pages/1?office_id=13&unit_type=office')).status).toBe(404);
    expect((await cms('/api/cms/pages/7?franchise_id=1&unit_type=franchise')).status).toBe(404);
    expect((await cms('/api/cms/pages/1?franchise_id=2&unit_type=franchise')).status).toBe(404);
    expect((await cms('/api/cms/pages/1?franchise_id=1&unit_type=franchise')).status).toBe(200);
  });

  it('answers 404 in JSON for an id no page has', async () => {
    const res = await cms('/api/cms/pages/999?franchise_id=1&unit_type=franchise');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'not_found', message: 'This site has no page with this id' });
  });

  it('leaves /pages/getPages its menu answer', async () => {
    const res = await cms('/api/cms/pages/getPages?office_id=13&unit_type=office');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ data: [{ label: 'Csapatunk', url: '/oldal/7' }, { url: '/oldal/8' }, { url: '/oldal/9' }] });
  });

  it('answers 400 naming the bad field: the id, or the unit, which is required', async () => {
    expect(await badFields(await cms('/api/cms/pages/rolunk?franchise_id=1&unit_type=franchise'))).toEqual(['id']);
    expect(await badFields(await cms('/api/cms/pages/1'))).toEqual(['unit_type']);
    expect(await badFields(await cms('/api/cms/pages/1?unit_type=franchise'))).toEqual(['franchise_id']);
  });
});

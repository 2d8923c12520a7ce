import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { embeddedCms } from './embeddedCms';

const cms = (path: string, init?: RequestInit) => embeddedCms.request(path, init, env);
const postJson = (path: string, body: unknown) =>
  cms(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: typeof body === 'string' ? body : JSON.stringify(body) });

describe('GET /api/cms/public-site-domains', () => {
  it('lists the subdomain of every public site, sorted, in the data envelope', async () => {
    const res = await cms('/api/cms/public-site-domains');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: [{ subdomain: 'budapest13' }, { subdomain: 'debrecen' }, { subdomain: 'immo1' }, { subdomain: 'lakaspont' }] });
  });
});

describe('GET /api/cms/public-site-domains/{subdomain}', () => {
  it('answers the site record in the data envelope', async () => {
    const res = await cms('/api/cms/public-site-domains/budapest13');
    expect(res.status).toBe(200);
    const body = await res.json<{ data: { unit_type: string; unit_id: number; corporate_identities: unknown[]; public_site_setting: { key: string; value: string }[] } }>();
    expect(body.data).toMatchObject({ subdomain: 'budapest13', unit_type: 'office', unit_id: 13 });
    expect(body.data.corporate_identities[0]).toMatchObject({ main_color: '#114b3c', second_color: '#c9a227' });
    expect(body.data.public_site_setting).toContainEqual({ key: 'site_name', value: 'Immo1 Budapest XIII. kerület' });
  });

  it('answers 404 for a subdomain no site has', async () => {
    const res = await cms('/api/cms/public-site-domains/nincsilyen');
    expect(res.status).toBe(404);
  });

  it('answers 400 naming the subdomain when it is not a DNS label', async () => {
    const res = await cms('/api/cms/public-site-domains/Rossz_Nev');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'invalid_request', fields: [{ field: 'subdomain' }] });
  });
});

describe('GET /api/cms/pages/getPages', () => {
  it('lists the unit menu entries in order with booleans', async () => {
    const res = await cms('/api/cms/pages/getPages?franchise_id=1&unit_type=franchise');
    expect(res.status).toBe(200);
    const { data } = await res.json<{ data: { label: string; group: string; hidden: boolean; blank: boolean }[] }>();
    expect(data.map((e) => e.label)).toEqual(['Rólunk', 'Hitelügyintézés', 'Impresszum', 'Kapcsolat']);
    expect(data[2]).toMatchObject({ group: 'footer', hidden: false, blank: false });
  });

  it('answers 400 naming office_id when an office is asked for without its id', async () => {
    const res = await cms('/api/cms/pages/getPages?franchise_id=1&unit_type=office');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ fields: [{ field: 'office_id' }] });
  });

  it('answers 400 naming unit_type when it is not franchise or office', async () => {
    const res = await cms('/api/cms/pages/getPages?franchise_id=1&unit_type=agent');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ fields: [{ field: 'unit_type' }] });
  });
});

describe('GET /api/cms/files/{privacy-policy|terms-and-conditions}', () => {
  it('answers the file record of the unit', async () => {
    const res = await cms('/api/cms/files/privacy-policy?office_id=21&unit_type=office');
    expect(await res.json()).toEqual({ data: { file_url: '/dokumentumok/adatkezelesi-tajekoztato' } });
  });

  it('answers 404 when the unit has no such file', async () => {
    const res = await cms('/api/cms/files/terms-and-conditions?office_id=21&unit_type=office');
    expect(res.status).toBe(404);
  });

  it('answers 404 for other file kinds', async () => {
    const res = await cms('/api/cms/files/other?office_id=21&unit_type=office');
    expect(res.status).toBe(404);
  });
});

describe('POST /api/cms/dropdowns/getByType', () => {
  it('answers the options of each asked type, in order, with an empty list for types without options', async () => {
    const res = await postJson('/api/cms/dropdowns/getByType', { types: ['property_type', 'heating'], unit_type: 'franchise', franchise_id: 1 });
    expect(res.status).toBe(200);
    const { data } = await res.json<{ data: Record<string, { value: number; label: string }[]> }>();
    expect(data.property_type?.[0]).toEqual({ value: 1, label: 'Lakás' });
    expect(Object.keys(data)).toEqual(['property_type', 'heating']);
  });

  it('answers 400 naming types when a type is unknown', async () => {
    const res = await postJson('/api/cms/dropdowns/getByType', { types: ['nincs'], unit_type: 'office', office_id: 13 });
    expect(res.status).toBe(400);
    const body = await res.json<{ fields: { field: string }[] }>();
    expect(body.fields[0]?.field).toMatch(/^types/);
  });

  it('answers 400, not 500, for a body that is not JSON', async () => {
    const res = await postJson('/api/cms/dropdowns/getByType', '{nem json');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'invalid_request' });
  });
});

describe('unknown CMS paths', () => {
  it('answer 404 in JSON', async () => {
    const res = await cms('/api/cms/nincs-ilyen');
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: 'not_found' });
  });
});

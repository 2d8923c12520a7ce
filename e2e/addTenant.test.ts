import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { localD1Query } from './harness/localD1';
import { runOperatorCommand } from './harness/operatorCommand';
import { requestWithHost, type RunningWorker, startWorker } from './harness/worker';

const addTenant = (stateDir: string, args: string[]) => runOperatorCommand('add-tenant.ts', stateDir, args);

/** The README's example: office 17 is Immo1 Szeged in the demo network; its menu links lead to pages of that office. */
const szeged = ['--subdomain', 'szeged', '--unit-type', 'office', '--unit-id', '17', '--name', 'Szegedi Ingatlanház', '--slogan', 'A napfény városában', '--primary-color', '#1f4e79', '--secondary-color', '#f2b134', '--facebook', 'https://www.facebook.com/szegediingatlan', '--menu', 'Kiadó ingatlanok=/kereses?sale_status=1', '--menu', 'Kapcsolat=/iroda/17@footer'];

let worker: RunningWorker;
const page = (subdomain: string, path = '/') => requestWithHost(worker.port, `${subdomain}.localhost:${worker.port}`, path);
const sitesNamed = async (subdomain: string) => localD1Query(worker.stateDir, `SELECT id FROM public_site_domains WHERE subdomain = '${subdomain}'`);

beforeAll(async () => {
  worker = await startWorker({ templateStateDir: inject('templateStateDir') });
});

afterAll(async () => {
  await worker?.stop();
});

describe('npm run tenant:add against the running worker', () => {
  it('serves a new tenant at once, without a restart, even after its name was asked for as unknown, and prints its address with the real port', async () => {
    expect((await page('szeged')).status).toBe(404);
    const added = await addTenant(worker.stateDir, szeged);
    expect(added.output).toContain('Added office site "Szegedi Ingatlanház"');
    expect(added.output).toContain(`Serving now at http://szeged.localhost:${worker.port}/`);
    expect(added.code).toBe(0);
    const res = await page('szeged');
    expect(res.status).toBe(200);
    expect(res.body).toContain('<title>Főoldal | Szegedi Ingatlanház</title>');
    expect(res.body).toContain('A napfény városában');
    expect(res.body).toContain('/media/logo.svg?label=');
    expect(res.body).toMatch(/:root\{--[\w-]+:#1f4e79/);
  });

  it('gives the README example a menu whose every link is a page of the new site', async () => {
    for (const path of ['/kereses?sale_status=1', '/iroda/17']) {
      const res = await page('szeged', path);
      expect(res.status, path).toBe(200);
    }
    expect((await page('szeged', '/iroda/17')).body).toContain('Immo1 Szeged');
  });

  it('refuses a unit the CMS does not have, naming --unit-id, and writes nothing', async () => {
    const bad = await addTenant(worker.stateDir, ['--subdomain', 'nincsegyseg', '--unit-type', 'franchise', '--unit-id', '3', '--name', 'Nincs ilyen']);
    expect(bad.code).toBe(4);
    expect(bad.output).toContain('--unit-id: no franchise has id 3 in the CMS');
    expect(await sitesNamed('nincsegyseg')).toEqual([]);
    expect((await page('nincsegyseg')).status).toBe(404);
  });

  it('refuses a menu link to another unit’s CMS page, naming the --menu entry, and writes nothing', async () => {
    const bad = await addTenant(worker.stateDir, ['--subdomain', 'sopron', '--unit-type', 'office', '--unit-id', '33', '--name', 'Soproni Iroda', '--menu', 'Rólunk=/oldal/1']);
    expect(bad.code).toBe(4);
    expect(bad.output).toContain('--menu #1: /oldal/1 is not a CMS page of office 33');
    expect(await sitesNamed('sopron')).toEqual([]);
  });

  it('refuses --unit-id 1e3 naming --unit-id, before asking the CMS', async () => {
    const bad = await addTenant(worker.stateDir, ['--subdomain', 'ezer', '--unit-type', 'office', '--unit-id', '1e3', '--name', 'Ezer']);
    expect(bad.code).toBe(2);
    expect(bad.output).toContain('--unit-id: must be a positive whole number written with digits only');
    expect(await sitesNamed('ezer')).toEqual([]);
  });

  it('refuses a subdomain that already has a site, and changes nothing', async () => {
    const again = await addTenant(worker.stateDir, ['--subdomain', 'immo1', '--unit-type', 'office', '--unit-id', '14', '--name', 'Másik']);
    expect(again.code).toBe(3);
    expect(again.output).toContain('a site already exists for this subdomain or unit: immo1 (franchise 1)');
    expect((await page('immo1')).body).toContain('<title>Főoldal | Immo1 Ingatlanhálózat</title>');
  });

  it('refuses invalid input naming each wrong option', async () => {
    const bad = await addTenant(worker.stateDir, ['--subdomain', 'Rossz_Nev', '--unit-type', 'office', '--unit-id', '78', '--name', 'Rossz', '--primary-color', 'piros']);
    expect(bad.code).toBe(2);
    expect(bad.output).toContain('--subdomain: must be one lower-case DNS label');
    expect(bad.output).toContain('--primary-color: must be a colour like #0b3d5c');
  });
});

import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { localD1Query } from './harness/localD1';
import { runOperatorCommand } from './harness/operatorCommand';
import { requestWithHost, type RunningWorker, startWorker } from './harness/worker';

let worker: RunningWorker;
const page = (subdomain: string, path = '/') => requestWithHost(worker.port, `${subdomain}.localhost:${worker.port}`, path);
const query = (sql: string) => localD1Query(worker.stateDir, sql);
const run = (script: string, args: string[]) => runOperatorCommand(script, worker.stateDir, args);
/** unit:add as its npm script runs it (it imports domain/ code, which needs the extensionless-import hook). */
const addUnit = (args: string[]) => runOperatorCommand('add-unit.ts', worker.stateDir, args, ['--import', './scripts/extensionlessImports.ts']);

/** Asks for the page until `test` holds for its body: a change reaches every isolate within its memory window (5 s). */
async function eventually(subdomain: string, path: string, test: (body: string) => boolean, withinMs = 20_000): Promise<string> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const { status, body } = await page(subdomain, path);
    if (status === 200 && test(body)) return body;
    if (Date.now() > deadline) throw new Error(`${subdomain}${path} did not show the change within ${withinMs} ms`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

const rootColour = (colour: string) => new RegExp(`:root\\{--[\\w-]+:${colour}`);

beforeAll(async () => {
  worker = await startWorker({ templateStateDir: inject('templateStateDir') });
});

afterAll(async () => {
  await worker?.stop();
});

describe('npm run unit:add', () => {
  // An operator's two steps, one test each (each runs wrangler several times, seconds apiece on a busy
  // machine): unit:add adds the office, then tenant:add makes a site for the id unit:add printed.
  let addedOfficeId: string | undefined;

  it('adds an office of a franchise in a city named without accents, and prints the tenant:add command for its id', async () => {
    const added = await addUnit(['--type', 'office', '--franchise-id', '1', '--name', 'Immo1 Nyíregyháza', '--city', 'nyiregyhaza', '--address', '4400 Nyíregyháza, Kossuth tér 10.', '--phone', '+36 42 555 0100']);
    expect(added.code, added.output).toBe(0);
    const id = /Added office (\d+) "Immo1 Nyíregyháza"/.exec(added.output)?.[1];
    expect(id).toBeDefined();
    expect(added.output).toContain(`--unit-type office --unit-id ${id}`);
    addedOfficeId = id;
  });

  it('lets tenant:add make a site for the office unit:add added, which serves the office’s page with its address', async () => {
    expect(addedOfficeId, 'the test before adds the office').toBeDefined();
    const site = await run('add-tenant.ts', ['--subdomain', 'nyiregyhaza', '--unit-type', 'office', '--unit-id', String(addedOfficeId), '--name', 'Immo1 Nyíregyháza']);
    expect(site.code, site.output).toBe(0);
    const office = await page('nyiregyhaza', `/iroda/${addedOfficeId}`);
    expect(office.status).toBe(200);
    expect(office.body).toContain('4400 Nyíregyháza, Kossuth tér 10.');
  });

  it('adds a franchise with the id asked for', async () => {
    const added = await addUnit(['--type', 'franchise', '--id', '7', '--name', 'Otthonpont Ingatlan', '--email', 'info@otthonpont.example']);
    expect(added.code, added.output).toBe(0);
    expect(added.output).toContain('Added franchise 7 "Otthonpont Ingatlan"');
    expect(await query('SELECT name FROM franchises WHERE id = 7')).toEqual([{ name: 'Otthonpont Ingatlan' }]);
  });

  it('refuses --franchise-id 1e3 naming it, and a franchise or city the CMS does not have, writing nothing', async () => {
    const before = await query('SELECT count(*) AS n FROM offices');
    const malformed = await addUnit(['--type', 'office', '--franchise-id', '1e3', '--name', 'Rossz', '--city', 'Szeged', '--address', '6720 Szeged, Fő utca 1.']);
    expect(malformed.code).toBe(2);
    expect(malformed.output).toContain('--franchise-id: must be a positive whole number written with digits only');
    const unknown = await addUnit(['--type', 'office', '--franchise-id', '99', '--name', 'Rossz', '--city', 'Atlantisz', '--address', '9999 Atlantisz, Fő utca 1.']);
    expect(unknown.code).toBe(4);
    expect(unknown.output).toContain('--franchise-id: no franchise has id 99 in the CMS');
    expect(unknown.output).toContain('--city: the CMS has no city called Atlantisz');
    expect(await query('SELECT count(*) AS n FROM offices')).toEqual(before);
  });
});

describe('npm run tenant:set', () => {
  it('changes a tenant’s colour and every page shows it, cached pages too, without a restart', async () => {
    // Pages cached in the old colour first: the purge must retire them.
    for (const path of ['/', '/kereses', '/irodaink']) expect((await page('lakaspont', path)).body).toMatch(rootColour('#7a1f2b'));
    const changed = await run('set-tenant.ts', ['--subdomain', 'lakaspont', '--primary-color', '#123456', '--slogan', 'Új szlogen']);
    expect(changed.code, changed.output).toBe(0);
    expect(changed.output).toContain(`http://lakaspont.localhost:${worker.port}/`);
    const home = await eventually('lakaspont', '/', (body) => rootColour('#123456').test(body));
    expect(home).toContain('Új szlogen');
    expect(home).toContain('color=123456');
    for (const path of ['/kereses', '/irodaink']) await eventually('lakaspont', path, (body) => rootColour('#123456').test(body));
  });

  it('refuses a colour that is not #rrggbb and a subdomain without a site, naming the option, and changes nothing', async () => {
    const badColour = await run('set-tenant.ts', ['--subdomain', 'debrecen', '--primary-color', 'piros']);
    expect(badColour.code).toBe(2);
    expect(badColour.output).toContain('--primary-color: must be a colour like #0b3d5c');
    const noSite = await run('set-tenant.ts', ['--subdomain', 'nincsilyen', '--name', 'Valami']);
    expect(noSite.code).toBe(3);
    expect(noSite.output).toContain('--subdomain: no site has the subdomain nincsilyen');
    expect((await page('debrecen')).body).toMatch(rootColour('#3b2a6b'));
  });
});

describe('the operator commands’ refusals of dangerous values', () => {
  it('refuses a name with a line feed (exit 2 naming --name) and one with U+202E, writing nothing', async () => {
    const lf = await run('add-tenant.ts', ['--subdomain', 'sortores', '--unit-type', 'office', '--unit-id', '33', '--name', 'Szeged\nIroda']);
    expect(lf.code, lf.output).toBe(2);
    expect(lf.output).toContain('--name: must not contain control or text-direction characters: it has a line break (LF), U+000A');
    expect(await query("SELECT id FROM public_site_domains WHERE subdomain = 'sortores'")).toEqual([]);
    const rtl = await run('set-tenant.ts', ['--subdomain', 'debrecen', '--name', 'Debrecen \u202eadorI']);
    expect(rtl.code, rtl.output).toBe(2);
    expect(rtl.output).toContain('--name: must not contain control or text-direction characters: it has a right-to-left override, U+202E');
    const office = await addUnit(['--type', 'office', '--franchise-id', '1', '--name', 'Immo1\r\nBcc: x@example.hu', '--city', 'Szeged', '--address', '6720 Szeged, Fő utca 1.']);
    expect(office.code, office.output).toBe(2);
    expect(office.output).toContain('--name: must not contain control or text-direction characters: it has a carriage return (CR), U+000D');
  });

  it('refuses the menu link //evil.example/ and the logo /\\evil.example/x.svg, which a browser reads as another host, naming each option', async () => {
    const menu = await run('add-tenant.ts', ['--subdomain', 'gonosz', '--unit-type', 'office', '--unit-id', '33', '--name', 'Gonosz Iroda', '--menu', 'Gonosz=//evil.example/']);
    expect(menu.code, menu.output).toBe(2);
    expect(menu.output).toContain('--menu #1: leads off the site');
    const logo = await run('set-tenant.ts', ['--subdomain', 'debrecen', '--logo-url', '/\\evil.example/x.svg']);
    expect(logo.code, logo.output).toBe(2);
    expect(logo.output).toContain('--logo-url: leads off the site');
    expect(await query("SELECT count(*) AS n FROM corporate_identities WHERE logo_url LIKE '%evil%'")).toEqual([{ n: 0 }]);
  });

  it('refuses the subdomain api, kept for the product, naming --subdomain', async () => {
    const api = await run('add-tenant.ts', ['--subdomain', 'api', '--unit-type', 'office', '--unit-id', '33', '--name', 'API Iroda']);
    expect(api.code, api.output).toBe(2);
    expect(api.output).toContain("--subdomain: is kept for the product's own hosts (api, www, mail, admin, cdn, static, assets)");
    expect(await query("SELECT id FROM public_site_domains WHERE subdomain = 'api'")).toEqual([]);
  });

  it('draws the logo of a site whose subdomain has over 24 characters and name over 14, and warns about a logo URL it cannot fetch', async () => {
    const long = await run('add-tenant.ts', ['--subdomain', 'nagyon-hosszu-aldomain-nev-iroda', '--unit-type', 'office', '--unit-id', '33', '--name', 'Nagyon Hosszú Ingatlaniroda']);
    expect(long.code, long.output).toBe(0);
    expect(long.output).toContain('Its drawn logo reads "nagyon-hosszu…"');
    const home = await page('nagyon-hosszu-aldomain-nev-iroda');
    const logo = /src="(\/media\/logo\.svg\?[^"]+)"/.exec(home.body)?.[1]?.replaceAll('&amp;', '&');
    expect(logo, 'the home page shows the drawn logo').toBeDefined();
    expect((await page('nagyon-hosszu-aldomain-nev-iroda', logo)).status).toBe(200);
    const unreachable = await run('set-tenant.ts', ['--subdomain', 'nagyon-hosszu-aldomain-nev-iroda', '--logo-url', 'https://127.0.0.1:9/logo.png']);
    expect(unreachable.code, unreachable.output).toBe(0);
    expect(unreachable.output).toContain('Warning: --logo-url: https://127.0.0.1:9/logo.png: it could not be fetched');
  });
});

// Each removal test runs several commands (a dry run, the removal, its check), each a Node process and a
// wrangler one: on a loaded two-core machine that is well over the default minute, with nothing wrong.
describe('npm run unit:add twice, tenant:remove and unit:remove', { timeout: 240_000 }, () => {
  const office = ['--type', 'office', '--franchise-id', '1', '--name', 'Immo1 Kecskemét Belváros', '--city', 'Kecskemét', '--address', '6000 Kecskemét, Kossuth tér 1.'];
  let officeId: string | undefined;

  it('refuses the same unit:add a second time with exit 3, naming the office that exists, and adds no second one', async () => {
    const first = await addUnit(office);
    expect(first.code, first.output).toBe(0);
    officeId = /Added office (\d+)/.exec(first.output)?.[1];
    const second = await addUnit(office);
    expect(second.code, second.output).toBe(3);
    expect(second.output).toContain(`--name: franchise 1 already has an office called "Immo1 Kecskemét Belváros": office ${officeId}`);
    expect(await query("SELECT id FROM offices WHERE name = 'Immo1 Kecskemét Belváros'")).toEqual([{ id: Number(officeId) }]);
  });

  it('refuses to remove an office that has a site, then one with listings, saying what to do first, and removes nothing', async () => {
    const site = await run('add-tenant.ts', ['--subdomain', 'kecskemet', '--unit-type', 'office', '--unit-id', String(officeId), '--name', 'Immo1 Kecskemét', '--menu', `Kapcsolat=/iroda/${officeId}@footer`]);
    expect(site.code, site.output).toBe(0);
    const withSite = await run('remove-unit.ts', ['--type', 'office', '--id', String(officeId)]);
    expect(withSite.code, withSite.output).toBe(4);
    expect(withSite.output).toContain(`office ${officeId} still has a site (kecskemet): remove it first with npm run tenant:remove -- --subdomain kecskemet`);
    const [busy] = await query('SELECT office_id AS id, count(*) AS n FROM properties GROUP BY office_id ORDER BY n DESC LIMIT 1');
    const withListings = await run('remove-unit.ts', ['--type', 'office', '--id', String(busy?.id)]);
    expect(withListings.code, withListings.output).toBe(4);
    expect(withListings.output).toContain(`office ${busy?.id} still has ${busy?.n} listings: move them to another office or withdraw them in the CMS first`);
    expect(await query(`SELECT count(*) AS n FROM offices WHERE id IN (${officeId}, ${busy?.id})`)).toEqual([{ n: 2 }]);
  });

  it('removes a tenant: its host answers the not-found page, its unit and other sites stay', async () => {
    expect((await page('kecskemet')).status).toBe(200);
    const dryRun = await run('remove-tenant.ts', ['--subdomain', 'kecskemet', '--dry-run']);
    expect(dryRun.code, dryRun.output).toBe(0);
    expect(await query("SELECT id FROM public_site_domains WHERE subdomain = 'kecskemet'")).toHaveLength(1);
    const removed = await run('remove-tenant.ts', ['--subdomain', 'kecskemet']);
    expect(removed.code, removed.output).toBe(0);
    const deadline = Date.now() + 20_000;
    while ((await page('kecskemet')).status !== 404 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 500));
    expect((await page('kecskemet')).status).toBe(404);
    expect(await query(`SELECT name FROM offices WHERE id = ${officeId}`)).toEqual([{ name: 'Immo1 Kecskemét Belváros' }]);
    expect((await page('immo1')).status).toBe(200);
  });

  it('removes the office once its site is gone, with its menu entries', async () => {
    expect(await query(`SELECT label FROM menu_entries WHERE unit_type = 'office' AND unit_id = ${officeId}`)).toEqual([{ label: 'Kapcsolat' }]);
    const removed = await run('remove-unit.ts', ['--type', 'office', '--id', String(officeId)]);
    expect(removed.code, removed.output).toBe(0);
    expect(await query(`SELECT id FROM offices WHERE id = ${officeId}`)).toEqual([]);
    expect(await query(`SELECT id FROM menu_entries WHERE unit_type = 'office' AND unit_id = ${officeId}`)).toEqual([]);
  });
});

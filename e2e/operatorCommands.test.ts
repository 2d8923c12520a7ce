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

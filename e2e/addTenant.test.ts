import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { projectRoot, wranglerEnv } from '../scripts/projectPaths.ts';
import { requestWithHost, type RunningWorker, startWorker } from './harness/worker';

/** Runs the add-tenant command against the running worker's local state: its exit code and output. */
function addTenant(stateDir: string, args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('node', ['scripts/add-tenant.ts', ...args, '--persist-to', stateDir], { cwd: projectRoot, env: wranglerEnv() });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

const szeged = ['--subdomain', 'szeged', '--unit-type', 'office', '--unit-id', '31', '--name', 'Szegedi Ingatlanház', '--slogan', 'A napfény városában', '--primary-color', '#1f4e79', '--secondary-color', '#f2b134', '--facebook', 'https://www.facebook.com/szegediingatlan', '--menu', 'Rólunk=/oldal/1', '--menu', 'Impresszum=/oldal/2@footer'];

let worker: RunningWorker;
const home = (subdomain: string) => requestWithHost(worker.port, `${subdomain}.localhost:${worker.port}`, '/');

beforeAll(async () => {
  worker = await startWorker({ templateStateDir: inject('templateStateDir') });
});

afterAll(async () => {
  await worker?.stop();
});

describe('npm run tenant:add against the running worker', () => {
  it('serves a new tenant at once, without a restart, even after its name was asked for as unknown', async () => {
    expect((await home('szeged')).status).toBe(404);
    const added = await addTenant(worker.stateDir, szeged);
    expect(added.output).toContain('Added office site "Szegedi Ingatlanház"');
    expect(added.code).toBe(0);
    const res = await home('szeged');
    expect(res.status).toBe(200);
    expect(res.body).toContain('<title>Főoldal | Szegedi Ingatlanház</title>');
    expect(res.body).toContain('A napfény városában');
    expect(res.body).toContain('/media/logo.svg?label=');
    expect(res.body).toMatch(/:root\{--[\w-]+:#1f4e79/);
  });

  it('refuses a subdomain that already has a site, and changes nothing', async () => {
    const again = await addTenant(worker.stateDir, ['--subdomain', 'immo1', '--unit-type', 'office', '--unit-id', '77', '--name', 'Másik']);
    expect(again.code).toBe(3);
    expect(again.output).toContain('a site already exists for this subdomain or unit: immo1 (franchise 1)');
    expect((await home('immo1')).body).toContain('<title>Főoldal | Immo1 Ingatlanhálózat</title>');
  });

  it('refuses invalid input naming each wrong flag', async () => {
    const bad = await addTenant(worker.stateDir, ['--subdomain', 'Rossz_Nev', '--unit-type', 'office', '--unit-id', '78', '--name', 'Rossz', '--primary-color', 'piros']);
    expect(bad.code).toBe(2);
    expect(bad.output).toContain('--subdomain: must be one lower-case DNS label');
    expect(bad.output).toContain('--primary-color: must be a colour like #0b3d5c');
  });
});

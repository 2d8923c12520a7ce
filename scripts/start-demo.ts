/**
 * `npm start`: builds, prepares the local D1 database with the demo data, prints the demo
 * tenants' URLs and serves the site with wrangler dev on http://localhost:8787.
 */
import { spawn } from 'node:child_process';
import { prepareLocalDatabase } from './localDatabase.ts';
import { projectRoot, wranglerBin, wranglerEnv } from './projectPaths.ts';

const port = 8787;
const demoTenants = [
  ['immo1', 'franchise site, the main site variant'],
  ['lakaspont', 'franchise site'],
  ['budapest13', 'office site (Immo1 Budapest XIII.)'],
  ['debrecen', 'office site'],
];

console.log('Preparing the local database (migrations, demo tenants and 5,000 generated listings)…');
await prepareLocalDatabase();
console.log('\nThe demo tenants:');
for (const [subdomain, what] of demoTenants) console.log(`  http://${subdomain}.localhost:${port}/   ${what}`);
console.log(`  http://localhost:${port}/           the bare domain: the error view\n`);

const dev = spawn(wranglerBin, ['dev', '--port', String(port)], { cwd: projectRoot, env: wranglerEnv(), stdio: 'inherit' });
dev.on('exit', (code) => process.exit(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => dev.kill(signal));

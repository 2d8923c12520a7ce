/**
 * `npm start`: builds, prepares the local D1 database with the demo data, prints the demo
 * tenants' URLs and serves the site with wrangler dev on http://localhost:8787, or on the port
 * PORT names (so a second copy can run beside the first: `PORT=8788 npm start`).
 */
import { spawn } from 'node:child_process';
import { defaultStateDir, forgetDevServer, noteDevServer } from './devServer.ts';
import { prepareLocalDatabase } from './localDatabase.ts';
import { projectRoot, wranglerBin, wranglerEnv } from './projectPaths.ts';
import { devConfigArgs } from './workerProcess.ts';

/** PORT when it is a port number, else wrangler's usual 8787. */
function portFromEnv(text: string | undefined): number {
  if (text === undefined || text === '') return 8787;
  const port = Number(text);
  if (!/^\d{1,5}$/.test(text) || port < 1 || port > 65_535) {
    console.error(`PORT must be a port number (1 to 65535), not ${JSON.stringify(text)}`);
    process.exit(2);
  }
  return port;
}

const port = portFromEnv(process.env.PORT);
const demoTenants = [
  ['immo1', 'franchise site, the main site variant'],
  ['lakaspont', 'franchise site'],
  ['budapest13', 'office site (Immo1 Budapest XIII.)'],
  ['debrecen', 'office site'],
];

console.log('Preparing the local database (migrations, demo tenants and 5,000 generated listings) and the demo basemap…');
await prepareLocalDatabase();
console.log('\nThe demo tenants:');
for (const [subdomain, what] of demoTenants) console.log(`  http://${subdomain}.localhost:${port}/   ${what}`);
console.log(`  http://localhost:${port}/           the bare domain: the error view\n`);

// The sites name the port they run on in canonical links and sitemaps (SITE_PORT), as a deployment names its own.
// With the back office, share card and basemap tile workers beside it (devConfigArgs): the built-in CMS, the
// queues' consumers and the local e-mails, shared links' cards drawn locally, and the map's tiles from the demo
// basemap that prepareLocalDatabase put in the local R2 bucket.
const dev = spawn(wranglerBin, ['dev', ...devConfigArgs(), '--port', String(port), '--var', `SITE_PORT:${port}`], { cwd: projectRoot, env: wranglerEnv(), stdio: 'inherit' });
// npm run tenant:add and tenant:set print the new site's address with this port.
await noteDevServer(defaultStateDir, port);
dev.on('exit', (code) => void forgetDevServer(defaultStateDir).finally(() => process.exit(code ?? 0)));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => dev.kill(signal));

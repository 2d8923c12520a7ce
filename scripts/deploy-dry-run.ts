/**
 * `node scripts/deploy-dry-run.ts [<build dir>]`: wrangler's dry run of the four workers' production
 * deploys (the share card worker, the basemap tile worker, the back office, the site), each from the build in <build dir> (dist/ by
 * default; `npm run deploy:check` builds into .deploy-check/ and checks that). The wrangler configurations
 * name dist/ as their bundles and assets; the bundle and the assets folder given here replace those, and
 * every other setting of the configuration is read as it is. The dry runs write their output inside the
 * build dir too, so a check never touches the dist/ a running `npm start` serves.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { projectRoot, wranglerBin, wranglerEnv } from './projectPaths.ts';

const usage = 'Usage: node scripts/deploy-dry-run.ts [<build dir>]   (a folder node build.mjs [--outdir <dir>] wrote; dist by default)';
const [dir = 'dist', ...extra] = process.argv.slice(2);
if (extra.length > 0 || dir.startsWith('-')) {
  console.error(usage);
  process.exit(2);
}
const buildDir = path.resolve(projectRoot, dir);
if (!existsSync(path.join(buildDir, 'worker', 'index.js'))) {
  console.error(`${dir} holds no built worker (${path.join(dir, 'worker', 'index.js')}): run node build.mjs${dir === 'dist' ? '' : ` --outdir ${dir}`} first\n${usage}`);
  process.exit(2);
}

const workers = [
  { config: 'shareCards/wrangler.toml', bundle: 'share-cards', out: 'deploy-share-cards' },
  { config: 'mapTiles/wrangler.toml', bundle: 'map-tiles', out: 'deploy-map-tiles' },
  { config: 'backOffice/wrangler.toml', bundle: 'back-office', out: 'deploy-back-office' },
  { config: 'wrangler.toml', bundle: 'worker', out: 'deploy', assets: 'client' },
];
for (const worker of workers) {
  const args = ['deploy', path.join(buildDir, worker.bundle, 'index.js'), '-c', worker.config, '--dry-run', '--env', 'production', '--outdir', path.join(buildDir, worker.out)];
  if (worker.assets) args.push('--assets', path.join(buildDir, worker.assets));
  console.log(`\n${worker.config}: wrangler ${args.map((a) => path.relative(projectRoot, a) || a).join(' ')}`);
  const run = spawnSync(wranglerBin, args, { cwd: projectRoot, env: wranglerEnv(), stdio: 'inherit' });
  if (run.status !== 0) process.exit(run.status ?? 1);
}
console.log(`\nDry runs passed, built and checked in ${path.relative(projectRoot, buildDir)}/`);

/**
 * @module CPU time and memory of the worker's processes, read from Linux's /proc: what a benchmark
 * row cost the worker, steadier than requests per second on a machine shared with other work.
 */
import { execFileSync } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';

let ticksPerSecond: number | undefined;

function clockTicks(): number {
  ticksPerSecond ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  return ticksPerSecond;
}

/** The fields of /proc/<pid>/stat after the command name (which may hold spaces), from "state" on; see proc(5). */
function statFields(stat: string): string[] {
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
}

async function processIds(): Promise<string[] | null> {
  try {
    return (await readdir('/proc')).filter((entry) => /^\d+$/.test(entry));
  } catch {
    return null;
  }
}

/** User plus system CPU milliseconds of every live process in the group; null where /proc is not there. */
export async function processGroupCpuMs(group: number): Promise<number | null> {
  const ids = await processIds();
  if (!ids) return null;
  let ticks = 0;
  for (const id of ids) {
    const fields = statFields(await readFile(`/proc/${id}/stat`, 'utf8').catch(() => ''));
    if (Number(fields[2]) !== group) continue;
    ticks += Number(fields[11]) + Number(fields[12]);
  }
  return (ticks * 1000) / clockTicks();
}

/** The workerd processes of wrangler's process group `group`, with whether each was started with an inspector. */
async function workerdProcesses(group: number): Promise<{ pid: number; inspected: boolean }[]> {
  const found: { pid: number; inspected: boolean }[] = [];
  for (const id of (await processIds()) ?? []) {
    const stat = await readFile(`/proc/${id}/stat`, 'utf8').catch(() => '');
    if (stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')) !== 'workerd' || Number(statFields(stat)[2]) !== group) continue;
    const commandLine = await readFile(`/proc/${id}/cmdline`, 'utf8').catch(() => '');
    found.push({ pid: Number(id), inspected: commandLine.split('\0').some((arg) => arg.startsWith('--inspector-addr')) });
  }
  return found;
}

/**
 * The pid of the workerd that runs the worker under `wrangler dev` in process group `group`, or null.
 * wrangler starts two: a proxy in front (it holds the public port) and the runtime behind it, the one
 * started with an inspector; only the runtime's cost is the worker's.
 */
export async function workerRuntimePid(group: number): Promise<number | null> {
  return (await workerdProcesses(group)).find((p) => p.inspected)?.pid ?? null;
}

/** The pid of wrangler dev's proxy workerd in front of the runtime (a local layer production has not), or null. */
export async function wranglerProxyPid(group: number): Promise<number | null> {
  return (await workerdProcesses(group)).find((p) => !p.inspected)?.pid ?? null;
}

/**
 * Nanoseconds every thread of `pid` has spent on a CPU (the first field of each thread's
 * /proc/<pid>/task/<tid>/schedstat): exact where the tick counts of /proc/<pid>/stat have 10 ms steps,
 * so one request's CPU can be read as the difference around it.
 */
export async function processCpuNs(pid: number): Promise<number> {
  const threads = await readdir(`/proc/${pid}/task`).catch(() => {
    throw new Error(`workerd ${pid} is gone: wrangler restarted the worker (was dist/ rebuilt during the run?)`);
  });
  let total = 0;
  for (const tid of threads) {
    const schedstat = await readFile(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').catch(() => '0');
    total += Number(schedstat.split(' ')[0]);
  }
  return total;
}

/** The resident memory of `pid` in bytes (VmRSS of /proc/<pid>/status), or null once it has exited. */
export async function residentBytes(pid: number): Promise<number | null> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => null);
  const kib = status === null ? undefined : /^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1];
  return kib === undefined ? null : Number(kib) * 1024;
}

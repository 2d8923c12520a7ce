/**
 * @module Runs an operator command (scripts/*.ts, as its npm script does) against a running worker's local state.
 */
import { spawn } from 'node:child_process';
import { projectRoot, wranglerEnv } from '../../scripts/projectPaths.ts';

interface CommandRun {
  code: number | null;
  /** stdout and stderr together, as an operator reads them. */
  output: string;
}

/** Runs `node [nodeArgs] scripts/<script> ...args --persist-to stateDir`: its exit code and output. */
export function runOperatorCommand(script: string, stateDir: string, args: readonly string[], nodeArgs: readonly string[] = []): Promise<CommandRun> {
  return new Promise((resolve, reject) => {
    const child = spawn('node', [...nodeArgs, `scripts/${script}`, ...args, '--persist-to', stateDir], { cwd: projectRoot, env: wranglerEnv() });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { projectRoot, wranglerEnv } from '../projectPaths.ts';
import { optionFields } from './commandLine.ts';
import { optionOf } from './operatorInput.ts';

describe('optionFields', () => {
  it('names each option given as its schema field, leaving out the target flags and options not given', () => {
    expect(optionFields({ 'unit-id': '31', 'primary-color': '#123456', name: undefined, remote: true, 'persist-to': '/tmp/x', help: false })).toEqual({
      unitId: '31',
      primaryColor: '#123456',
    });
  });

  it('is the inverse of the option a refusal names', () => {
    for (const option of ['--unit-id', '--welcome-text', '--seo-description', '--franchise-id', '--picture-url', '--subdomain']) {
      const [field] = Object.keys(optionFields({ [option.slice(2)]: 'x' }));
      expect(optionOf([field ?? ''])).toBe(option);
    }
  });
});

/** The operator commands, by their npm script: each answers bad arguments with its usage line and exit 2. */
const operatorCommands = ['tenant:add', 'tenant:set', 'tenant:refresh', 'tenant:remove', 'unit:add', 'unit:remove', 'leads:list', 'leads:redeliver', 'market:refresh', 'demo:generate'];

/** The node arguments of an npm script, as package.json runs it (its last `&&` step: the build before it is not needed to read arguments). */
async function nodeArgsOf(script: string): Promise<string[]> {
  const { scripts } = z.object({ scripts: z.record(z.string(), z.string()) }).parse(JSON.parse(await readFile(path.join(projectRoot, 'package.json'), 'utf8')));
  const command = scripts[script];
  if (command === undefined) throw new Error(`package.json has no script ${script}`);
  const [program, ...args] = (command.split('&&').at(-1) ?? '').trim().split(/\s+/);
  expect(program, script).toBe('node');
  return args;
}

/** Runs the command with `args`: its exit code and its output (stdout and stderr together). */
function runCommand(nodeArgs: string[], args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...nodeArgs, ...args], { cwd: projectRoot, env: wranglerEnv() });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

describe('readCommandLine', () => {
  it.each(operatorCommands)('makes npm run %s answer an unknown flag with what was wrong, its usage line and exit 2, not a stack trace', async (script) => {
    const run = await runCommand(await nodeArgsOf(script), ['--no-such-flag']);
    expect(run.code, run.output).toBe(2);
    expect(run.output).toContain("Unknown option '--no-such-flag'");
    expect(run.output).toContain(`Usage: npm run ${script}`);
    expect(run.output).not.toMatch(/\n\s+at /);
  });

  it('answers an option given without its value the same way', async () => {
    const run = await runCommand(await nodeArgsOf('tenant:set'), ['--subdomain']);
    expect(run.code).toBe(2);
    expect(run.output).toContain("Option '--subdomain <value>' argument missing");
    expect(run.output).toContain('Usage: npm run tenant:set');
  });
});

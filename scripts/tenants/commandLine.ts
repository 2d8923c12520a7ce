/**
 * @module The command line of the operator commands (tenant:*, unit:*, leads:*, market:refresh): their options
 * read with node:util's parseArgs (bad arguments answered with the usage line and exit 2), the flags every command takes (--remote, --persist-to, --help), the
 * options that describe a tenant's look, and the options as the fields their zod schema checks.
 */
import { parseArgs, type ParseArgsOptionsConfig } from 'node:util';

const text = { type: 'string' } as const;

/** The options a tenant's look is given with, the same for tenant:add and tenant:set. */
export const tenantLookOptions = {
  name: text,
  slogan: text,
  'welcome-text': text,
  'seo-description': text,
  'primary-color': text,
  'secondary-color': text,
  'logo-url': text,
  'cover-url': text,
  facebook: text,
  instagram: text,
  tiktok: text,
  linkedin: text,
  linktree: text,
} as const satisfies ParseArgsOptionsConfig;

/** Where a command writes (targetFromFlags reads them), and its help. */
const commonOptions = { remote: { type: 'boolean' }, 'persist-to': text, help: { type: 'boolean' } } as const satisfies ParseArgsOptionsConfig;

/** A command line parseArgs refused (an unknown option, a missing value, an unexpected argument): its message. */
function badArguments(error: unknown): string | null {
  const code = error instanceof Error ? Reflect.get(error, 'code') : undefined;
  return typeof code === 'string' && code.startsWith('ERR_PARSE_ARGS_') && error instanceof Error ? error.message : null;
}

/**
 * Reads a command line: an option the command does not have, an option without its value or an argument it
 * does not take prints what was wrong and `usage` and exits 2 (an operator's typo, not a stack trace); with
 * --help (when the command takes it) prints `usage` and exits 0.
 * @example const { values, positionals } = readCommandLine({ options: { failed: { type: 'boolean' } }, allowPositionals: true }, usage)
 */
export function readCommandLine<T extends ParseArgsOptionsConfig, P extends boolean = false>(config: { options: T; allowPositionals?: P; args?: string[] }, usage: string) {
  const parse = () => {
    try {
      return parseArgs({ options: config.options, allowPositionals: config.allowPositionals, args: config.args, strict: true });
    } catch (error) {
      const message = badArguments(error);
      if (message === null) throw error;
      console.error(`${message}\n\n${usage}`);
      return process.exit(2);
    }
  };
  const parsed = parse();
  if (Object.hasOwn(parsed.values, 'help')) {
    console.log(usage);
    process.exit(0);
  }
  return parsed;
}

/**
 * The command's options and the common flags (unknown ones refused: usage and exit 2); with --help, prints
 * `usage` and exits.
 * @example const values = readOptions({ subdomain: { type: 'string' } }, usage)
 */
export function readOptions<T extends ParseArgsOptionsConfig>(options: T, usage: string) {
  return readCommandLine({ options: { ...options, ...commonOptions } }, usage).values;
}

/** The flags that say where a command acts (--remote, --persist-to) and --help, for a command read with readCommandLine. */
export const targetOptions = commonOptions;

/**
 * The options given, named as their schema's fields (the inverse of operatorInput's optionOf): `--unit-id`
 * is `unitId`; the common flags and options not given are left out, so a field given where it does not
 * belong is refused by name.
 * @example optionFields({ 'unit-id': '31', remote: true }) // { unitId: '31' }
 */
export function optionFields(values: Record<string, unknown>): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const [option, value] of Object.entries(values)) {
    if (value === undefined || Object.hasOwn(commonOptions, option)) continue;
    fields[option.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())] = value;
  }
  return fields;
}

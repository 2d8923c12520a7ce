/**
 * @module The command line of the operator commands (tenant:add, tenant:set, unit:add): their options
 * read with node:util's parseArgs, the flags every command takes (--remote, --persist-to, --help), the
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

/**
 * The command's options (unknown ones refused); with --help, prints `usage` and exits.
 * @example const values = readOptions({ subdomain: { type: 'string' } }, usage)
 */
export function readOptions<T extends ParseArgsOptionsConfig>(options: T, usage: string) {
  const { values } = parseArgs({ options: { ...options, ...commonOptions }, strict: true });
  if (Object.hasOwn(values, 'help')) {
    console.log(usage);
    process.exit(0);
  }
  return values;
}

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

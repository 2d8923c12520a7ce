/**
 * @module Sentry envelopes: checks the framing and reads the header's DSN, without trusting the sender.
 */
import type { $ZodType, output } from 'zod/v4/core';
import * as z from 'zod/mini';

/** The envelope header fields the tunnel needs; the SDK adds `dsn` whenever it sends through a tunnel. */
const envelopeHeaderSchema = z.looseObject({ dsn: z.string().check(z.minLength(1)) });
/** Every item header names its type; `length`, when given, is the payload's size in bytes. */
const itemHeaderSchema = z.looseObject({ type: z.string().check(z.minLength(1)), length: z.optional(z.int().check(z.nonnegative())) });

type EnvelopeHeader = z.infer<typeof envelopeHeaderSchema>;

interface Envelope {
  header: EnvelopeHeader;
  itemTypes: string[];
}

const newline = 0x0a;
const utf8 = new TextDecoder('utf-8', { fatal: true });

/** One header line as JSON matching `schema`, or null. */
function readJsonLine<T extends $ZodType>(bytes: Uint8Array, schema: T): output<T> | null {
  let value: unknown;
  try {
    value = JSON.parse(utf8.decode(bytes));
  } catch {
    return null;
  }
  const parsed = z.safeParse(schema, value);
  return parsed.success ? parsed.data : null;
}

/** Index of the next newline at or after `from`, or the end. */
function lineEnd(bytes: Uint8Array, from: number): number {
  const index = bytes.indexOf(newline, from);
  return index === -1 ? bytes.length : index;
}

/**
 * Parses an envelope (`header \n (itemHeader \n payload)+`); null when the framing is broken,
 * a header is not JSON, the header has no DSN, or there is no item. Payloads are not parsed:
 * they are forwarded as they are.
 * @example parseEnvelope(new TextEncoder().encode('{"dsn":"https://k@h/1"}\n{"type":"event"}\n{}'))?.itemTypes // ['event']
 */
export function parseEnvelope(bytes: Uint8Array): Envelope | null {
  const headerEnd = lineEnd(bytes, 0);
  const header = readJsonLine(bytes.subarray(0, headerEnd), envelopeHeaderSchema);
  if (!header) return null;
  const itemTypes: string[] = [];
  let position = headerEnd + 1;
  while (position < bytes.length) {
    const itemHeaderEnd = lineEnd(bytes, position);
    const item = readJsonLine(bytes.subarray(position, itemHeaderEnd), itemHeaderSchema);
    if (!item) return null;
    position = itemHeaderEnd + 1;
    if (item.length === undefined) {
      // Without a length the payload runs to the next newline (or the end).
      position = lineEnd(bytes, position) + 1;
    } else {
      if (position + item.length > bytes.length) return null;
      position += item.length;
      if (position < bytes.length && bytes[position] !== newline) return null;
      position += 1;
    }
    itemTypes.push(item.type);
  }
  return itemTypes.length ? { header, itemTypes } : null;
}

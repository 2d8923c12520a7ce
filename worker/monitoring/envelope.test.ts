import { describe, expect, it } from 'vitest';
import { parseEnvelope } from './envelope';

const encode = (text: string) => new TextEncoder().encode(text);
const header = '{"event_id":"9ec79c33ec9942ab8353589fcb2e04dc","dsn":"http://publickey@127.0.0.1:9000/42"}';

describe('parseEnvelope', () => {
  it('reads the header DSN and the item types of an event envelope', () => {
    const envelope = parseEnvelope(encode(`${header}\n{"type":"event"}\n{"message":"hello"}`));
    expect(envelope?.header.dsn).toBe('http://publickey@127.0.0.1:9000/42');
    expect(envelope?.itemTypes).toEqual(['event']);
  });

  it('skips payloads by their length, even when they contain newlines or binary bytes', () => {
    const payload = new Uint8Array([0x78, 0x0a, 0x00, 0xff, 0x0a]);
    const bytes = new Uint8Array([
      ...encode(`${header}\n{"type":"replay_event"}\n{}\n{"type":"replay_recording","length":${payload.length}}\n`),
      ...payload,
      ...encode('\n{"type":"client_report"}\n{}\n'),
    ]);
    expect(parseEnvelope(bytes)?.itemTypes).toEqual(['replay_event', 'replay_recording', 'client_report']);
  });

  it('accepts a trailing newline', () => {
    expect(parseEnvelope(encode(`${header}\n{"type":"event"}\n{}\n`))?.itemTypes).toEqual(['event']);
  });

  it.each([
    ['an empty body', ''],
    ['a header that is not JSON', 'hello\n{"type":"event"}\n{}'],
    ['a header that is a JSON array', '["dsn"]\n{"type":"event"}\n{}'],
    ['a header without a DSN', '{"event_id":"1"}\n{"type":"event"}\n{}'],
    ['a header with a non-string DSN', '{"dsn":42}\n{"type":"event"}\n{}'],
    ['no items', `${header}\n`],
    ['an item header that is not JSON', `${header}\nevent\n{}`],
    ['an item header without a type', `${header}\n{"length":2}\n{}`],
    ['a length longer than the body', `${header}\n{"type":"event","length":99}\n{}`],
    ['a length that ends mid-line', `${header}\n{"type":"event","length":1}\n{}`],
  ])('rejects %s', (_, text) => {
    expect(parseEnvelope(encode(text))).toBeNull();
  });

  it('rejects a header that is not UTF-8', () => {
    expect(parseEnvelope(new Uint8Array([0xff, 0xfe, 0x0a, ...encode('{"type":"event"}\n{}')]))).toBeNull();
  });
});

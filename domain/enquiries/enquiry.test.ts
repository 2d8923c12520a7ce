import { describe, expect, it } from 'vitest';
import { enquiryPrivacyNote, enquiryRetentionDays, enquiryStartMessage, idempotencyKeyOf, isFreeOfControlCharacters, isPhoneNumber } from './enquiry';

describe('isPhoneNumber', () => {
  it('accepts numbers as Hungarians write them', () => {
    for (const phone of ['+36 30 123 4567', '06 30 123 4567', '06-1/234-5678', '+36 (1) 234-5678', '0036 96 123 456', '+43 664 1234567']) {
      expect(isPhoneNumber(phone), phone).toBe(true);
    }
  });

  it('refuses too few or too many digits, letters and a misplaced plus', () => {
    for (const phone of ['1234567', '+36 30 123 4567 8901 2', 'hívjon', '30+1234567', '']) expect(isPhoneNumber(phone), phone).toBe(false);
  });
});

describe('enquiryStartMessage', () => {
  it('names the listing by id and name', () => {
    expect(enquiryStartMessage({ id: 12, name: 'Napfényes lakás' })).toBe('Érdeklődöm a 12. számú ingatlan iránt: Napfényes lakás.');
  });

  it('puts the article the number is read with before it, never "a(z)"', () => {
    expect(enquiryStartMessage({ id: 1128, name: 'Lakás' })).toBe('Érdeklődöm az 1128. számú ingatlan iránt: Lakás.');
    expect(enquiryStartMessage({ id: 2085, name: 'Lakás' })).toBe('Érdeklődöm a 2085. számú ingatlan iránt: Lakás.');
    expect(enquiryStartMessage({ id: 5, name: 'Lakás' })).toBe('Érdeklődöm az 5. számú ingatlan iránt: Lakás.');
  });
});

describe('isFreeOfControlCharacters', () => {
  it('refuses C0 controls, DEL and C1 controls, and takes accented and other printable text', () => {
    for (const bad of ['\u0000', '\u0007', '\t', '\n', '\r', '\u001b', '\u007f', '\u0085', '\u009b']) expect(isFreeOfControlCharacters(`a${bad}b`), JSON.stringify(bad)).toBe(false);
    expect(isFreeOfControlCharacters('Őrült Ügyvéd „Kft.” – 50 m² · €')).toBe(true);
  });

  it('lets line feeds through only when asked', () => {
    expect(isFreeOfControlCharacters('a\nb', { newlines: true })).toBe(true);
    expect(isFreeOfControlCharacters('a\r\nb', { newlines: true })).toBe(false);
  });
});

describe('enquiryPrivacyNote', () => {
  it('says, in Hungarian, how long an enquiry is kept at most', () => {
    expect(enquiryPrivacyNote).toContain(`legfeljebb ${enquiryRetentionDays} napig őrizzük meg`);
  });
});

describe('idempotencyKeyOf', () => {
  it('takes a UUID, bare or as a quoted structured-field string, and no key when the header is absent', () => {
    const uuid = '8e03978e-40d5-43e8-bc93-6894a57f9324';
    expect(idempotencyKeyOf(uuid)).toBe(uuid);
    expect(idempotencyKeyOf(`"${uuid}"`)).toBe(uuid);
    expect(idempotencyKeyOf(undefined)).toBeNull();
  });

  it('refuses a key shorter than 16 or longer than 128 characters, or with anything but letters, digits, - and _', () => {
    for (const bad of ['', 'short', 'x'.repeat(129), `${'a'.repeat(20)} b`, `${'a'.repeat(20)}\r\nX: y`, `${'a'.repeat(20)}é`, `${'a'.repeat(20)}/`]) {
      expect(idempotencyKeyOf(bad), JSON.stringify(bad)).toBe('invalid');
    }
    expect(idempotencyKeyOf('a'.repeat(128))).toBe('a'.repeat(128));
    expect(idempotencyKeyOf('a_-'.repeat(6))).toBe('a_-'.repeat(6));
  });
});

import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { describeProblems, hexColor, operatorText, optionOf, pictureUrl, recordId, sqlLiteral, subdomain } from './operatorInput';

describe('recordId', () => {
  it('reads plain digits as the id', () => {
    expect(recordId.parse('31')).toBe(31);
  });

  it('refuses what Number() would read but an operator did not mean', () => {
    for (const text of ['1e3', '0x1f', '+3', '031', '3.0', '', '-1', 'Infinity']) expect(recordId.safeParse(text).success, text).toBe(false);
  });
});

describe('pictureUrl', () => {
  it('takes a site path or an https URL, not a protocol-relative or plain http one', () => {
    expect(pictureUrl.safeParse('/media/logo.svg?label=X').success).toBe(true);
    expect(pictureUrl.safeParse('https://cdn.example.hu/logo.png').success).toBe(true);
    for (const text of ['//evil.example/logo.png', 'http://cdn.example.hu/logo.png', 'javascript:alert(1)', 'logo.png']) expect(pictureUrl.safeParse(text).success, text).toBe(false);
  });
});

describe('pictureUrl, read as a browser reads it', () => {
  it('refuses /\\evil.example/x.svg, which passes a "starts with one slash" check but leads to evil.example', () => {
    const result = pictureUrl.safeParse('/\\evil.example/x.svg');
    expect(result.success).toBe(false);
    expect(result.success ? '' : result.error.issues[0]?.message).toMatch(/^leads off the site/);
  });
});

describe('operatorText', () => {
  it('refuses C0 controls (LF, CR, tab, ESC), DEL, C1 controls and text-direction marks, naming the character and where it is', () => {
    const samples = ['Szeged\nIroda', 'Szeged\rIroda', 'a\tb', 'x\u001b[31m', 'a\u007fb', 'a\u0085b', 'a\u009bb', 'a\u202eb', 'a\u202ab', 'a\u2066b', 'a\u2069b', 'a\u200eb', 'a\u200fb', 'a\u061cb'];
    for (const text of samples) expect(operatorText().safeParse(text).success, JSON.stringify(text)).toBe(false);
    const result = operatorText().safeParse('Szeged\nIroda');
    expect(result.success ? '' : result.error.issues[0]?.message).toBe('must not contain control or text-direction characters: it has a line break (LF), U+000A, at character 7; write it on one line');
  });

  it('takes Hungarian text with accents, quotes and dashes', () => {
    for (const text of ['Szegedi Ingatlanház – „Otthon”', 'Kárász utca 9.', 'O’Iroda']) expect(operatorText().safeParse(text).success, text).toBe(true);
  });
});

describe('subdomain', () => {
  it('refuses the product’s own hosts api, www, mail, admin, cdn, static and assets', () => {
    for (const name of ['api', 'www', 'mail', 'admin', 'cdn', 'static', 'assets']) expect(subdomain.safeParse(name).success, name).toBe(false);
    const api = subdomain.safeParse('api');
    expect(api.success ? [] : describeProblems(api.error)).toEqual(["is kept for the product's own hosts (api, www, mail, admin, cdn, static, assets): choose another"]);
    expect(subdomain.safeParse('apiszeged').success).toBe(true);
  });
});

describe('hexColor', () => {
  it('takes #rrggbb only', () => {
    expect(hexColor.safeParse('#12aBcd').success).toBe(true);
    for (const text of ['#123', '123456', '#1234567', 'red']) expect(hexColor.safeParse(text).success, text).toBe(false);
  });
});

describe('optionOf', () => {
  it('names the command-line option of a field, and the entry of a repeated one', () => {
    expect(optionOf(['franchiseId'])).toBe('--franchise-id');
    expect(optionOf(['menu', 1])).toBe('--menu #2');
  });
});

describe('describeProblems', () => {
  it('gives one line per refused option', () => {
    const result = z.object({ mainColor: hexColor, unitId: recordId }).safeParse({ mainColor: 'piros', unitId: '1e3' });
    expect(result.success ? [] : describeProblems(result.error)).toEqual(['--main-color: must be a colour like #0b3d5c', '--unit-id: must be a positive whole number written with digits only, such as 31']);
  });
});

describe('sqlLiteral', () => {
  it('doubles apostrophes in text and writes numbers and null as they are', () => {
    expect(sqlLiteral("O'Iroda")).toBe("'O''Iroda'");
    expect(sqlLiteral(31)).toBe('31');
    expect(sqlLiteral(null)).toBe('NULL');
  });
});

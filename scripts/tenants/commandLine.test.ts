import { describe, expect, it } from 'vitest';
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

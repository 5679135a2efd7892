import { describe, expect, it } from 'vitest';
import { PASSWORD_MIN_LENGTH } from '@baandee/contracts';
import { IMAGE_MAX_MEGAPIXELS, NEARBY_MAX_DISTANCE_KM, PHONE_LENGTH, POSTAL_CODE_LENGTH, SLIP_MAX_MEGAPIXELS, THAI_ID_LENGTH } from '@baandee/domain';
import { resources, type ErrorKey } from '@baandee/locales';
import { ApiError } from './api-client';
import { describeApiError, LIMIT_VALUES, translateMessage } from './api-messages';
import { i18n, loadNamespaces } from './i18n';

describe('limits quoted by messages', () => {
  it.each<[ErrorKey, number]>([
    ['password too short', PASSWORD_MIN_LENGTH],
    ['phone must be 10 digits', PHONE_LENGTH],
    ['distance over 20 km', NEARBY_MAX_DISTANCE_KM],
    ['juristic number not valid', THAI_ID_LENGTH],
    ['postal code not valid', POSTAL_CODE_LENGTH],
    ['image over 24 megapixels', IMAGE_MAX_MEGAPIXELS],
    ['slip picture too large', SLIP_MAX_MEGAPIXELS],
  ])("'%s' quotes %s, the constant that enforces it", (key, limit) => {
    const text = translateMessage(key);
    expect(text).toContain(String(limit));
    expect(text).not.toContain('{{');
  });

  it('no text of the catalogue or a field hint leaves a limit placeholder unfilled, in either language', () => {
    for (const language of ['th', 'en'] as const) {
      const namespaces = resources[language];
      const texts = [...Object.values(namespaces.errors), ...Object.values(namespaces.account.fields), namespaces.contact.form.phoneHint];
      for (const text of texts) {
        for (const [, name] of String(text).matchAll(/\{\{(\w+)\}\}/g)) {
          if (name && !(name in LIMIT_VALUES) && text !== namespaces.account.fields.passwordHint) throw new Error(`${language}: {{${name}}} in "${text}" has no value`);
        }
      }
    }
  });

  it('field hints quote the constants', async () => {
    await loadNamespaces('account', 'contact');
    expect(i18n.t('fields.phoneHint', { ns: 'account', ...LIMIT_VALUES })).toContain(String(PHONE_LENGTH));
    expect(i18n.t('profile.idCardHint', { ns: 'account', ...LIMIT_VALUES })).toContain(String(THAI_ID_LENGTH));
    expect(i18n.t('form.phoneHint', { ns: 'contact', ...LIMIT_VALUES })).toContain(String(PHONE_LENGTH));
  });
});

describe('describeApiError', () => {
  it('shows an upload refused as not an image once, not as the message and again as a bullet', () => {
    const error = new ApiError(422, 'not an image', { image: ['not an image'] });
    expect(describeApiError(error)).toEqual({ text: translateMessage('not an image'), items: [] });
  });

  it('lists the first message of each other field', () => {
    const error = new ApiError(422, 'invalid input', { phone: ['phone must be 10 digits', 'required'], email: ['email not valid'] });
    expect(describeApiError(error)).toEqual({
      text: translateMessage('invalid input'),
      items: [translateMessage('phone must be 10 digits'), translateMessage('email not valid')],
    });
  });
});

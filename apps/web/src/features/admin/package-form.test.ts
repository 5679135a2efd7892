import { describe, expect, it } from 'vitest';
import { packageBody, packageFormValues, type AdminPackage } from './package-form';

const opening: AdminPackage = {
  id: 1,
  code: 'OPENING99',
  headPrice: 99,
  price_satang: 9_900,
  price: '99.00',
  credits: 2,
  details: { th: '2 ประกาศใหม่ หรือ 1 บูสต์', en: '2 new listings or 1 boost' },
  active: true,
  created_at: '2026-11-01T00:00:00.000Z',
};
const values = { code: 'promo149', price: '149.75', credits: 3, details_th: 'สาม', details_en: 'three', active: false };

describe('packageBody', () => {
  it('sends the price typed in baht as exact satang', () => {
    expect(packageBody(values, null)).toEqual({
      body: { code: 'promo149', price_satang: 14_975, credits: 3, details_th: 'สาม', details_en: 'three', active: false },
    });
    expect(packageBody({ ...values, price: '0.29' }, null)).toMatchObject({ body: { price_satang: 29 } });
  });

  it('edits a package by its id, starting from its values', () => {
    const start = packageFormValues(opening);
    expect(start.price).toBe('99.00');
    expect(packageBody(start, opening)).toMatchObject({ body: { id: 1, code: 'OPENING99', price_satang: 9_900, credits: 2, active: true } });
  });

  it('puts each wrong value on its field', () => {
    expect(packageBody({ ...values, price: '' }, null)).toEqual({ errors: { price: 'required' } });
    expect(packageBody({ ...values, price: '9.999' }, null)).toEqual({ errors: { price: 'must be a number' } });
    expect(packageBody({ ...values, price: '0' }, null)).toEqual({ errors: { price: 'must be greater than 0' } });
    expect(packageBody({ ...values, credits: 0 }, null)).toEqual({ errors: { credits: 'must be greater than 0' } });
    expect(packageBody({ ...values, code: 'no spaces' }, null)).toEqual({ errors: { code: 'package code not valid' } });
  });

  it('flags every empty required field at once, not only the price', () => {
    expect(packageBody({ ...values, code: '', price: '', credits: '' }, null)).toEqual({
      errors: { code: 'required', price: 'required', credits: 'required' },
    });
    expect(packageBody({ ...values, code: ' ', price: '0', credits: '' }, null)).toEqual({
      errors: { code: 'required', price: 'must be greater than 0', credits: 'required' },
    });
  });
});

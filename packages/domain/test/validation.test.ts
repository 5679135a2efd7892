import { describe, expect, it } from 'vitest';
import { isValidEmail, isValidPhone, isValidThaiId } from '../src/index.js';

describe('isValidPhone', () => {
  it('accepts exactly ten digits', () => {
    expect(isValidPhone('0812345678')).toBe(true);
  });
  it.each(['081234567', '08123456789', '081-234-567', '08123456ab', ''])('refuses %j', (value) => {
    expect(isValidPhone(value)).toBe(false);
  });
});

describe('isValidEmail', () => {
  it.each(['a@b.co', 'somchai.j+home@mail.co.th'])('accepts %s', (value) => expect(isValidEmail(value)).toBe(true));
  it.each(['plain', 'a@b', 'a b@c.com', '@c.com'])('refuses %s', (value) => expect(isValidEmail(value)).toBe(false));
});

describe('isValidThaiId', () => {
  it('accepts a number whose last digit is the checksum', () => {
    // 1-1037-00000-00-? : sum = 1*13+1*12+0*11+3*10+7*9 = 118; (11 - 118 % 11) % 10 = 3
    expect(isValidThaiId('1103700000003')).toBe(true);
  });
  it('refuses a wrong checksum, a short number and letters', () => {
    expect(isValidThaiId('1103700000004')).toBe(false);
    expect(isValidThaiId('110370000000')).toBe(false);
    expect(isValidThaiId('11037000000a3')).toBe(false);
  });
});

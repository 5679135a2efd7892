import { hasValidThaiIdCheckDigit, isThaiIdShape, isValidEmail, isValidPhone } from '@baandee/domain';
import { z } from './error-map.js';

/** Building blocks every endpoint schema reuses, each failing with a catalogue key. */

/** PostgreSQL text cannot hold a NUL character: refused here, it never becomes a 500. */
export const withoutNul = (value: string) => !value.includes('\u0000');

export const text = (max: number) => z.string().trim().max(max).refine(withoutNul);
export const requiredText = (max: number) => z.string().trim().min(1).max(max).refine(withoutNul);

export const emailField = z
  .string()
  .trim()
  .min(1)
  .toLowerCase()
  .refine(isValidEmail, { message: 'email not valid' });

export const phoneField = z
  .string()
  .trim()
  .min(1)
  .refine(isValidPhone, { message: 'phone must be 10 digits' });

/** Not 13 digits, or 13 digits failing the check digit: two messages, since the fixes differ. */
export const thaiIdField = z
  .string()
  .trim()
  .refine(isThaiIdShape, { message: 'id card number not valid', abort: true })
  .refine(hasValidThaiIdCheckDigit, { message: 'id card check digit not valid' });

export const successEnvelope = <T extends z.ZodType>(result: T) =>
  z.object({ status: z.literal('success'), result });

export const errorEnvelope = z.object({
  status: z.literal('error'),
  message: z.string().meta({ description: 'A message key of the catalogue (spec section 8)' }),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});

export type ErrorEnvelope = z.infer<typeof errorEnvelope>;
export type SuccessEnvelope<T> = { status: 'success'; result: T };

import { isValidEmail, isValidPhone, isValidThaiId } from '@baandee/domain';
import { z } from './error-map.js';

/** Building blocks every endpoint schema reuses, each failing with a catalogue key. */
export const requiredText = (max = 255) => z.string().trim().min(1).max(max);

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

export const thaiIdField = z.string().trim().refine(isValidThaiId, { message: 'id card number not valid' });

/** Query-string ids and numbers arrive as text. */
export const idParam = z.coerce.number().int().positive().max(2_147_483_647); // PostgreSQL integer

export const successEnvelope = <T extends z.ZodType>(result: T) =>
  z.object({ status: z.literal('success'), result });

export const errorEnvelope = z.object({
  status: z.literal('error'),
  message: z.string().meta({ description: 'A message key of the catalogue (spec section 8)' }),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});

export type ErrorEnvelope = z.infer<typeof errorEnvelope>;
export type SuccessEnvelope<T> = { status: 'success'; result: T };

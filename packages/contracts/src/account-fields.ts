import { z } from './error-map.js';
import { emailField } from './common.js';

/**
 * Field types the account schemas share. PostgreSQL text cannot hold a NUL character and
 * an integer column stops at 2^31-1: refusing both here keeps them from becoming a 500.
 */
export const withoutNul = (value: string) => !value.includes('\u0000');

export const accountEmail = emailField.refine(withoutNul, { message: 'email not valid' });

export const text = (max: number) => z.string().trim().max(max).refine(withoutNul);
export const requiredText = (max: number) => z.string().trim().min(1).max(max).refine(withoutNul);

export const INT4_MAX = 2_147_483_647;
export const rowId = z.coerce.number().int().positive().max(INT4_MAX);

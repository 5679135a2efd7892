import { INT4_MAX } from '@baandee/domain';
import { z } from './error-map.js';
import { emailField, withoutNul } from './common.js';

/**
 * Field types the account schemas share. An integer column stops at 2^31-1: refusing
 * larger ids here keeps them from becoming a 500.
 */
export const accountEmail = emailField.refine(withoutNul, { message: 'email not valid' });

export { INT4_MAX };
export const rowId = z.coerce.number().int().positive().max(INT4_MAX);

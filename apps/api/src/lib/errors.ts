import type { ErrorKey } from '@baandee/locales';

export type FieldErrors = Record<string, ErrorKey[]>;

/**
 * An error a client is meant to see: a catalogue key, an HTTP status and optional field
 * errors. Anything else thrown in a handler becomes a 500 "something went wrong".
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly key: ErrorKey,
    readonly fieldErrors?: FieldErrors,
  ) {
    super(key);
  }
}

export const badInput = (fieldErrors?: FieldErrors) => new AppError(422, 'invalid input', fieldErrors);
export const notFound = (key: ErrorKey = 'content not found') => new AppError(404, key);
export const unauthorized = (key: ErrorKey = 'unauthorized, please re-login') => new AppError(401, key);
/**
 * 403 'account suspended' (docs/decisions/046): at sign-in and on every call with a session
 * of a suspended account. The admin's reason, free text, rides in `errors.reason`, which the
 * web app shows under the message.
 */
export const accountSuspended = (reason: string | null) =>
  new AppError(403, 'account suspended', reason ? { reason: [reason as ErrorKey] } : undefined);
export const forbidden = (key: ErrorKey = 'permission denied for edit or view') => new AppError(403, key);

import { describe, expect, it } from 'vitest';
import { errors } from '@baandee/locales/th/errors';
import { ApiError } from './api-client';
import { describeApiError } from './api-messages';

describe('describeApiError', () => {
  it('shows an upload refused as not an image once, not as the message and again as a bullet', () => {
    const error = new ApiError(422, 'not an image', { image: ['not an image'] });
    expect(describeApiError(error)).toEqual({ text: errors['not an image'], items: [] });
  });

  it('lists the first message of each other field', () => {
    const error = new ApiError(422, 'invalid input', { phone: ['phone must be 10 digits', 'required'], email: ['email not valid'] });
    expect(describeApiError(error)).toEqual({ text: errors['invalid input'], items: [errors['phone must be 10 digits'], errors['email not valid']] });
  });
});

import { availabilityAnswerBody, availabilityAnswerResult, confirmAvailableResult } from '../availability.js';
import { endpoint } from '../endpoint.js';
import { announceIdParams } from '../listing.js';

const tags = ['listings'];

/** "Still available?" (docs/decisions/062). */
export const availabilityEndpoints = {
  confirmAvailable: endpoint('confirmAvailable', {
    summary:
      "Confirm the published listing is still available: its card and page say so, any open question about it is answered, and the next one comes AVAILABILITY_ASK_AFTER_DAYS later",
    tags,
    access: { owner: 'listing', param: 'announce_id' },
    params: announceIdParams,
    result: confirmAvailableResult,
    errors: { 409: ['announcement not in publish status'] },
  }),
  answerAvailability: endpoint('answerAvailability', {
    summary:
      "Answer an availability question with the token of one of its e-mail's two links: yes confirms the listing, no closes it as rented or sold. Each link works once, until it expires",
    tags,
    access: 'public',
    body: availabilityAnswerBody,
    result: availabilityAnswerResult,
    errors: { 422: ['reset link expired'] },
  }),
};

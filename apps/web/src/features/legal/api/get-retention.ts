import { queryOptions, useQuery } from '@tanstack/react-query';
import { MESSAGE_RETENTION_DAYS, RAW_EVENT_RETENTION_DAYS } from '@baandee/domain';
import type { RetentionResult } from '@baandee/contracts';
import { call } from '../../../lib/api-client';
import { legalKeys } from './keys';

/** The defaults the server starts with, shown until its own answer arrives. */
export const DEFAULT_RETENTION: RetentionResult = { raw_event_days: RAW_EVENT_RETENTION_DAYS, message_days: MESSAGE_RETENTION_DAYS };

/** GET api/privacy/retention: how long this server keeps raw events and messages. */
export const retentionQuery = queryOptions({
  queryKey: legalKeys.retention,
  queryFn: () => call('privacyRetention', undefined, { alert: false }),
  staleTime: Infinity,
});

export function useRetention(enabled = true): RetentionResult {
  return useQuery({ ...retentionQuery, enabled }).data ?? DEFAULT_RETENTION;
}

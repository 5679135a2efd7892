import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { shellKeys } from './keys';

/** GET api/chat-widget: the LINE official account's chat, or null without LINE (the button hides). Set at start-up: read once. */
export const chatWidgetQuery = () =>
  queryOptions({
    queryKey: shellKeys.chatWidget,
    queryFn: ({ signal }) => call('chatWidget', {}, { signal, alert: false }),
    staleTime: Infinity,
    retry: false,
    throwOnError: false,
  });

export const useChatWidget = (enabled: boolean) => useQuery({ ...chatWidgetQuery(), enabled });

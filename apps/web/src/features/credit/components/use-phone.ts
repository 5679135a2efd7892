import { useMediaQuery } from '@mantine/hooks';

const PHONE_QUERY = '(max-width: 48em)'; // 768 px: a dialog fills the screen

/** Long dialogs (the payment screen, the boost steps) fill a phone's screen. */
export function usePhone(): boolean {
  return useMediaQuery(PHONE_QUERY, false) ?? false;
}

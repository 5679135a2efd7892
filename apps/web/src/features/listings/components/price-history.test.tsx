import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n, loadNamespaces } from '../../../lib/i18n';
import { AppProviders } from '../../../app/providers';
import { createQueryClient } from '../../../lib/query-client';
import { PriceHistory } from './price-history';

describe('PriceHistory', () => {
  beforeAll(() => loadNamespaces('listing'));
  afterEach(async () => {
    await act(() => i18n.changeLanguage('th'));
  });

  it('counts days on the market in the reader’s words: one form in Thai, "1 day" and "2 days" in English', async () => {
    const queryClient = createQueryClient();
    const withDays = (days: number) => (
      <AppProviders queryClient={queryClient}>
        <PriceHistory listing={{ price_history: [], days_on_market: days }} />
      </AppProviders>
    );
    const { rerender } = render(withDays(1));
    expect(screen.getByTestId('days-on-market').textContent).toBe('อยู่ในตลาด 1 วัน');

    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByTestId('days-on-market').textContent).toBe('On the market for 1 day');
    rerender(withDays(2));
    expect(screen.getByTestId('days-on-market').textContent).toBe('On the market for 2 days');
  });
});

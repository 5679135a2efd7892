import { act, render, screen } from '@testing-library/react';
import { CloseButton, Modal, Pagination } from '@mantine/core';
import { afterEach, describe, expect, it } from 'vitest';
import { resources } from '@baandee/locales';
import { i18n } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';
import { AppProviders } from './providers';

const renderInApp = (ui: React.ReactNode) => render(<AppProviders queryClient={createQueryClient()}>{ui}</AppProviders>);

describe('icon-only controls Mantine draws', () => {
  afterEach(async () => {
    await act(() => i18n.changeLanguage('th'));
  });

  it('name the pagination arrows in the reader’s language, Thai then English', async () => {
    renderInApp(<Pagination total={5} value={2} onChange={() => {}} withEdges />);
    for (const name of Object.values(resources.th.common.pagination)) expect(screen.getByRole('button', { name })).toBeTruthy();
    // the page numbers keep the number as their name
    expect(screen.getByRole('button', { name: '2' }).getAttribute('aria-current')).toBe('page');

    await act(() => i18n.changeLanguage('en'));
    for (const name of Object.values(resources.en.common.pagination)) expect(screen.getByRole('button', { name })).toBeTruthy();
  });

  it('name a dialog’s close button, and keep a name a use gives its own', async () => {
    renderInApp(
      <>
        <Modal opened onClose={() => {}} title="Filters">
          <CloseButton aria-label="Remove photo 1" />
        </Modal>
      </>,
    );
    expect(await screen.findByRole('button', { name: resources.th.common.actions.close })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove photo 1' })).toBeTruthy();
  });
});

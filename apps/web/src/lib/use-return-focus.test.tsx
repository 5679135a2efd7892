import { useState } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Button, Modal } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../app/providers';
import { createQueryClient } from './query-client';
import { useReturnFocus } from './use-return-focus';

/** A dialog rendered only while open, as the filter drawer and the admin forms are. */
function OnlyWhileOpen({ onClose }: { onClose(): void }) {
  useReturnFocus(true);
  return (
    <Modal opened onClose={onClose} title="Filters" transitionProps={{ duration: 0 }}>
      <Button onClick={onClose}>Done</Button>
    </Modal>
  );
}

function Page() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open filters</Button>
      <Button>Something else</Button>
      {open && <OnlyWhileOpen onClose={() => setOpen(false)} />}
    </>
  );
}

/** The page with the dialog opened from its button: the button, and the dialog's own. */
async function openFilters() {
  render(
    <AppProviders queryClient={createQueryClient()}>
      <Page />
    </AppProviders>,
  );
  const opener = screen.getByRole('button', { name: 'Open filters' });
  act(() => opener.focus());
  fireEvent.click(opener);
  return { opener, done: await screen.findByRole('button', { name: 'Done' }) };
}

describe('focus after a dialog that mounts open closes', () => {
  it('goes back to the control that opened it', async () => {
    const { opener, done } = await openFilters();
    act(() => done.focus());
    fireEvent.click(done);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('stays where it went when something else took it meanwhile', async () => {
    const { done } = await openFilters();
    fireEvent.click(done);
    const other = screen.getByRole('button', { name: 'Something else' });
    act(() => other.focus());
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(document.activeElement).toBe(other);
  });
});

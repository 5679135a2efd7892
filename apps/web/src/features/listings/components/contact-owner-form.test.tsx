import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { resources } from '@baandee/locales';
import { ApiError, call } from '../../../lib/api-client';
import { translateMessage } from '../../../lib/api-messages';
import { loadNamespaces } from '../../../lib/i18n';
import { clearSession, sessionStore } from '../../../lib/session';
import { renderInShell } from '../../../test/render';
import { ContactOwnerForm } from './contact-owner-form';

vi.mock(import('../../../lib/api-client'), async (original) => ({ ...(await original()), call: vi.fn() }));
const th = resources.th;

describe('ContactOwnerForm', () => {
  beforeAll(() => loadNamespaces('listing'));
  afterEach(() => vi.mocked(call).mockReset());

  const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;
  const fill = () => {
    fireEvent.change(field(th.listing.contact.name), { target: { value: 'สมหญิง' } });
    fireEvent.change(field(th.listing.contact.email), { target: { value: 'somying@example.com' } });
    fireEvent.change(field(th.listing.contact.phone), { target: { value: '089-999-0000' } });
    fireEvent.change(field(th.listing.contact.message), { target: { value: 'ขอนัดดูห้อง' } });
  };
  const submit = () => fireEvent.click(screen.getByRole('button', { name: th.listing.contact.submit }));

  it("fills in a signed-in visitor's name, e-mail and phone from the profile, leaving the message to them", async () => {
    sessionStore.set({ token: 'tok-7', userId: 7 });
    const profile = { id: 7, firstname: 'อนงค์', lastname: 'ใจดี', email: 'anong@example.com', phone: '0898765432' };
    vi.mocked(call).mockImplementation(async (name) => (name === 'userInfo' ? profile : undefined) as never);
    try {
      renderInShell(<ContactOwnerForm listingId={42} />);
      await waitFor(() => expect(field(th.listing.contact.name).value).toBe('อนงค์ ใจดี'));
      expect(field(th.listing.contact.email).value).toBe('anong@example.com');
      expect(field(th.listing.contact.phone).value).toBe('0898765432');
      expect(field(th.listing.contact.message).value).toBe('');
    } finally {
      clearSession();
    }
  });

  it('requires every field and sends nothing until they are filled', async () => {
    renderInShell(<ContactOwnerForm listingId={42} />);
    submit();
    // the schema loads with the first submit (or focus): the errors follow it
    expect(await screen.findAllByText(th.errors.required)).toHaveLength(4);
    expect(call).not.toHaveBeenCalled();
  });

  it('refuses an e-mail that is not one and a phone of fewer than 10 digits', async () => {
    renderInShell(<ContactOwnerForm listingId={42} />);
    fill();
    fireEvent.change(field(th.listing.contact.email), { target: { value: 'somying@' } });
    fireEvent.change(field(th.listing.contact.phone), { target: { value: '08999' } });
    submit();
    expect(await screen.findByText(th.errors['email not valid'])).toBeTruthy();
    expect(screen.getByText(translateMessage('phone must be 10 digits'))).toBeTruthy();
    expect(call).not.toHaveBeenCalled();
  });

  it('puts the server’s field errors on the fields', async () => {
    vi.mocked(call).mockRejectedValue(new ApiError(422, 'invalid input', { email: ['email not valid'] }));
    renderInShell(<ContactOwnerForm listingId={42} />);
    fill();
    submit();
    await screen.findByText(th.errors['email not valid']);
    expect(field(th.listing.contact.email).getAttribute('aria-invalid')).toBe('true');
  });

  it('sends the message for the listing, says it was sent and clears the form', async () => {
    vi.mocked(call).mockResolvedValue({ sent: true });
    renderInShell(<ContactOwnerForm listingId={42} />);
    fill();
    submit();
    await screen.findByTestId('contact-owner-sent');
    expect(call).toHaveBeenCalledWith(
      'contactAnnounceOwner',
      { body: { announce_id: 42, name: 'สมหญิง', email: 'somying@example.com', phone: '0899990000', message: 'ขอนัดดูห้อง' } },
      { alert: false },
    );
    await waitFor(() => expect(field(th.listing.contact.name).value).toBe(''));
  });
});

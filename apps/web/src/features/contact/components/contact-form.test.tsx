import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { resources } from '@baandee/locales';
import { translateMessage } from '../../../lib/api-messages';
import { loadNamespaces } from '../../../lib/i18n';
import { renderInShell } from '../../../test/render';
import { ContactForm } from './contact-form';

const th = resources.th;

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

describe('ContactForm', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeAll(() => loadNamespaces('contact'));
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  const field = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label}`) }) as HTMLInputElement;
  const fill = () => {
    fireEvent.change(field(th.contact.form.name), { target: { value: 'สมชาย ใจดี' } });
    fireEvent.change(field(th.contact.form.email), { target: { value: 'somchai@example.com' } });
    fireEvent.change(field(th.contact.form.phone), { target: { value: '081-234-5678' } });
    fireEvent.change(field(th.contact.form.subject), { target: { value: 'สอบถาม' } });
    fireEvent.change(field(th.contact.form.message), { target: { value: 'ข้อความทดสอบ' } });
  };
  const submit = () => fireEvent.click(screen.getByRole('button', { name: th.contact.form.submit }));

  it('links the privacy policy from its note', () => {
    renderInShell(<ContactForm />);
    const link = screen.getByTestId('contact-consent').querySelector('a');
    expect(link?.getAttribute('href')).toBe('/privacy-policy');
  });

  it('keeps digits only in the phone, at most 10', () => {
    renderInShell(<ContactForm />);
    fireEvent.change(field(th.contact.form.phone), { target: { value: 'tel 081-234-5678 ext 99' } });
    expect(field(th.contact.form.phone).value).toBe('0812345678');
  });

  it('shows the shared schema’s messages, translated, and sends nothing', () => {
    vi.stubGlobal('fetch', fetchMock);
    renderInShell(<ContactForm />);
    submit();
    expect(screen.getAllByText(th.errors.required)).toHaveLength(5);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('puts the server’s field errors on the fields', async () => {
    fetchMock.mockImplementation(async () =>
      answer(422, { status: 'error', message: 'invalid input', errors: { email: ['email not valid', 'required'], phone: ['phone must be 10 digits'] } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderInShell(<ContactForm />);
    fill();
    submit();
    await screen.findByText(th.errors['email not valid']);
    expect(screen.getByText(translateMessage('phone must be 10 digits'))).toBeTruthy();
    expect(screen.queryByText(th.errors.required)).toBeNull();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/contact-us');
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'สมชาย ใจดี',
      email: 'somchai@example.com',
      phone: '0812345678',
      subject: 'สอบถาม',
      message: 'ข้อความทดสอบ',
    });
  });

  it('clears the form after the message is sent', async () => {
    fetchMock.mockImplementation(async () => answer(200, { status: 'success', result: { sent: true } }));
    vi.stubGlobal('fetch', fetchMock);
    renderInShell(<ContactForm />);
    fill();
    submit();
    await waitFor(() => expect(field(th.contact.form.name).value).toBe(''));
  });
});

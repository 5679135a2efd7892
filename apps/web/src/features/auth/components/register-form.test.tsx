import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadNamespaces } from '../../../lib/i18n';
import { renderInShell } from '../../../test/render';
import { RegisterForm } from './register-form';

// the strength meter scores every keystroke with ~1 MB of dictionaries; e2e/tests/account-security.spec.ts covers it
vi.mock('../../../components/password-meter', () => ({ PasswordMeter: () => null }));

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('RegisterForm', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeAll(() => loadNamespaces('account'));
  const onRegistered = vi.fn();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    onRegistered.mockReset();
  });

  const input = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
  const type = (label: RegExp, value: string) => fireEvent.change(input(label), { target: { value } });
  const submitButton = () => screen.getByRole('button', { name: 'สมัครสมาชิก' }) as HTMLButtonElement;
  const renderForm = async () => {
    renderInShell(<RegisterForm onRegistered={onRegistered} />);
    await screen.findByTestId('register-form');
  };
  const fillValid = () => {
    type(/^อีเมล/, 'Somchai@Example.com');
    type(/^เบอร์โทรศัพท์/, '0812345678');
    type(/^รหัสผ่าน/, 'correct-horse');
    type(/^ยืนยันรหัสผ่าน/, 'correct-horse');
  };

  it('links the terms of service and the privacy policy, opening in a new tab', async () => {
    renderInShell(<RegisterForm onRegistered={() => {}} />);
    const consent = await screen.findByTestId('register-consent');
    const links = [...consent.querySelectorAll('a')].map((link) => [link.getAttribute('href'), link.getAttribute('target')]);
    expect(links).toEqual([
      ['/terms-of-service', '_blank'],
      ['/privacy-policy', '_blank'],
    ]);
  });

  it('keeps the button disabled until every rule of the shared schema holds', async () => {
    await renderForm();
    expect(submitButton().disabled).toBe(true);

    type(/^อีเมล/, 'not-an-email');
    type(/^เบอร์โทรศัพท์/, '0812345678');
    type(/^รหัสผ่าน/, 'correct-horse');
    type(/^ยืนยันรหัสผ่าน/, 'correct-horse');
    expect(submitButton().disabled).toBe(true);

    type(/^อีเมล/, 'somchai@example.com');
    expect(submitButton().disabled).toBe(false);

    type(/^ยืนยันรหัสผ่าน/, 'correct-horsE');
    expect(submitButton().disabled).toBe(true); // confirmation differs

    type(/^ยืนยันรหัสผ่าน/, 'correct-horse');
    type(/^รหัสผ่าน/, 'short');
    type(/^ยืนยันรหัสผ่าน/, 'short');
    expect(submitButton().disabled).toBe(true); // under 8 characters

    type(/^รหัสผ่าน/, 'correct-horse');
    type(/^ยืนยันรหัสผ่าน/, 'correct-horse');
    type(/^เบอร์โทรศัพท์/, '081234567');
    expect(submitButton().disabled).toBe(true); // 9 digits
  });

  it('strips non-digits from the phone as typed and stops at 10 digits', async () => {
    await renderForm();
    const phone = input(/^เบอร์โทรศัพท์/);
    expect(phone.maxLength).toBe(10);
    type(/^เบอร์โทรศัพท์/, '081-234 56ab78');
    expect(phone.value).toBe('0812345678');
    type(/^เบอร์โทรศัพท์/, '+66 81 234 5678 9');
    expect(phone.value).toBe('6681234567');
  });

  it('sends the form with news opted out by default (PDPA: marketing is opt-in) and reports the registered address', async () => {
    fetchMock.mockResolvedValue(answer(200, { status: 'success', result: { registered: true, email: 'somchai@example.com' } }));
    await renderForm();
    expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(false);
    fillValid();
    fireEvent.click(submitButton());

    await waitFor(() => expect(onRegistered).toHaveBeenCalledWith('somchai@example.com'));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/user/register');
    expect(JSON.parse(String(init?.body))).toEqual({
      email: 'somchai@example.com',
      phone: '0812345678',
      password: 'correct-horse',
      confirmPassword: 'correct-horse',
      is_receive_news: false,
    });
  });

  it("shows the server's field errors on the fields, translated", async () => {
    fetchMock.mockResolvedValue(
      answer(422, { status: 'error', message: 'email already registered', errors: { email: ['email already registered'] } }),
    );
    await renderForm();
    fillValid();
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(submitButton());

    expect(await screen.findByText('อีเมลนี้ถูกใช้สมัครแล้ว')).toBeTruthy();
    expect(input(/^อีเมล/).getAttribute('aria-invalid')).toBe('true');
    // ticked by the visitor: opted in
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body)).is_receive_news).toBe(true);
    expect(onRegistered).not.toHaveBeenCalled();
  });
});

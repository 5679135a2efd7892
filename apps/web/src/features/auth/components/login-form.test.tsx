import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AlertModal } from '../../../components/alert-modal';
import { closeAlert } from '../../../components/alert-store';
import { clearSession, sessionStore } from '../../../lib/session';
import { loadNamespaces } from '../../../lib/i18n';
import { renderInShell } from '../../../test/render';
import { closeLoginDialog, openLoginDialog } from '../../../lib/login-dialog-store';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-form';

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const INFO = { id: 7, email: 'somchai@example.com', account_type: 1, firstname: 'สมชาย', lastname: 'ใจดี' };

describe('login dialog forms: client-side alerts', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeAll(() => loadNamespaces('account'));
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    closeAlert();
    closeLoginDialog();
    clearSession();
  });

  const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
  const alertModal = () => screen.findByTestId('alert-modal');

  it.each([
    ['an invalid e-mail', 'somchai@', 'secret-pass'],
    ['an empty password', 'somchai@example.com', ''],
  ])('login with %s is a warning alert "please correct login form" and sends nothing', async (_case, email, password) => {
    renderInShell(
      <>
        <LoginForm />
        <AlertModal />
      </>,
    );
    await screen.findByTestId('login-form');
    type(/^อีเมล/, email);
    type(/^รหัสผ่าน/, password);
    fireEvent.click(screen.getByRole('button', { name: 'เข้าสู่ระบบ' }));

    expect((await alertModal()).getAttribute('data-alert-type')).toBe('warning');
    expect(screen.getByText('กรุณากรอกอีเมลและรหัสผ่านให้ถูกต้อง')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a valid login stores the token and the profile and closes the dialog', async () => {
    fetchMock.mockResolvedValue(answer(200, { status: 'success', result: { token: 'tok-123', info: INFO } }));
    openLoginDialog('login');
    renderInShell(<LoginForm />);
    await screen.findByTestId('login-form');
    type(/^อีเมล/, ' Somchai@Example.com ');
    type(/^รหัสผ่าน/, 'secret-pass');
    fireEvent.click(screen.getByRole('button', { name: 'เข้าสู่ระบบ' }));

    await waitFor(() => expect(sessionStore.get().token).toBe('tok-123'));
    expect(sessionStore.get().userId).toBe(INFO.id);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/user/login');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'somchai@example.com', password: 'secret-pass' });
  });

  it('a wrong e-mail or password is said in the form in the catalogue\'s words, not as "something went wrong"', async () => {
    fetchMock.mockResolvedValue(answer(422, { status: 'error', message: 'email or password not valid' }));
    renderInShell(
      <>
        <LoginForm />
        <AlertModal />
      </>,
    );
    await screen.findByTestId('login-form');
    type(/^อีเมล/, 'somchai@example.com');
    type(/^รหัสผ่าน/, 'wrong-pass');
    fireEvent.click(screen.getByRole('button', { name: 'เข้าสู่ระบบ' }));

    expect((await screen.findByRole('alert')).textContent).toBe('อีเมลหรือรหัสผ่านไม่ถูกต้อง');
    expect(screen.queryByTestId('alert-modal')).toBeNull();
    expect(sessionStore.get().token).toBeNull();
  });

  it('forgot password with an invalid e-mail is an error alert "please correct your email"', async () => {
    renderInShell(
      <>
        <ForgotPasswordForm />
        <AlertModal />
      </>,
    );
    await screen.findByTestId('forgot-password-form');
    type(/^อีเมล/, 'not-an-address');
    fireEvent.click(screen.getByRole('button', { name: 'ส่งลิงก์ตั้งรหัสผ่านใหม่' }));

    expect((await alertModal()).getAttribute('data-alert-type')).toBe('error');
    expect(screen.getByText('กรุณากรอกอีเมลให้ถูกต้อง')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('forgot password with a valid e-mail asks for the link and says to check the inbox', async () => {
    fetchMock.mockResolvedValue(answer(200, { status: 'success', result: { done: true } }));
    renderInShell(<ForgotPasswordForm />);
    await screen.findByTestId('forgot-password-form');
    type(/^อีเมล/, 'somchai@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'ส่งลิงก์ตั้งรหัสผ่านใหม่' }));

    expect(await screen.findByTestId('reset-sent')).toBeTruthy();
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/request-password-reset');
  });
});

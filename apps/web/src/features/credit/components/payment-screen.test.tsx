import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LineStatus } from '@baandee/contracts';
import { resources } from '@baandee/locales';
import { ApiError, call } from '../../../lib/api-client';
import { loadNamespaces } from '../../../lib/i18n';
import { sessionStore } from '../../../lib/session';
import { upload } from '../../../lib/upload';
import { renderInShell } from '../../../test/render';
import { paymentFixture } from '../test-credit';
import { PaymentScreen } from './payment-screen';

vi.mock('../../../lib/upload', () => ({ upload: vi.fn() }));
vi.mock(import('../../../lib/api-client'), async (original) => ({ ...(await original()), call: vi.fn() }));
const th = resources.th;
const pay = th.credit.pay;

const pick = (container: HTMLElement, file: File) => {
  const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
  fireEvent.change(input, { target: { files: [file] } });
};
const slip = (name = 'slip.jpg', type = 'image/jpeg', size = 1000) => new File([new Uint8Array(size)], name, { type });

/** GET api/line/status as the payment screen reads it: a LINE friend on a site with LINE unless told otherwise. */
function lineStatus(overrides: Partial<LineStatus> = {}) {
  const status: LineStatus = { configured: true, connected: true, display_name: 'สมชาย', picture_url: null, friend: true, add_friend_url: 'https://line.me/R/ti/p/@baandee', ...overrides };
  vi.mocked(call).mockImplementation(((name: string) => (name === 'lineStatus' ? Promise.resolve(status) : Promise.reject(new Error(`unexpected call ${name}`)))) as typeof call);
}

describe('PaymentScreen', () => {
  beforeAll(() => loadNamespaces('credit', 'listing'));
  beforeEach(() => {
    sessionStore.set({ token: 'test-token', userId: 3 });
    lineStatus();
  });
  afterEach(() => {
    vi.mocked(upload).mockReset();
    vi.mocked(call).mockReset();
    sessionStore.set({ token: null, userId: null });
  });

  it('shows the exact amount with satang, the QR to save, the account and the reference to copy', async () => {
    renderInShell(<PaymentScreen payment={paymentFixture({ amount_satang: 14_975 })} />);
    expect(screen.getByTestId('payment-amount').textContent).toBe('149.75 บาท');
    expect(screen.getByRole('img', { name: pay.qrAlt.replace('{{amount}}', '149.75') })).toBeTruthy();
    const save = screen.getByRole('link', { name: pay.saveQr });
    expect(save.getAttribute('download')).toBe('baandee-promptpay-BDK7M2Q9XP.png');
    expect(save.getAttribute('href')).toMatch(/^data:image\/png;base64,/);
    expect(screen.getByTestId('payment-account-number').textContent).toBe('123-4-56789-0');
    expect(screen.getByTestId('payment-reference').textContent).toBe('BDK7M2Q9XP');
    expect(screen.getByRole('button', { name: pay.copy.replace('{{what}}', pay.accountNumber) })).toBeTruthy();
    expect(screen.getByRole('button', { name: pay.copy.replace('{{what}}', pay.reference) })).toBeTruthy();
    // a LINE friend may send the slip in the chat, or upload it here
    expect((await screen.findByRole('link', { name: pay.openLine.replace('{{lineId}}', '@baandee') })).getAttribute('href')).toBe('https://line.me/R/ti/p/@baandee');
    expect(screen.getByText(pay.viaUpload)).toBeTruthy();
  });

  it.each([
    ['LINE is not set up on the site', { configured: false, connected: false, display_name: null, friend: false, add_friend_url: null }],
    ['the user is not a friend of the official account', { friend: false }],
    ['the LINE account is not connected', { connected: false, display_name: null, friend: false }],
  ])('offers only the upload here when %s: no LINE way the user cannot complete', async (_case, status) => {
    lineStatus(status);
    renderInShell(<PaymentScreen payment={paymentFixture({ kind: 'boost', package_code: null, credits: null, announce_id: 42, announce_title: 'คอนโด' })} />);
    await waitFor(() => expect(call).toHaveBeenCalledWith('lineStatus', {}, expect.anything()));
    expect(await screen.findByText(pay.uploadHere)).toBeTruthy();
    expect(screen.getByTestId('slip-upload')).toBeTruthy();
    expect(screen.queryByTestId('payment-line')).toBeNull();
    expect(screen.queryByText(pay.viaLineHint)).toBeNull();
    expect(screen.queryByText(pay.slipLead)).toBeNull();
  });

  it('refuses a non-picture, and a picture over 2 MB it cannot make smaller, before sending anything', async () => {
    const { container } = renderInShell(<PaymentScreen payment={paymentFixture()} />);
    pick(container, slip('slip.pdf', 'application/pdf'));
    expect((await screen.findByTestId('slip-error')).textContent).toBe(th.errors['not an image']);
    // bytes no browser decodes: they cannot be shrunk, so they would only be refused by the server
    pick(container, slip('slip.jpg', 'image/jpeg', 2 * 1024 * 1024 + 1));
    await waitFor(() => expect(screen.getByTestId('slip-error').textContent).toBe(th.errors['image over 2 MB'].replace('{{imageMb}}', '2')));
    expect(upload).not.toHaveBeenCalled();
  });

  it("says in the user's words when the server refuses the slip", async () => {
    vi.mocked(upload).mockRejectedValue(new ApiError(409, 'slip already used'));
    const { container } = renderInShell(<PaymentScreen payment={paymentFixture()} />);
    pick(container, slip());
    expect((await screen.findByTestId('slip-error')).textContent).toBe(th.errors['slip already used']);
    expect(upload).toHaveBeenCalledWith('uploadSlip', expect.any(FormData), expect.objectContaining({ params: { id: '17' }, alert: false }));
  });

  it('uploads with a progress bar, then the screen waits for the check', async () => {
    let finish: (value: unknown) => void = () => {};
    vi.mocked(upload).mockImplementation((_name, _body, options) => {
      options?.onProgress?.(0.4);
      return new Promise((resolve) => (finish = resolve as typeof finish)) as ReturnType<typeof upload>;
    });
    const { container } = renderInShell(<PaymentScreen payment={paymentFixture()} />);
    pick(container, slip());
    expect((await screen.findByTestId('slip-progress')).querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow')).toBe('40');
    finish(paymentFixture({ status: 'awaiting_approval' }));
    await waitFor(() => expect(screen.queryByTestId('slip-progress')).toBeNull());
  });

  it('waits for the check once the slip is in: 1-2 days, told by LINE and e-mail', () => {
    renderInShell(<PaymentScreen payment={paymentFixture({ status: 'awaiting_approval' })} />);
    expect(screen.getByTestId('payment-waiting').textContent).toContain(pay.waitingText.replace('{{min}}', '1').replace('{{max}}', '2'));
    expect(screen.queryByTestId('slip-upload')).toBeNull();
  });

  it('gives the reason of a rejection', () => {
    renderInShell(<PaymentScreen payment={paymentFixture({ status: 'rejected', reason: 'ยอดไม่ตรง' })} />);
    expect(screen.getByTestId('payment-rejected').textContent).toContain('ยอดไม่ตรง');
  });
});

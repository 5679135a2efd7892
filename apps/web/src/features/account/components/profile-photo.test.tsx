import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IMAGE_ACCEPT, IMAGE_MAX_MB, PROFILE_IMAGE_SIZE } from '@baandee/domain';
import { resources } from '@baandee/locales';
import { upload } from '../../../lib/upload';
import { renderInShell } from '../../../test/render';
import { ProfilePhoto } from './profile-photo';

vi.mock('../../../lib/upload', () => ({ upload: vi.fn() }));

describe('ProfilePhoto', () => {
  afterEach(() => vi.mocked(upload).mockReset());

  it('offers the accepted picture types and quotes the limits from the domain constants', async () => {
    const { container } = renderInShell(<ProfilePhoto userId={1} path={null} />);
    const hint = await screen.findByText(/HEIC/);
    expect(hint.textContent).toBe(
      `ไฟล์ JPG, PNG, WebP, GIF, HEIC, HEIF, AVIF ไม่เกิน ${IMAGE_MAX_MB} MB ระบบจะปรับเป็นขนาด ${PROFILE_IMAGE_SIZE} x ${PROFILE_IMAGE_SIZE} พิกเซล`,
    );
    expect(container.querySelector('input[type="file"]')?.getAttribute('accept')).toBe(IMAGE_ACCEPT);
  });

  it('shows the picture going up with a progress bar, gone once it is stored', async () => {
    let finish: (value: unknown) => void = () => {};
    vi.mocked(upload).mockImplementation((_name, _body, options) => {
      options?.onProgress?.(0.6);
      return new Promise((resolve) => (finish = resolve as typeof finish)) as ReturnType<typeof upload>;
    });
    const { container } = renderInShell(<ProfilePhoto userId={1} path={null} />);
    const picture = new File([new Uint8Array(1000)], 'me.jpg', { type: 'image/jpeg' });
    fireEvent.change(container.querySelector('input[type="file"]')!, { target: { files: [picture] } });
    const bar = (await screen.findByTestId('profile-photo-progress')).querySelector('[role="progressbar"]');
    expect(bar?.getAttribute('aria-valuenow')).toBe('60');
    expect(bar?.getAttribute('aria-label')).toBe(resources.th.account.photo.uploading.replace('{{percent}}', '60'));
    expect(vi.mocked(upload).mock.calls[0]![0]).toBe('uploadProfileImage');
    expect((vi.mocked(upload).mock.calls[0]![1] as FormData).get('image')).toBe(picture);
    finish({ profile_img_path: '/uploads/profile/a.webp' });
    await waitFor(() => expect(screen.queryByTestId('profile-photo-progress')).toBeNull());
  });
});

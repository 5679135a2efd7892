import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IMAGE_ACCEPT, IMAGE_MAX_MB, PROFILE_IMAGE_SIZE } from '@baandee/domain';
import { renderInShell } from '../../../test/render';
import { ProfilePhoto } from './profile-photo';

describe('ProfilePhoto', () => {
  it('offers the accepted picture types and quotes the limits from the domain constants', async () => {
    const { container } = renderInShell(<ProfilePhoto userId={1} path={null} />);
    const hint = await screen.findByText(/HEIC/);
    expect(hint.textContent).toBe(
      `ไฟล์ JPG, PNG, WebP, GIF, HEIC, HEIF, AVIF ไม่เกิน ${IMAGE_MAX_MB} MB ระบบจะปรับเป็นขนาด ${PROFILE_IMAGE_SIZE} x ${PROFILE_IMAGE_SIZE} พิกเซล`,
    );
    expect(container.querySelector('input[type="file"]')?.getAttribute('accept')).toBe(IMAGE_ACCEPT);
  });
});

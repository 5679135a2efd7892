import type * as ApiClient from '../../lib/api-client';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { IMAGE_MAX_BYTES } from '@baandee/domain';
import { resources } from '@baandee/locales';
import { ApiError } from '../../lib/api-client';
import { upload } from '../../lib/upload';
import { translateMessage } from '../../lib/api-messages';
import { loadNamespaces } from '../../lib/i18n';
import { sessionStore } from '../../lib/session';
import { renderInShell } from '../../test/render';
import { usePostListing } from '../shell/use-post-listing';
import { PROFILE, answerCalls, callMock, draft, image, renderPostForm, storedBody } from './test-support';

vi.mock('../../lib/api-client', async (original) => ({ ...(await original<typeof ApiClient>()), call: vi.fn() }));
vi.mock('../../lib/upload', () => ({ upload: vi.fn() }));
vi.mock('./components/location-map', () => ({ default: () => null }));

const th = resources.th;
const uploadMock = vi.mocked(upload);

/** A listing with everything publishing needs. */
const complete = () =>
  draft({
    sell_type: 'เช่า',
    estate_type_id: 1,
    project_estate_name: 'ไลฟ์ อารีย์',
    area_size: 30,
    province_id: 10,
    district_id: 1030,
    sub_district_id: 103001,
    postal_code: '10900',
    location_lat: 13.78,
    location_lng: 100.54,
    rent_price: 15000,
    announce_title: 'คอนโดใกล้ BTS อารีย์',
    announce_description: 'พร้อมอยู่',
    cover_img: image('cover').url,
    gallery_img_cast: [image('a').url, image('b').url, image('c').url],
    images: [image('cover'), image('a'), image('b'), image('c')],
    contact_firstname: 'สมชาย',
    contact_phone: '0812345678',
  });

function pick(input: Element, files: File[]) {
  fireEvent.change(input, { target: { files } });
}

describe('photos, contact and publishing', () => {
  beforeAll(async () => {
    Element.prototype.scrollIntoView = () => {}; // jsdom has no layout
    await loadNamespaces('postForm', 'listing');
  });
  afterEach(() => {
    callMock.mockReset();
    uploadMock.mockReset();
    sessionStore.set({ token: null, userId: null });
  });

  it('prefills the contact from the profile', async () => {
    answerCalls(draft());
    renderPostForm('/5/announce/form-post');
    await waitFor(() => expect((screen.getByRole('textbox', { name: new RegExp(`^${th.listing.fields.contact_firstname}`) }) as HTMLInputElement).value).toBe(PROFILE.firstname));
    expect(screen.getByDisplayValue(PROFILE.phone)).toBeTruthy();
  });

  it('refuses a non-picture and a picture over 2 MB before sending, and uploads the rest with a progress bar', async () => {
    answerCalls(draft());
    let finish: (value: ReturnType<typeof image>) => void = () => {};
    uploadMock.mockImplementation((_name, _body, options) => {
      options?.onProgress?.(0.5);
      return new Promise((resolve) => (finish = resolve as typeof finish)) as ReturnType<typeof upload>;
    });
    const { container } = renderPostForm('/5/announce/form-post');
    await screen.findByTestId('gallery-button');
    const [, galleryInput] = container.querySelectorAll('input[type="file"]');
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    const big = new File([new Uint8Array(IMAGE_MAX_BYTES + 1)], 'big.jpg', { type: 'image/jpeg' });
    const photo = new File([new Uint8Array(10)], 'room.jpg', { type: 'image/jpeg' });
    pick(galleryInput!, [text, big, photo]);

    // the big one is bytes no browser decodes: it cannot be made smaller, so it is refused too
    await waitFor(() =>
      expect(screen.getAllByTestId('upload-refused').map((item) => item.textContent)).toEqual([
        th.postForm.post.images.refused.replace('{{name}}', 'notes.txt').replace('{{reason}}', translateMessage('not an image')),
        th.postForm.post.images.refused.replace('{{name}}', 'big.jpg').replace('{{reason}}', translateMessage('image over 2 MB')),
      ]),
    );
    expect(uploadMock).toHaveBeenCalledTimes(1);
    expect((uploadMock.mock.calls[0]![1] as FormData).get('image')).toBe(photo);
    const progress = await screen.findByTestId('upload-progress');
    expect(within(progress).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('50');

    finish(image('room'));
    expect(await screen.findByRole('img', { name: th.postForm.post.images.alt.replace('{{number}}', '1') })).toBeTruthy();
    expect(screen.queryByTestId('upload-progress')).toBeNull();
  });

  it('reorders and removes gallery photos and saves them in that order', async () => {
    answerCalls(draft({ gallery_img_cast: [image('a').url, image('b').url, image('c').url], images: [image('a'), image('b'), image('c')] }));
    renderPostForm('/5/announce/form-post');
    fireEvent.click(await screen.findByRole('button', { name: th.postForm.post.images.moveDown.replace('{{number}}', '1') }));
    fireEvent.click(screen.getByRole('button', { name: th.postForm.post.images.remove.replace('{{number}}', '3') }));
    expect(screen.getAllByTestId('gallery-item')).toHaveLength(2);
    // fewer than 3 photos: Next says so on the gallery and sends nothing
    fireEvent.click(screen.getByRole('button', { name: th.postForm.nav.toPreview }));
    expect(await screen.findByText(translateMessage('too few gallery images'))).toBeTruthy();
    expect(callMock.mock.calls.some(([name]) => name === 'storeEstate')).toBe(false);
    // Back saves the step as it is, in the new order
    fireEvent.click(screen.getByRole('button', { name: th.postForm.nav.back }));
    await waitFor(() => expect(storedBody()).toMatchObject({ gallery_img_cast: [image('b').url, image('a').url] }));
  });

  it('shows the server’s missing fields with links to their steps, and the e-mail to verify', async () => {
    answerCalls(complete(), {
      publishEstate: () => {
        throw new ApiError(422, 'invalid input', { area_size: ['required'], nearby_station_cast: ['distance over 20 km'] });
      },
    });
    renderPostForm('/5/announce/preview');
    fireEvent.click(await screen.findByRole('button', { name: th.postForm.publish.button }));
    const problems = await screen.findByTestId('publish-problems');
    const links = within(problems).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/5/announce', '/5/announce/form-facility']);

    callMock.mockImplementationOnce(() => Promise.reject(new ApiError(403, 'verify your email')));
    fireEvent.click(screen.getByRole('button', { name: th.postForm.publish.button }));
    const verify = await screen.findByTestId('verify-email');
    expect(within(verify).getByRole('link').getAttribute('href')).toBe('/my-profile');
  });

  it('links each missing field of an incomplete draft to the step that holds it', async () => {
    const incomplete = { ...complete(), announce_title: null, rent_price: null, gallery_img_cast: [image('a').url] };
    answerCalls(incomplete);
    renderPostForm('/5/announce/preview');
    const problems = await screen.findByTestId('publish-problems');
    const links = within(problems).getAllByRole('link');
    expect(links.map((link) => [link.getAttribute('data-field'), link.getAttribute('href')])).toEqual([
      ['announce_title', '/5/announce/form-post'],
      ['rent_price', '/5/announce/form-price'],
      ['gallery_img_cast', '/5/announce/form-post'],
    ]);
  });

  it('publishes and goes to my listings saying it awaits review', async () => {
    answerCalls(complete(), { publishEstate: () => ({ id: 5, status: 'pending', actions: [], expires_at: null }) });
    const { router } = renderPostForm('/5/announce/preview');
    expect(screen.queryByTestId('publish-problems')).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: th.postForm.publish.button }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-announce'));
    expect(callMock).toHaveBeenCalledWith('publishEstate', { params: { id: 5 } }, { alert: false });
  });
});

function PostButton() {
  const post = usePostListing();
  return (
    <button type="button" onClick={post}>
      post
    </button>
  );
}

describe('the Post button', () => {
  afterEach(() => {
    callMock.mockReset();
    sessionStore.set({ token: null, userId: null });
  });

  it.each([
    [7, '/7/announce'],
    [null, '/announce'],
  ])('with not_finish_id %s goes to %s', async (unfinished, path) => {
    sessionStore.set({ token: 'test-token', userId: PROFILE.id });
    callMock.mockResolvedValue({ data: [], current_page: 1, last_page: 1, per_page: 10, total: 0, not_finish_id: unfinished });
    const { router } = renderInShell(<PostButton />, { paths: ['/', '/announce', '/:id/announce'] });
    fireEvent.click(screen.getByRole('button', { name: 'post' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(path));
    expect(callMock).toHaveBeenCalledWith('myEstate', { query: { page: 1 } });
  });
});

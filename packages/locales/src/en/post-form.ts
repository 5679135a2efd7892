import type { Catalogue } from '../types.js';
import type { postForm as th } from '../th/post-form.js';

export const postForm: Catalogue<typeof th> = {
  title: { new: 'Post a listing', edit: 'Edit listing' },
};

import { describe, expect, it } from 'vitest';
import { articleBody, articleBodyErrors, articleFormValues } from './article-form';

describe('the article editor checks before it sends', () => {
  it('answers an empty form on its fields: the category named, the title and body required', () => {
    expect(articleBodyErrors(articleBody(articleFormValues(null), null))).toEqual({
      category_id: 'not chosen',
      title_th: 'required',
      body_th: 'required',
    });
  });

  it('asks for the time of a scheduled article, and passes a complete draft', () => {
    const filled = { ...articleFormValues(null), category_id: '1', title_th: 'เช่าคอนโด', body_th: '<p>เนื้อหา</p>' };
    expect(articleBodyErrors(articleBody(filled, null))).toBeNull();
    expect(articleBodyErrors(articleBody({ ...filled, status: 'scheduled' }, null))).toEqual({ publish_at: 'required' });
    expect(articleBody(filled, null)).toMatchObject({ category_id: 1, status: 'draft' });
  });
});

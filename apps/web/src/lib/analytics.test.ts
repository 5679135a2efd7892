import { describe, expect, it } from 'vitest';
import { analyticsId, enableAnalytics, randomId } from './analytics';

describe('analytics id', () => {
  it('is a version-4 UUID, the form the search log keeps, and stays once consent is given', () => {
    expect(randomId()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(randomId()).not.toBe(randomId());
    expect(analyticsId()).toBeNull();
    const id = enableAnalytics();
    expect(analyticsId()).toBe(id);
    expect(enableAnalytics()).toBe(id);
  });
});

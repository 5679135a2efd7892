import { afterEach, describe, expect, it, vi } from 'vitest';
import './zod-settings';

describe('zod in the browser', () => {
  afterEach(() => vi.restoreAllMocks());

  it('never tries eval (the content security policy would report it), and still parses', async () => {
    const { z } = await import('zod');
    const compile = vi.spyOn(globalThis, 'Function');
    expect(z.config().jitless).toBe(true);
    const schema = z.object({ title: z.string().min(1), price: z.number().int() });
    expect(schema.parse({ title: 'คอนโด', price: 15_000 })).toEqual({ title: 'คอนโด', price: 15_000 });
    expect(schema.safeParse({ title: '', price: 1.5 }).success).toBe(false);
    expect(compile).not.toHaveBeenCalled();
  });
});

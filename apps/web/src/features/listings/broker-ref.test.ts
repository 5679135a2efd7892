import { afterEach, describe, expect, it } from 'vitest';
import { keptRef, visitRef } from './broker-ref';

const at = (search: string) => window.history.replaceState(null, '', `/view-announce/condo-7${search}`);

afterEach(() => {
  window.sessionStorage.clear();
  at('');
});

describe("a visit through a broker-group share's link", () => {
  it("sends the address's ref and keeps it for the rest of the visit to that listing only", () => {
    at('?ref=broker-12&lang=en');
    expect(visitRef(7)).toBe('broker-12');
    at('');
    expect(visitRef(7)).toBe('broker-12');
    expect(keptRef(7)).toBe('broker-12');
    expect(keptRef(8)).toBeUndefined();
    expect(visitRef(8)).toBeUndefined();
  });

  it('ignores a ref that names no share', () => {
    for (const ref of ['broker-', 'broker-0', 'broker-abc', 'facebook', 'broker-12345678901']) {
      at(`?ref=${ref}`);
      expect(visitRef(7), ref).toBeUndefined();
    }
    expect(keptRef(7)).toBeUndefined();
  });

  it('a later link of another share replaces the kept one', () => {
    at('?ref=broker-3');
    visitRef(7);
    at('?ref=broker-4');
    expect(visitRef(7)).toBe('broker-4');
    expect(keptRef(7)).toBe('broker-4');
  });
});

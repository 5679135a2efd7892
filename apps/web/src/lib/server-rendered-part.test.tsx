import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { loadServerRenderedParts, serverRenderedPart, serverRenderedPartsLoaded } from './server-rendered-part';

function Greeting({ name }: { name: string }) {
  return <p>สวัสดี {name}</p>;
}

describe('serverRenderedPart', () => {
  it('renders in full on the server once the parts are loaded, within the same synchronous render', async () => {
    let loads = 0;
    const Part = serverRenderedPart(async () => {
      loads += 1;
      return Greeting;
    });
    const page = () =>
      renderToString(
        <Suspense fallback={<p>fallback</p>}>
          <Part name="Somchai" />
        </Suspense>,
      );
    expect(serverRenderedPartsLoaded()).toBe(false);
    await loadServerRenderedParts();
    expect(serverRenderedPartsLoaded()).toBe(true);
    // renderToString cannot wait: a part still loading would leave its boundary empty for the browser to fill
    expect(page()).toContain('สวัสดี <!-- -->Somchai');
    expect(page()).not.toContain('fallback');
    // the chunk is asked for once, however many pages render it
    await loadServerRenderedParts();
    expect(loads).toBe(1);
  });

  it('asks again for a chunk that failed to arrive', async () => {
    let attempts = 0;
    serverRenderedPart(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('network dropped');
      return Greeting;
    });
    await expect(loadServerRenderedParts()).rejects.toThrow('network dropped');
    expect(serverRenderedPartsLoaded()).toBe(false);
    await loadServerRenderedParts();
    expect(attempts).toBe(2);
    expect(serverRenderedPartsLoaded()).toBe(true);
  });
});

import { expect, type Page } from '@playwright/test';

declare global {
  interface Window {
    __policyViolations?: string[];
  }
}

/**
 * Watches a page for anything the content security policy blocks, on every document it
 * loads: the browser's securitypolicyviolation events (recorded from before the page's
 * first script) and its console reports. `expectNone` fails on any since the last call.
 */
export async function watchPolicy(page: Page): Promise<{ expectNone(url: string): Promise<void> }> {
  const reported: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) reported.push(message.text().slice(0, 300));
  });
  await page.addInitScript(() => {
    window.__policyViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__policyViolations!.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} ${event.sample}`.trim());
    });
  });
  return {
    async expectNone(url) {
      const events = await page.evaluate(() => window.__policyViolations ?? []);
      expect({ url, violations: [...events, ...reported.splice(0)] }).toEqual({ url, violations: [] });
    },
  };
}

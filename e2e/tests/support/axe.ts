import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type { AxeResults, RunOptions, default as Axe } from 'axe-core';

/** Serious and critical findings fail, and the named ones whatever axe rates them. */
const ALWAYS_FAIL = ['landmark-unique', 'label-content-name-mismatch', 'color-contrast'];

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const RUN_OPTIONS: RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
  // axe marks this rule experimental and skips it unless asked; only violations are read,
  // so axe does not gather the (many) passing nodes: about half the time on a busy page
  rules: { 'label-content-name-mismatch': { enabled: true } },
  resultTypes: ['violations'],
};

/**
 * axe.run in the page, as @axe-core/playwright's legacy mode runs it (decision 029), with
 * axe's source evaluated once per frame instead of twice in the main frame on every check
 * (the time saved: decision 029). Same-origin frames get axe too, so it looks
 * inside them; a frame that refuses scripts is left out, as axe's own runner leaves it.
 * (AxeBuilder's `options()` also replaced the tags `withTags()` had set: the options here
 * are the tags and the experimental rule together, and that rule now finds what it should.)
 */
async function runAxe(page: Page): Promise<AxeResults['violations']> {
  for (const frame of page.frames()) {
    try {
      // a string is evaluated the way DevTools evaluates it, which the page's content security policy allows
      if (await frame.evaluate('typeof window.axe === "undefined"')) await frame.evaluate(`${AXE_SOURCE};axe.configure({ allowedOrigins: ['<same_origin>'] })`);
    } catch {
      // a frame that went away or refuses scripts
    }
  }
  return page.evaluate(async (options) => {
    // parts below the first screen skip their layout until they near it (content-visibility, decision 072): axe
    // would read colours from stale boxes (a label "on" the footer), so it reads them laid out, as they show once scrolled to
    const laidOut = document.createElement('style');
    laidOut.textContent = '.below-fold { content-visibility: visible !important; }';
    document.head.append(laidOut);
    try {
      return (await (window as unknown as { axe: typeof Axe }).axe.run(document, options)).violations;
    } finally {
      laidOut.remove();
    }
  }, RUN_OPTIONS);
}

/**
 * Waits for the screen to come to rest: no CSS transition running (a dialog closing as the
 * next one opens, say, is two dialogs for its 200 ms), then a moment for the unmount the
 * end of a transition sets off. A person reads the screen at rest; axe should too.
 */
async function settled(page: Page) {
  await page.waitForFunction(() => !document.getAnimations().some((animation) => animation instanceof CSSTransition && animation.playState === 'running'));
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 50)));
}

/** axe on what the page shows now (WCAG 2.1 A/AA and best practice): every page of the product passes it on both viewports. */
export async function expectNoViolations(page: Page) {
  await settled(page);
  const violations = await runAxe(page);
  const failing = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical' || ALWAYS_FAIL.includes(violation.id))
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      // the nodes a finding names besides its own (the other landmark of a pair, say), so a failure says where both are
      nodes: violation.nodes.map((node) => {
        const related = [...node.any, ...node.all, ...node.none].flatMap((check) => check.relatedNodes ?? []).map((other) => other.target.join(' '));
        return `${node.target.join(' ')}: ${node.failureSummary}${related.length > 0 ? `\n  related: ${related.join(', ')}` : ''}`;
      }),
    }));
  expect(failing).toEqual([]);
}

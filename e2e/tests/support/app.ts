import { randomInt } from 'node:crypto';
import { open as openFile, readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, type BrowserContext, type Locator, type Page, type TestInfo } from '@playwright/test';
import { resources } from '@baandee/locales';
import { e2eDataDir } from './env.js';

/** The catalogues the UI renders, so assertions follow the copy instead of repeating it. */
export const th = resources.th;
export const en = resources.en;

export const isPhone = (testInfo: TestInfo) => testInfo.project.name === 'phone';

/**
 * Opens a page and waits until the app runs: the home page is prerendered, so its buttons
 * look ready before their handlers are attached.
 */
export async function open(page: Page, url: string) {
  await page.goto(url);
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
}

/**
 * Scrolls the window to `y` and waits until the page has handled that scroll: two scrolls
 * in one frame reach the page as one event at the last position, as a reader's never do.
 */
export async function scrollWindowTo(page: Page, y: number) {
  await page.evaluate(
    (top) =>
      new Promise<void>((resolve) => {
        if (Math.round(window.scrollY) === top) return resolve();
        window.addEventListener('scroll', () => requestAnimationFrame(() => resolve()), { once: true });
        window.scrollTo(0, top);
        // a page too short to reach `top` may not scroll at all
        setTimeout(resolve, 2000);
      }),
    y,
  );
}

/**
 * Waits until the window stops scrolling: its position is the same over three frames (a
 * wheel turn scrolls smoothly over several), and the page's scroll handlers have run.
 */
export async function scrollSettled(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = window.scrollY;
        let still = 0;
        const frame = () => {
          still = window.scrollY === last ? still + 1 : 0;
          last = window.scrollY;
          if (still >= 3) resolve();
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
  );
}

/** Waits until the CSS transitions and animations under `locator` (a dialog opening: pass the body) have finished, and the fonts are in. */
export async function animationsDone(locator: Locator) {
  await locator.evaluate(async (element) => {
    await document.fonts.ready;
    // a spinner's endless animation never finishes: only the ones that end are waited for
    const ending = element.getAnimations({ subtree: true }).filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/**
 * A browser of a person of their own, as a real visitor's is: a phone's Chrome (headless
 * Chromium names itself HeadlessChrome, which the counts leave out as a robot) at an address
 * of its own. The test server trusts the loopback peer's `X-Forwarded-For` (as behind the
 * production proxy), so limits per client address, such as the contact form's few messages
 * an hour, count each visitor apart instead of the whole run as one.
 */
export const PERSON = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
export function ownAddress(): { 'x-forwarded-for': string } {
  // TEST-NET-2 and TEST-NET-3 (RFC 5737): documentation addresses, never a real client's
  return { 'x-forwarded-for': `${randomInt(2) === 0 ? '198.51.100' : '203.0.113'}.${randomInt(1, 255)}` };
}

/** Visitors who already accepted cookies: the consent bar stays out of the way. */
export async function withCookieConsent(context: BrowserContext, baseURL: string | undefined) {
  await context.addCookies([{ name: 'baandee_analytics', value: 'e2e-visitor', url: baseURL ?? 'http://localhost' }]);
}

/** A new account signed in, its session stored as the login leaves it, for the login-required pages. */
export async function withSession(page: Page, testInfo: TestInfo) {
  // a real account: a made-up token would be answered 401, which signs the page out mid-test
  const email = uniqueEmail(testInfo, 'session');
  const password = 'e2e-session-passphrase';
  const register = await page.request.post('/api/user/register', { data: { email, phone: '0812345678', password, confirmPassword: password } });
  expect(register.ok(), await register.text()).toBe(true);
  const login = await page.request.post('/api/user/login', { data: { email, password } });
  expect(login.ok(), await login.text()).toBe(true);
  const { result } = (await login.json()) as { result: { token: string; info: unknown } };
  const session = JSON.stringify({ token: result.token, profile: result.info });
  await page.addInitScript((value) => window.localStorage.setItem('baandee.session', value), session);
}

/** Signs in through the header's login dialog and waits for the user menu. */
export async function logInWithDialog(page: Page, email: string, password: string) {
  await page.getByTestId('header-login').click();
  const login = page.getByRole('dialog', { name: th.shell.loginDialog.title.login });
  await login.getByRole('textbox', { name: th.account.fields.email, exact: true }).fill(email);
  await login.getByRole('textbox', { name: th.account.fields.password, exact: true }).fill(password);
  await login.getByRole('button', { name: th.account.login.submit }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByTestId('user-menu')).toBeVisible();
}

/** The mails the server wrote to DATA_DIR/outbox, newest last. */
export async function outboxMails(): Promise<string[]> {
  const dir = path.join(e2eDataDir(), 'outbox');
  const files = (await readdir(dir).catch(() => [])).filter((name) => name.endsWith('.eml')).sort();
  return Promise.all(files.map((name) => readFile(path.join(dir, name), 'utf8')));
}

/** Quoted-printable (RFC 2045): soft line breaks joined, =XX bytes decoded as UTF-8. */
function decodeQuotedPrintable(body: string): string {
  const joined = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined[i] === '=' ? /^[0-9A-F]{2}$/i.exec(joined.slice(i + 1, i + 3)) : null;
    if (hex) {
      bytes.push(parseInt(hex[0], 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** The text of an .eml (of a multipart one, its text/plain part), decoded as nodemailer encoded it (base64 or quoted-printable for Thai text). */
export function mailText(eml: string): string {
  const split = eml.search(/\r?\n\r?\n/);
  const headers = eml.slice(0, split);
  const body = eml.slice(split).trim();
  // a multipart mail (an alert's text and HTML): its text/plain part
  const boundary = /content-type:\s*multipart\/[^;]+;[\s\S]*?boundary="?([^";\r\n]+)"?/i.exec(headers)?.[1];
  if (boundary) {
    const parts = body.split(`--${boundary}`).slice(1, -1).map((part) => part.replace(/^\r?\n/, ''));
    const text = parts.find((part) => /^content-type:\s*text\/plain/im.test(part.slice(0, part.search(/\r?\n\r?\n/))));
    const nested = parts.find((part) => /^content-type:\s*multipart\//im.test(part.slice(0, part.search(/\r?\n\r?\n/))));
    return text !== undefined ? mailText(text) : nested !== undefined ? mailText(nested) : '';
  }
  if (/content-transfer-encoding:\s*base64/i.test(headers)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/content-transfer-encoding:\s*quoted-printable/i.test(headers)) return decodeQuotedPrintable(body);
  return body;
}

/** A fresh address per project and run, so journeys never meet an earlier run's account. */
// the time alone repeated once: two workers ran one file's beforeAll in the same millisecond
export const uniqueEmail = (testInfo: TestInfo, label: string) => `${label}.${testInfo.project.name}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;

/** The path of the last mailed link to `linkPath` for `to`, read from the server's outbox. */
export async function mailedLink(to: string, linkPath: string): Promise<string> {
  const pattern = new RegExp(`https?://[^\\s/]+(${linkPath}\\?token=[A-Za-z0-9_-]+)`);
  let link: string | undefined;
  await expect
    .poll(async () => {
      const mails = (await outboxMails()).filter((mail) => new RegExp(`^To: ${to.replace(/[.+]/g, '\\$&')}$`, 'm').test(mail));
      link = mails.map((mail) => pattern.exec(mailText(mail))?.[1]).filter(Boolean).pop();
      return link ?? null;
    })
    .not.toBeNull();
  return link!;
}

/**
 * Test data several tests share, made once per run: the first worker to ask makes it (and
 * holds a lock file in the run's data folder while it does), the others wait for it and
 * read it. A failure to make it fails every test that asked.
 */
export async function oncePerRun<T>(name: string, make: () => Promise<T>): Promise<T> {
  const file = path.join(e2eDataDir(), `shared-${name}.json`);
  const read = async () => JSON.parse(await readFile(file, 'utf8')) as { value: T } | { failed: string };
  let lock;
  try {
    lock = await openFile(`${file}.lock`, 'wx');
  } catch {
    await expect.poll(() => read().then(() => true, () => false), { timeout: 180_000 }).toBe(true);
    const shared = await read();
    if ('failed' in shared) throw new Error(`shared test data ${name} could not be made: ${shared.failed}`);
    return shared.value;
  }
  try {
    const value = await make();
    await writeFile(file, JSON.stringify({ value }));
    return value;
  } catch (error) {
    await writeFile(file, JSON.stringify({ failed: String(error) }));
    throw error;
  } finally {
    await lock.close();
  }
}

/**
 * The lines each occurrence of `word` in the element's text is drawn on (one number per
 * character, its top): a word wrapped across two lines shows two different tops.
 */
export async function linesOfWord(locator: Locator, word: string): Promise<number[][]> {
  return locator.evaluate((element, sought) => {
    const found: number[][] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    let text = '';
    const nodes: { node: Text; start: number }[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      nodes.push({ node: node as Text, start: text.length });
      text += node.textContent ?? '';
    }
    const at = (offset: number) => {
      const holder = nodes.findLast((entry) => entry.start <= offset)!;
      return { node: holder.node, offset: offset - holder.start };
    };
    for (let index = text.indexOf(sought); index >= 0; index = text.indexOf(sought, index + 1)) {
      const tops: number[] = [];
      // every character but combining marks (they sit on their letter's line)
      for (let i = index; i < index + sought.length; i++) {
        if (/\p{M}/u.test(text[i]!)) continue;
        const range = document.createRange();
        const from = at(i);
        range.setStart(from.node, from.offset);
        range.setEnd(from.node, from.offset + 1);
        const rect = range.getBoundingClientRect();
        tops.push(Math.round(rect.top));
      }
      found.push(tops);
    }
    return found;
  }, word);
}

/**
 * A word no listing holds and no other such word begins with (the search matches the start
 * of words): letters only, of one length, random. Each worker running a file's beforeAll
 * makes its own.
 */
export function uniqueWord(prefix: string): string {
  return prefix + Array.from({ length: 8 }, () => String.fromCharCode(97 + randomInt(26))).join('');
}

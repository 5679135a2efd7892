import { chromium } from 'playwright';
const base = 'http://localhost:3999';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const shots = process.argv.slice(2);
for (const [w, h, mobile] of [[360, 740, true], [1280, 800, false]]) {
  for (const lang of ['th', 'en']) {
    const ctx = await browser.newContext({ viewport: { width: w, height: h }, isMobile: mobile, hasTouch: mobile, deviceScaleFactor: 1 });
    await ctx.addInitScript((l) => localStorage.setItem('baandee.language', l), lang);
    const page = await ctx.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    for (const path of shots) {
      await page.goto(base + path, { waitUntil: 'networkidle' }).catch((e) => errors.push(String(e)));
      await page.waitForTimeout(500);
      const name = `/tmp/walk-${path.replace(/[^a-z0-9]+/gi, '_')}-${w}-${lang}.png`;
      await page.screenshot({ path: name, fullPage: false });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      console.log(name, 'overflow', overflow, errors.length ? errors.slice(0, 3) : '');
      errors.length = 0;
    }
    await ctx.close();
  }
}
await browser.close();

#!/usr/bin/env node
// What the reader's first tap costs on a server-rendered page (decision 0045): the app runs only
// when the reader first reaches for the page, so the first tap waits for it. A phone (touch, 412 px)
// opens a seeded article, the page settles with nothing touched, then a word is tapped: printed are
// the time from the tap to the app being ready (`<html data-app-ready>`) and to the visitor's
// "Sign up or log in" prompt, unthrottled and at Lighthouse's 4× CPU slowdown, medians over runs.
// The baseline is the same tap on a page whose app was already started (by a mouse movement).
//
//   node bench/ssr/first-tap.mjs                         # builds if stale, own server, 3 runs
//   BENCH_RUNS=5 BENCH_BASE_URL=http://127.0.0.1:3000 node bench/ssr/first-tap.mjs
import { chromium } from 'playwright-core';
import fs from 'node:fs';
import { startServer } from '../../e2e/lib/server.mjs';
import { ensureWebBuild, snapshotDist } from '../../e2e/lib/web-build.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const external = process.env.BENCH_BASE_URL?.replace(/\/$/, '');
if (!external) ensureWebBuild();
const webDist = external ? null : snapshotDist();
const server = external ? null : await startServer({ env: { WEB_DIST: webDist } });
const base = external ?? server.baseUrl;

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

async function freeChineseArticle() {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const items =
      (
        await fetch(`${base}/api/v1/article?size=100`)
          .then((r) => r.json())
          .catch(() => null)
      )?.items ?? [];
    const a = items.find((x) => x.is_free && x.language === 'Simplified_Chinese');
    if (a) return a;
    if (Date.now() > deadline) throw new Error('no free Chinese article was seeded within 2 minutes');
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** One fresh phone page: tap a word, time the app's start and the prompt. `started`: wake the app first. */
async function tap(browser, url, rate, started) {
  const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  try {
    const page = await ctx.newPage();
    const cdp = await ctx.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await page.goto(url, { waitUntil: 'load' });
    if (started) {
      await page.mouse.move(3, 3);
      await page.mouse.move(9, 9);
      await page.waitForFunction(() => document.documentElement.hasAttribute('data-app-ready'), null, { timeout: 30_000 });
    }
    // The page's code is fetched ahead; wait until that is done, as a reader reading the first lines would.
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((r) => /\/assets\/article-page-[^/]*\.js$/.test(r.name)), null, {
      timeout: 30_000,
    });
    await page.waitForTimeout(1000);
    const word = page.locator('.lb-word').nth(3);
    await word.scrollIntoViewIfNeeded();
    await page.evaluate(() => {
      window.__tap = { ready: null };
      const html = document.documentElement;
      addEventListener('pointerdown', () => (window.__tap.t0 = performance.now()), { capture: true, once: true });
      new MutationObserver(() => {
        if (html.hasAttribute('data-app-ready') && window.__tap.ready === null) window.__tap.ready = performance.now();
      }).observe(html, { attributes: true });
    });
    await word.tap();
    await page.getByRole('dialog', { name: 'Sign up or log in' }).waitFor({ timeout: 30_000 });
    const { t0, ready } = await page.evaluate(() => window.__tap);
    const shown = await page.evaluate(() => performance.now());
    return { ready: started ? 0 : ready - t0, prompt: shown - t0 };
  } finally {
    await ctx.close();
  }
}

const browser = await chromium.launch({ executablePath: CHROME_PATH, args: ['--no-sandbox'] });
try {
  const article = await freeChineseArticle();
  const url = `${base}/article/${article.id}`;
  await fetch(url);
  console.log(`First tap on a word of ${url} (a visitor: the tap opens the sign-up prompt), ${RUNS} runs each, medians`);
  for (const rate of [1, 4]) {
    const rows = {};
    for (const started of [true, false]) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await tap(browser, url, rate, started));
      rows[started ? 'app started at load (baseline)' : 'app started by the tap'] = {
        ready: median(runs.map((r) => r.ready)),
        prompt: median(runs.map((r) => r.prompt)),
      };
    }
    const [b, w] = Object.values(rows);
    console.log(`  CPU ${rate}×:`);
    for (const [k, v] of Object.entries(rows))
      console.log(`    ${k.padEnd(32)} app ready ${String(Math.round(v.ready)).padStart(5)} ms   prompt shown ${String(Math.round(v.prompt)).padStart(5)} ms`);
    console.log(`    the tap's wait for the app: +${Math.round(w.prompt - b.prompt)} ms (×${(w.prompt / b.prompt).toFixed(2)} of the baseline)`);
  }
} finally {
  await browser.close();
  await server?.stop();
  if (webDist) fs.rmSync(webDist, { recursive: true, force: true });
}

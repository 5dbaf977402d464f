// A small sequential test runner for the journeys: one isolated browser context per page, page errors
// and console errors collected and failed on, a screenshot of every open page when a test fails.
import fs from 'node:fs';
import path from 'node:path';

const slug = (s) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80);

/**
 * Console messages that are not page errors: the browser logs every 4xx answer of an API call as
 * "Failed to load resource", yet a 400 for a wrong password or a 401 for a visitor is the app's
 * ordinary flow, handled on screen. Failed static files, 5xx answers and anything else still count.
 */
function isExpectedConsole(msg) {
  const text = msg.text();
  const url = msg.location()?.url ?? '';
  return /Failed to load resource: the server responded with a status of 4\d\d/.test(text) && url.includes('/api/');
}

export function createRunner({ browser, baseUrl, dataDir, screenshotsDir, filter }) {
  const tests = [];
  const results = [];

  /**
   * Registers a test; `fn(t)` gets the helpers below. Consecutive tests with the same `group` run
   * at the same time (each in its own browser context); E2E_SERIAL=1 runs everything one by one.
   */
  function test(name, fn, { timeoutMs = 120_000, group = null } = {}) {
    tests.push({ name, fn, timeoutMs, group });
  }

  async function runOne({ name, fn, timeoutMs }) {
    const contexts = [];
    const pages = [];
    const notes = [];
    let currentStep = '';
    const started = Date.now();

    const t = {
      baseUrl,
      dataDir,
      /** A page in its own browser context (own storage, so its own session); `phone`: touch, mobile viewport rules. */
      async newPage({ viewport = { width: 1280, height: 800 }, locale = 'en-US', phone = false } = {}) {
        const context = await browser.newContext({ baseURL: baseUrl, viewport, locale, ...(phone && { isMobile: true, hasTouch: true }) });
        context.setDefaultTimeout(10_000);
        context.setDefaultNavigationTimeout(30_000);
        contexts.push(context);
        const page = await context.newPage();
        page.errors = [];
        page.on('pageerror', (err) => page.errors.push(`pageerror at ${page.url()}: ${err.message}`));
        page.on('console', (msg) => {
          if (msg.type() === 'error' && !isExpectedConsole(msg))
            page.errors.push(`console error at ${page.url()}: ${msg.text()} ${msg.location()?.url ?? ''}`.trim());
        });
        page.on('response', (res) => {
          if (res.status() >= 500) page.errors.push(`HTTP ${res.status()} ${res.request().method()} ${res.url()}`);
        });
        page.on('requestfailed', (req) => {
          const why = req.failure()?.errorText ?? '';
          // Navigations away abort pending requests; that is not an error of the page.
          if (!/ERR_ABORTED/.test(why)) page.errors.push(`request failed ${req.method()} ${req.url()}: ${why}`);
        });
        // A page the server rendered is on screen before the app has taken it over, and the app
        // runs when the reader first reaches for the page (decision 0045). Journeys act on it once
        // the app runs (`<html data-app-ready>`): the mouse moves over the page, as a desktop
        // reader's does. `{ wake: false }` leaves the page as it arrived.
        for (const method of ['goto', 'reload']) {
          const original = page[method].bind(page);
          page[method] = async (...args) => {
            const optsAt = method === 'goto' ? 1 : 0;
            const { wake = true, ...opts } = args[optsAt] ?? {};
            args[optsAt] = opts;
            const res = await original(...args);
            if (wake) {
              if (
                await page
                  .locator('script[data-lb-entry]')
                  .count()
                  .catch(() => 0)
              ) {
                // Two moves: the browser sends nothing for a move to where the pointer already is.
                await page.mouse.move(4, 4).catch(() => undefined);
                await page.mouse.move(9, 9).catch(() => undefined);
              }
              await page
                .waitForFunction(() => document.documentElement.hasAttribute('data-app-ready'), null, { timeout: 20_000, polling: 50 })
                .catch(() => undefined);
            }
            return res;
          };
        }
        pages.push(page);
        return page;
      },
      /** Names the part of the journey that runs next, so a failure says where it happened. */
      async step(label, body) {
        currentStep = label;
        if (process.env.E2E_VERBOSE) console.log(`    · ${label}`);
        const value = await body();
        currentStep = '';
        return value;
      },
      /** Remembers a finding to print if the test fails (also when it times out). */
      note(message) {
        notes.push(message);
        if (process.env.E2E_VERBOSE) console.log(`      ${message}`);
      },
      /** Fails if a page logged an error since the last call; `label` says where. */
      expectNoPageErrors(page, label = page.url()) {
        const errs = page.errors.splice(0);
        if (errs.length) throw new Error(`${label}: ${errs.length} page error(s):\n      ${errs.join('\n      ')}`);
      },
    };

    let error = null;
    let timer;
    try {
      await Promise.race([
        (async () => {
          await fn(t);
          for (const p of pages) if (!p.isClosed()) t.expectNoPageErrors(p, 'at the end');
        })(),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error(`timed out after ${timeoutMs} ms`)), timeoutMs);
        }),
      ]);
    } catch (err) {
      error = err;
    } finally {
      clearTimeout(timer);
    }
    if (error) {
      if (notes.length && !String(error.message).includes(notes[0])) error.message += `\nfindings so far (${notes.length}):\n${notes.join('\n')}`;
      // Page errors not yet reported often explain the failure.
      const pending = pages.flatMap((p) => p.errors.splice(0));
      if (pending.length) error.message += `\npage errors so far:\n${pending.slice(0, 8).join('\n')}`;
      fs.mkdirSync(screenshotsDir, { recursive: true });
      for (const [i, p] of pages.entries()) {
        if (p.isClosed()) continue;
        const file = path.join(screenshotsDir, `${slug(name)}-${i + 1}.png`);
        await p.screenshot({ path: file, fullPage: true, timeout: 10_000 }).catch(() => {});
        error.screenshots = [...(error.screenshots ?? []), path.relative(path.resolve(screenshotsDir, '../..'), file)];
      }
    }
    if (!error && fs.existsSync(screenshotsDir)) {
      // A passing test's screenshots from an earlier failure would only mislead.
      for (const f of fs.readdirSync(screenshotsDir)) if (f.startsWith(`${slug(name)}-`)) fs.rmSync(path.join(screenshotsDir, f), { force: true });
    }
    for (const c of contexts) await c.close().catch(() => {});
    const ms = Date.now() - started;
    results.push({ name, ok: !error, ms });
    if (!error) {
      console.log(`  ✔ ${name} (${(ms / 1000).toFixed(1)} s)`);
    } else {
      const msg = String(error.message ?? error)
        .split('\n')
        .slice(0, 200)
        .join('\n      ');
      console.log(`  ✘ ${name} (${(ms / 1000).toFixed(1)} s)`);
      if (currentStep) console.log(`      step: ${currentStep}`);
      console.log(`      ${msg}`);
      if (error.screenshots) console.log(`      screenshots: ${error.screenshots.join(', ')}`);
    }
  }

  async function run() {
    const selected = filter ? tests.filter((x) => x.name.toLowerCase().includes(filter.toLowerCase())) : tests;
    for (let i = 0; i < selected.length;) {
      const batch = [selected[i++]];
      while (!process.env.E2E_SERIAL && batch[0].group && selected[i]?.group === batch[0].group) batch.push(selected[i++]);
      await Promise.all(batch.map(runOne));
    }
    return results;
  }

  return { test, run, results };
}

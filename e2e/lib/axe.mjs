// axe-core for the journeys: violations of its default rules (WCAG 2.x A/AA and best practices) as lines.
// axe runs in the page itself, injected once per document: a walk that moves between routes on the
// client keeps it. (@axe-core/playwright's AxeBuilder parses axe's 1.3 MB script twice a call and
// finishes each run in a new blank page: about five times as long; the rules and results are the same.)
import { AxeBuilder } from '@axe-core/playwright';
import { createRequire } from 'node:module';
import { waitForPage } from './app.mjs';

// axe-core as @axe-core/playwright (the e2e package's dependency) has it.
const { source } = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'))('axe-core');

/** Violations as lines; colour contrast is read after transitions settle (`settleMs`). */
export async function axeViolations(page, label, settleMs = 250) {
  await page.waitForTimeout(settleMs);
  // The app has no frames of its own; a page with one gets AxeBuilder, which checks inside frames.
  if (page.frames().length > 1) {
    const { violations } = await new AxeBuilder({ page }).analyze();
    return lines(
      label,
      violations.map((v) => ({ ...v, targets: v.nodes.map((n) => n.target.join(' ')) })),
    );
  }
  if (!(await page.evaluate(() => typeof window.axe?.run === 'function'))) await page.evaluate(source);
  const violations = await page.evaluate(async () => {
    const r = await window.axe.run(document, { resultTypes: ['violations'] });
    return r.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));
  });
  return lines(label, violations);
}

const lines = (label, violations) =>
  violations.map((v) => `${label}: [${v.impact}] ${v.id}: ${v.help} (${v.targets.length}: ${v.targets.slice(0, 3).join('; ')})`);

/** Opens something, runs axe on the page with it open (into `found`), and closes it with Escape. */
export async function withOpen(t, page, found, label, open, { close = true } = {}) {
  await t.step(`axe with ${label} open`, async () => {
    await open();
    found.push(...(await axeViolations(page, label, 350)));
    if (close) await page.keyboard.press('Escape');
    await page.waitForTimeout(200);
  });
}

/**
 * Client-side navigation, as a link does (a full load per route would cost seconds each). Answers
 * false when the page asked for did not come on screen (the app marks it, `<html data-route>`).
 */
export async function visit(page, path, full) {
  if (full) await page.goto(path);
  else
    await page.evaluate((p) => {
      window.history.pushState(null, '', p);
      window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    }, path);
  // The old page stays on screen while the next one's code loads: wait for the new one.
  const arrived = await page
    .waitForFunction(
      () => {
        const html = document.documentElement;
        return !html.hasAttribute('data-navigating') && decodeURI(html.getAttribute('data-route') ?? '') === decodeURI(location.pathname);
      },
      null,
      { timeout: 20_000, polling: 50 },
    )
    .then(() => true)
    .catch(() => false);
  // A page still loading has only its spinner (no h1): on a busy machine a post can take over 8 s.
  await waitForPage(page, 15_000).catch(() => {});
  // Data and lazy parts render after the heading.
  await page.waitForLoadState('networkidle', { timeout: 4000 }).catch(() => {});
  return arrived;
}

/** True once `trigger` (an element handle) says its list or menu is open and the element it controls is on screen. */
const isOpen = (page, trigger, timeout) =>
  page
    .waitForFunction(
      (t) => {
        const list = t.getAttribute('aria-expanded') === 'true' && document.getElementById(t.getAttribute('aria-controls') ?? '');
        return !!list && list.getClientRects().length > 0;
      },
      trigger,
      { timeout, polling: 50 },
    )
    .then(() => true)
    .catch(() => false);

/**
 * Opens, one after another, every select list and menu in `scope` (the controls with
 * `aria-haspopup="listbox"` or `"menu"`, at most `max`), runs axe with each open (into `found`),
 * and closes it with Escape. A field whose list opens as one types (a search) gets `typed`. Answers
 * how many opened, and how many native selects (whose list the browser draws, outside the page) the
 * scope holds: axe checks those with the page.
 */
export async function openEach(t, page, found, tag, scope, { max = 8, typed = '家' } = {}) {
  const triggers = scope.locator('[aria-haspopup="listbox"], [aria-haspopup="menu"]');
  const count = Math.min(await triggers.count(), max);
  let opened = 0;
  for (let i = 0; i < count; i += 1) {
    const trigger = triggers.nth(i);
    if (!(await trigger.isVisible()) || (await trigger.isDisabled())) continue;
    const name = (await trigger.getAttribute('aria-label')) ?? (await trigger.evaluate((el) => el.labels?.[0]?.textContent ?? el.textContent ?? '')).trim();
    await t.step(`${tag}: axe with the list of "${name}" open`, async () => {
      const handle = await trigger.elementHandle();
      await trigger.scrollIntoViewIfNeeded();
      await trigger.click();
      let open = await isOpen(page, handle, 3000);
      if (!open && (await trigger.isEditable())) {
        await trigger.pressSequentially(typed);
        open = await isOpen(page, handle, 5000);
      }
      if (!open) return;
      opened += 1;
      await page.waitForLoadState('networkidle', { timeout: 3000 }).catch(() => {});
      found.push(...(await axeViolations(page, `${tag}, the list of "${name}"`, 300)));
      await page.keyboard.press('Escape');
      // Escape closes the list, and only the list: the field (and the panel or dialog around it) stays.
      const closed = await page
        .waitForFunction((el) => el.isConnected && el.getAttribute('aria-expanded') !== 'true', handle, { timeout: 3000, polling: 50 })
        .then(() => page.waitForTimeout(300))
        .then(() => handle.evaluate((el) => el.isConnected))
        .catch(() => false);
      if (!closed) found.push(`${tag}: Escape did not close the list of "${name}", or closed what holds it too`);
    });
  }
  return { opened, natives: await scope.locator('select').count() };
}

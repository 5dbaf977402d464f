// axe-core for the journeys: violations of its default rules (WCAG 2.x A/AA and best practices) as lines.
// axe runs in the page itself, injected once per document: a walk that moves between routes on the
// client keeps it. (@axe-core/playwright's AxeBuilder parses axe's 1.3 MB script twice a call and
// finishes each run in a new blank page: about five times as long; the rules and results are the same.)
import { AxeBuilder } from '@axe-core/playwright';
import { createRequire } from 'node:module';

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

// axe-core for the journeys: violations of its default rules (WCAG 2.x A/AA and best practices) as lines.
import { AxeBuilder } from '@axe-core/playwright';

/** Violations as lines; colour contrast is read after transitions settle (`settleMs`). */
export async function axeViolations(page, label, settleMs = 250) {
  await page.waitForTimeout(settleMs);
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.map(
    (v) =>
      `${label}: [${v.impact}] ${v.id}: ${v.help} (${v.nodes.length}: ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join('; ')})`,
  );
}

import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * Serious and critical axe findings on our own UI, one line each. The sandboxed frames (the resume
 * preview, the builder's preview, the review panel's template thumbnails) hold the engine's documents,
 * which its own tests check; scanning them would also make long journeys outlast their time limits.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).exclude('iframe').analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

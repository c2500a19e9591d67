import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** A rule axe found broken, with up to five of the elements it names: enough to find them in the page. */
type Finding = { rule: string; impact: string; help: string; elements: string[] };

/**
 * axe's serious and critical findings on the page as it is now (WCAG 2.x A and AA, and axe's best practices).
 * Legacy mode runs axe in the page itself: the default runs it per frame and then opens a blank page to merge the
 * frames' results, which took half of each check's time. The pages checked here have no frames (only the add-card
 * dialog and the dev mailbox do), so the findings are the same.
 */
export async function seriousViolations(page: Page): Promise<Finding[]> {
  const results = await new AxeBuilder({ page }).setLegacyMode().analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact!,
      help: violation.help,
      elements: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
}

/** The page has one h1 and nothing serious or critical for axe; soft, so one run lists every page's findings. */
export async function expectAccessible(page: Page): Promise<void> {
  await expect.soft(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  expect.soft(await seriousViolations(page)).toEqual([]);
}

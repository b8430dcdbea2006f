/** The WCAG 2.2 AA scan (axe-core) every page kind passes: the portal's own frames included, other origins' left out. */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { isLocal } from './portal-browser';

// axe-core has no wcag22a tag: its only WCAG 2.2 rule (target size) is AA.
const wcag22aa = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Scans the page and fails listing every violation: rule, impact, help and the elements hit. */
export async function expectNoViolations(page: Page): Promise<void> {
  const builder = new AxeBuilder({ page }).withTags(wcag22aa);
  const frames = await page
    .locator('iframe')
    .evaluateAll((elements) =>
      elements.map((element) => new URL((element as HTMLIFrameElement).src, document.baseURI).href),
    );
  for (const src of frames.filter((url) => !isLocal(url))) builder.exclude(`iframe[src="${src.replace(/"/g, '\\"')}"]`);
  const { violations } = await builder.analyze();
  const report = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help}\n    ${violation.nodes
        .map((node) => `${JSON.stringify(node.target)} ${node.failureSummary?.replace(/\s+/g, ' ') ?? ''}`)
        .join('\n    ')}`,
  );
  expect(report, `axe WCAG 2.2 AA violations on ${page.url()}`).toEqual([]);
}

import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

export interface A11yScanOptions {
  /** Names the scan in the report, e.g. 'share dialog (dark)'. */
  label?: string;
  /** CSS selectors the scan is limited to (default: the whole page). */
  include?: string | string[];
  /** CSS selectors left out of the scan; say why at the call site. */
  exclude?: string | string[];
  /** axe rule ids not run; say why at the call site. */
  disableRules?: string[];
}

// axe-core's own result type, reached through the builder (axe-core is not a direct dependency).
type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/**
 * WCAG 2.0–2.2 A and AA plus axe's best practices. Named explicitly because axe leaves the
 * WCAG 2.2 rules (target-size) out of its default run; with tags, only tagged rules run.
 */
export const A11Y_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Scans the page as it is now with axe-core (the WCAG 2.0–2.2 A/AA rules and best practices,
 * A11Y_TAGS) and fails with one readable line per offending element when any violation is
 * serious or critical. Finite CSS animations are let to finish first, so a fading-in dialog is
 * not judged on a half-transparent colour.
 */
export async function expectNoSeriousA11yViolations(page: Page, options: A11yScanOptions = {}): Promise<void> {
  const label = options.label ?? new URL(page.url()).pathname;
  await test.step(`axe: ${label}`, async () => {
    await settleAnimations(page);
    const results = await builder(page, options).analyze();
    const blocking = results.violations.filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''));
    if (blocking.length > 0) {
      await test.info().attach(`axe violations (${label})`, {
        body: JSON.stringify(blocking, null, 2),
        contentType: 'application/json',
      });
    }
    expect(describeViolations(blocking), `serious or critical axe violations on ${label}`).toEqual([]);
  });
}

function builder(page: Page, options: A11yScanOptions): AxeBuilder {
  const axe = new AxeBuilder({ page }).withTags(A11Y_TAGS);
  for (const selector of toList(options.include)) axe.include(selector);
  for (const selector of toList(options.exclude)) axe.exclude(selector);
  if (options.disableRules?.length) axe.disableRules(options.disableRules);
  return axe;
}

/** `rule (impact) at target: help <helpUrl>`, one line per element. */
export function describeViolations(violations: Violation[]): string[] {
  return violations.flatMap((violation) =>
    violation.nodes.map((node) => {
      const target = node.target.map((part) => (Array.isArray(part) ? part.join(' >>> ') : String(part))).join(' ');
      const detail = node.failureSummary ? ` — ${node.failureSummary.replace(/\s+/g, ' ').trim()}` : '';
      return `${violation.id} (${violation.impact}) at ${target}: ${violation.help} <${violation.helpUrl}>${detail}`;
    }),
  );
}

async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)));
    const done = Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
    // A paused animation never finishes; the scan goes ahead after a while rather than hang.
    await Promise.race([done, new Promise((resolve) => setTimeout(resolve, 2000))]);
  });
}

function toList(value: string | string[] | undefined): string[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

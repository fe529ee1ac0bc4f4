import axe from 'axe-core';

export interface AxeFinding {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/**
 * Serious and critical WCAG A/AA violations in a rendered component, with the rules the
 * browser tests use (apps/web/e2e/support/axe.ts). jsdom has no layout, so what needs one
 * (colour contrast, target size) stays with the one axe pass per page per theme in Chromium.
 */
export async function seriousViolations(root: Element = document.body): Promise<AxeFinding[]> {
  const result = await axe.run(root, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
    resultTypes: ['violations'],
    rules: { 'color-contrast': { enabled: false }, 'target-size': { enabled: false } },
  });
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact ?? '', help: v.help, targets: v.nodes.slice(0, 5).map((n) => JSON.stringify(n.target)) }));
}

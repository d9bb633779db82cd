/** The figures of one page that issue 46 item 2 compares with the floor's. */
interface Figures {
  performance: number;
  tbtMs: number;
  lcpMs: number;
  cls: number;
}

/** Issue 46 item 2: each page against the floor measured in the same run. */
export const RELATIVE_TARGETS = { performanceBelow: 2, tbtAboveMs: 50, lcpRatio: 1.2, cls: 0.02 } as const;

export function relativeVerdict(page: Figures, floor: Figures) {
  const checks = {
    performance: page.performance >= floor.performance - RELATIVE_TARGETS.performanceBelow,
    tbt: page.tbtMs <= floor.tbtMs + RELATIVE_TARGETS.tbtAboveMs,
    lcp: page.lcpMs <= RELATIVE_TARGETS.lcpRatio * floor.lcpMs,
    cls: page.cls <= RELATIVE_TARGETS.cls,
  };
  const failed = Object.entries(checks)
    .filter(([, ok]) => !ok)
    .map(([name]) => name);
  return { pass: failed.length === 0, failed };
}

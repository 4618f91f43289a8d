/**
 * The browser coverage of the model-based run: states and transitions exercised in Chromium against
 * all the machine defines, gaps named, and the paths that could not run with their reasons.
 */
import { machineToGraph } from '../../../src/qa/graph/machine-to-graph';
import { coverageFrom } from '../../../src/qa/paths/coverage';
import { coverageDetails, coverageLine } from '../../../src/qa/paths/format-paths';
import type { RunCoverage } from './browser-runner';
import type { MachinePlan } from './plan';

export function browserCoverageReport(plans: MachinePlan[], runs: RunCoverage[]): string[] {
  const lines = ['Model-based browser coverage (states and transitions exercised in Chromium):'];
  for (const plan of plans) {
    const mine = runs.filter((r) => r.machine === plan.entry.name);
    const coverage = coverageFrom(
      machineToGraph(plan.entry.machine),
      new Set(mine.flatMap((r) => r.states)),
      new Set(mine.flatMap((r) => r.transitions)),
    );
    const passed = mine.filter((r) => r.passedSteps === r.totalSteps).length;
    lines.push(
      `${plan.entry.name}: ${coverageLine(coverage)} — ${passed}/${plan.runnable.length} paths passed, ${plan.skipped.length} not run`,
    );
    lines.push(...coverageDetails(coverage));
    for (const skipped of plan.skipped) lines.push(`  not run: ${skipped.title} — ${skipped.reason}`);
  }
  return lines;
}

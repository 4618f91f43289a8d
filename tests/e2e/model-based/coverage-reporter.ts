/**
 * Playwright reporter: prints the browser coverage of the model-based paths at the end of
 * `npm run test:e2e` (each path test attaches what it exercised as `model-coverage`).
 */
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import type { RunCoverage } from './browser-runner';
import { browserCoverageReport } from './coverage-report';
import { browserModels, entryOf } from './model-ui-models';
import { planMachine } from './plan';

export default class ModelCoverageReporter implements Reporter {
  private readonly runs: RunCoverage[] = [];

  onTestEnd(_test: TestCase, result: TestResult): void {
    for (const attachment of result.attachments) {
      if (attachment.name !== 'model-coverage' || !attachment.body) continue;
      this.runs.push(JSON.parse(attachment.body.toString('utf8')) as RunCoverage);
    }
  }

  onEnd(): void {
    // Only when the machines' paths ran (another spec alone prints nothing).
    if (!this.runs.some((run) => browserModels.some((model) => model.machine === run.machine))) return;
    const plans = browserModels.map((model) => planMachine(entryOf(model), model));
    console.log(`\n${browserCoverageReport(plans, this.runs).join('\n')}\n`);
  }

  printsToStdio(): boolean {
    return false;
  }
}

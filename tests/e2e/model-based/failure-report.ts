import type { UiCheck, UiTarget } from './ui-model';

function describeTarget(target: UiTarget): string {
  const within = target.within ? ` in ${describeTarget(target.within)}` : '';
  if ('role' in target)
    return `${target.role}${target.name !== undefined ? ` "${String(target.name)}"` : ''}${within}`;
  if ('label' in target) return `field labelled "${target.label}"${within}`;
  if ('text' in target) return `text "${String(target.text)}"${within}`;
  return `test id "${target.testId}"${within}`;
}

/** One line naming what a check expects, as the failure report shows it. */
export function describeCheck(check: UiCheck): string {
  if ('visible' in check) return `visible: ${describeTarget(check.visible)}`;
  if ('hidden' in check) return `hidden: ${describeTarget(check.hidden)}`;
  if ('count' in check) return `count of ${describeTarget(check.count)} = ${check.equals}`;
  if ('text' in check && 'contains' in check)
    return `${describeTarget(check.text)} contains "${String(check.contains)}"`;
  if ('attribute' in check)
    return `${describeTarget(check.attribute)} has ${check.name}="${check.equals}"${check.whereShown ? ' (where shown)' : ''}`;
  return `url matches ${String(check.url)}`;
}

export interface FailurePlace {
  /** The path's title (`session #3 from "no stored session" → loggedOut`). */
  title: string;
  /** 1-based step; 0 is the scenario's setup. */
  step: number;
  totalSteps: number;
  stepLabel: string;
  state: string;
  check: string;
  error: unknown;
}

/** `Path …, step 2/3 (a --e--> b), state b: <check> failed` and the first line of the cause. */
export function failureMessage(place: FailurePlace): string {
  const cause = place.error instanceof Error ? place.error.message : String(place.error);
  const firstLine =
    cause
      .replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '')
      .split('\n')
      .find((l) => l.trim()) ?? '';
  return [
    `Path ${place.title}`,
    `  step ${place.step}/${place.totalSteps}: ${place.stepLabel}`,
    `  state: ${place.state}`,
    `  failed check: ${place.check}`,
    `  cause: ${firstLine.trim()}`,
  ].join('\n');
}

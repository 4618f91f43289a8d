import type { Coverage, GeneratedPath, PathStep, PathsResult } from './generate-paths';

export function stepText(step: PathStep): string {
  return `${step.from} --${step.eventText}--> ${step.to}`;
}

export function coverageLine(c: Coverage): string {
  return `Coverage: ${c.statesCovered}/${c.statesTotal} states, ${c.transitionsCovered}/${c.transitionsTotal} transitions`;
}

export function isComplete(c: Coverage): boolean {
  return c.statesCovered === c.statesTotal && c.transitionsCovered === c.transitionsTotal;
}

export function coverageDetails(c: Coverage): string[] {
  return [
    ...c.missingStates.map((s) => `  missing state: ${s}`),
    ...c.missingTransitions.map((t) => `  missing transition: ${t}`),
  ];
}

function pathTitle(p: GeneratedPath): string {
  const from = p.scenario?.name ? ` from "${p.scenario.name}"` : '';
  return `Path ${p.index}${from} → ${p.target} (${p.steps.length} ${p.steps.length === 1 ? 'step' : 'steps'})`;
}

export function formatText(name: string, purpose: string, result: PathsResult): string {
  const lines = [`${name} — ${purpose}`, `Strategy: ${result.strategy}, ${result.paths.length} paths`, ''];
  for (const p of result.paths) {
    lines.push(pathTitle(p));
    p.steps.forEach((s, i) => {
      lines.push(`  ${i + 1}. ${stepText(s)}`);
    });
    lines.push('');
  }
  lines.push(...coverageDetails(result.coverage), coverageLine(result.coverage));
  return `${lines.join('\n')}\n`;
}

export function formatMarkdown(name: string, purpose: string, result: PathsResult): string {
  const lines = [
    `## ${name}`,
    '',
    purpose,
    '',
    `Strategy: **${result.strategy}**, ${result.paths.length} paths`,
    '',
  ];
  for (const p of result.paths) {
    lines.push(`### ${pathTitle(p)}`, '');
    p.steps.forEach((s, i) => {
      lines.push(`${i + 1}. \`${stepText(s)}\``);
    });
    lines.push('');
  }
  lines.push(
    ...coverageDetails(result.coverage).map((l) => `- ${l.trim()}`),
    `**${coverageLine(result.coverage)}**`,
  );
  return `${lines.join('\n')}\n`;
}

export function formatJson(name: string, purpose: string, result: PathsResult): string {
  const paths = result.paths.map((p) => ({
    index: p.index,
    scenario: p.scenario?.name ?? null,
    target: p.target,
    steps: p.steps.map(({ from, event, eventText, delayMs, to }) => ({
      from,
      event,
      eventText,
      delayMs,
      to,
    })),
  }));
  return `${JSON.stringify({ machine: name, purpose, strategy: result.strategy, paths, coverage: result.coverage }, null, 2)}\n`;
}

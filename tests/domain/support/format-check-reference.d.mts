export function normalise(text: string): string;
export function patternRegex(source: string): RegExp;

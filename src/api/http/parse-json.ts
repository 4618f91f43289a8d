/** Parses a text answer (LMS helpers return text); a non-JSON body throws a SyntaxError. */
export function parseJson<T>(text: string): T {
  return JSON.parse(text) as T;
}

/**
 * Short, readable payloads for path listings: a QA engineer needs to know which item, which type
 * and how many, not every field of a 2 kB user object. The event's own fields are all kept; below
 * them only identifying fields (ids, types, statuses, codes, counts, cursors) survive, arrays turn
 * into their length and long strings are cut.
 */

const MAX_STRING = 32;
const MAX_DEPTH = 3;
const IDENTIFYING_KEY =
  /^(id|type|kind|status|code|errorCode|cursor|action|phone)$|^count|(Id|Type|Status|Count|Code)$/;

function cut(text: string): string {
  return text.length > MAX_STRING ? `${text.slice(0, MAX_STRING - 1)}…` : text;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Error);
}

/** The summary of one value; null when nothing identifying is left of it. */
function summarize(value: unknown, depth: number): string | null {
  if (value === null || value === undefined) return String(value);
  if (typeof value === 'string') return JSON.stringify(cut(value));
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return `[${value.length} ${value.length === 1 ? 'item' : 'items'}]`;
  if (value instanceof Error) {
    const code = (value as Error & { errorCode?: unknown }).errorCode;
    return code !== undefined ? `Error ${String(code)}` : `Error(${JSON.stringify(cut(value.message))})`;
  }
  if (!isPlainObject(value)) return typeof value;
  if (depth >= MAX_DEPTH) return '{…}';
  const parts: string[] = [];
  for (const [key, field] of Object.entries(value)) {
    const keep = depth === 0 || IDENTIFYING_KEY.test(key) || Array.isArray(field) || isPlainObject(field);
    if (!keep) continue;
    const inner = summarize(field, depth + 1);
    if (inner === null) continue;
    parts.push(`${key}: ${inner}`);
  }
  if (parts.length === 0) return depth === 0 ? '' : null;
  return `{${parts.join(', ')}}`;
}

/** `{profileId: 11}`, `{output: {user: {id: 1, profiles: [3 items]}}}`, or '' for no payload. */
export function summarizePayload(payload: Record<string, unknown>): string {
  if (Object.keys(payload).length === 0) return '';
  return summarize(payload, 0) ?? '{…}';
}

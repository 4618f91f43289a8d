/**
 * Where to go back after logging in (issue 16: deep links). Only a path of this site is accepted:
 * anything that a browser could read as another origin ('//evil.com', '/\evil.com', 'https://…',
 * 'javascript:…') or that holds control characters is refused, and so are the login and sign-up
 * pages themselves (they would loop).
 */
const PLACEHOLDER_ORIGIN = 'https://uniclass.invalid';
const NO_RETURN_PATHS = ['/dang-nhap', '/dang-ky', '/login'];

function isControlCharacter(char: string): boolean {
  const code = char.charCodeAt(0);
  return code < 0x20 || code === 0x7f;
}

export function safeReturnPath(raw: string | null | undefined): string | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 2000) return null;
  if (!raw.startsWith('/') || raw.startsWith('//')) return null;
  // Browsers read '\' as '/' in URLs ('/\evil.com' is protocol-relative); control characters are
  // stripped by URL parsing, so '/\t/evil.com' would become '//evil.com'.
  if (raw.includes('\\') || [...raw].some(isControlCharacter)) return null;
  let url: URL;
  try {
    url = new URL(raw, PLACEHOLDER_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PLACEHOLDER_ORIGIN) return null;
  const path = url.pathname;
  if (NO_RETURN_PATHS.some((page) => path === page || path.startsWith(`${page}/`))) return null;
  return `${path}${url.search}${url.hash}`;
}

/** The login page's query parameter naming the page to return to. */
export const RETURN_PATH_PARAM = 'tiep';

/**
 * Guarded access to browser globals: adapters are imported by code that also runs under Node
 * (tests, tools), and some browsers throw on merely touching localStorage (blocked storage).
 */

export function browserWindow(): Window | null {
  return typeof window === 'undefined' ? null : window;
}

export function browserLocalStorage(): Storage | null {
  try {
    return browserWindow()?.localStorage ?? null;
  } catch {
    return null;
  }
}

/** True when the page is served over https, so cookies must be marked secure. */
export function isHttpsPage(): boolean {
  return browserWindow()?.location.protocol === 'https:';
}

export function browserSessionStorage(): Storage | null {
  try {
    return browserWindow()?.sessionStorage ?? null;
  } catch {
    return null;
  }
}

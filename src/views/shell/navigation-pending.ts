import { createContext, useContext } from 'react';

/**
 * True while a navigation waits for its page's chunks; the current page stays on screen meanwhile.
 * The app's router provides it (src/app/router.tsx); the shell shows its progress bar.
 */
export const NavigationPendingContext = createContext(false);

export function useNavigationPending(): boolean {
  return useContext(NavigationPendingContext);
}

import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach } from 'vitest';

// React's act() warns outside a test renderer unless told it runs in one.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/**
 * A React root in a fresh element of the (happy-dom) page for each test of the calling file,
 * unmounted and removed after it. Call at the top of a test file; read `.root`/`.container` in a test.
 */
export function reactRootPerTest(): { readonly root: Root; readonly container: HTMLElement } {
  let container: HTMLElement | null = null;
  let root: Root | null = null;
  afterEach(() => {
    if (root) act(() => root?.unmount());
    container?.remove();
    root = null;
    container = null;
  });
  const ensure = () => {
    if (!container || !root) {
      container = document.createElement('div');
      document.body.append(container);
      root = createRoot(container);
    }
    return { root, container };
  };
  return {
    get root() {
      return ensure().root;
    },
    get container() {
      return ensure().container;
    },
  };
}

import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { type Location, MemoryRouter, Outlet, type RouteObject, useRoutes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPage, preloadRoutes } from '../../src/app/lazy-page';
import { RouteErrorBoundary } from '../../src/app/route-error-boundary';
import { createChunkReload } from '../../src/platform/chunk-reload';
import { MemoryStorage } from '../api/support/memory-storage';

const LayoutPage = () => <Outlet />;
const RegisterPage = () => <p>register</p>;
const LoginPage = () => <p>login</p>;

/** A page chunk whose download the test finishes or fails. */
function chunk(Component: ComponentType) {
  let loads = 0;
  let finish: () => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const load = () => {
    loads += 1;
    return new Promise<{ Component: ComponentType }>((resolve, reject) => {
      finish = () => resolve({ Component });
      fail = reject;
    });
  };
  return { load, loads: () => loads, finish: () => finish(), fail: (error: Error) => fail(error) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function Routes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

function render(routes: RouteObject[], path: string): string {
  return renderToStaticMarkup(
    <MemoryRouter initialEntries={[path]}>
      <Routes routes={routes} />
    </MemoryRouter>,
  );
}

describe('lazy pages of the router (issue 17: the declarative router)', () => {
  it('a navigation loads a layout page and its child page at once, each once, then renders without waiting', async () => {
    const layout = chunk(LayoutPage);
    const register = chunk(RegisterPage);
    let loadedPages = 0;
    const onLoaded = () => {
      loadedPages += 1;
    };
    const Layout = lazyPage(layout.load, onLoaded);
    const routes: RouteObject[] = [
      { path: '/', element: <p>home</p> },
      { Component: Layout, children: [{ path: '/dang-ky', Component: lazyPage(register.load, onLoaded) }] },
    ];

    expect(preloadRoutes(routes, '/')).toBe(false);
    expect(preloadRoutes(routes, '/dang-ky')).toBe(true);
    expect([layout.loads(), register.loads()]).toEqual([1, 1]);
    // Asked again while loading: the same downloads.
    expect(preloadRoutes(routes, '/dang-ky')).toBe(true);
    expect([layout.loads(), register.loads()]).toEqual([1, 1]);

    layout.finish();
    register.finish();
    await settle();
    expect(loadedPages).toBe(2);
    expect(preloadRoutes(routes, '/dang-ky')).toBe(false);
    expect(render(routes, '/dang-ky')).toBe('<p>register</p>');
  });

  it('a page that failed to load stays failed: no second download of a chunk the browser already refused', async () => {
    const page = chunk(LoginPage);
    const Login = lazyPage(page.load, () => undefined);
    const routes: RouteObject[] = [{ path: '/dang-nhap', Component: Login }];
    expect(preloadRoutes(routes, '/dang-nhap')).toBe(true);
    page.fail(new TypeError('Failed to fetch dynamically imported module: /assets/login-page.js'));
    await settle();
    expect(preloadRoutes(routes, '/dang-nhap')).toBe(true);
    expect(page.loads()).toBe(1);
  });
});

const at = (pathname: string): Location => ({
  pathname,
  search: '?tab=1',
  hash: '',
  state: null,
  key: pathname,
});

/** Drives the boundary as React does: the failure, the decision before rendering, the commit. */
function failInto(storage: Storage, error: Error, location = at('/dang-nhap')) {
  let reloads = 0;
  const props = {
    location,
    chunkReload: createChunkReload(storage, () => {
      reloads += 1;
    }),
    children: <p>page</p>,
  };
  const boundary = new RouteErrorBoundary(props);
  boundary.setState = (update) => Object.assign(boundary.state, update);
  Object.assign(boundary.state, RouteErrorBoundary.getDerivedStateFromError(error));
  Object.assign(boundary.state, RouteErrorBoundary.getDerivedStateFromProps(props, boundary.state));
  const shown = renderToStaticMarkup(boundary.render());
  boundary.componentDidCatch(error, { componentStack: '' });
  return { boundary, props, shown, reloads: () => reloads };
}

describe('route error boundary', () => {
  // The boundary logs what it shows; the test reads the page instead.
  const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  afterEach(() => log.mockClear());
  const chunkFailure = new TypeError('Failed to fetch dynamically imported module: /assets/login-page.js');

  it('reloads once when a chunk fails, with the spinner instead of the error page meanwhile', () => {
    const storage = new MemoryStorage();
    const first = failInto(storage, chunkFailure);
    expect(first.reloads()).toBe(1);
    expect(first.shown).toContain('role="status"');
    expect(first.shown).not.toContain('Tải lại trang');

    // After the reload the chunk fails again: the error page, with its reload link to the same page.
    const second = failInto(storage, chunkFailure);
    expect(second.reloads()).toBe(0);
    expect(second.shown).toContain('Đã có lỗi xảy ra');
    expect(second.shown).toContain('href="/dang-nhap?tab=1">Tải lại trang</a>');
    expect(second.shown).toContain('Failed to fetch dynamically imported module');
  });

  it('shows the error page at once for a page that throws while rendering', () => {
    const storage = new MemoryStorage();
    const failed = failInto(
      storage,
      new TypeError("Cannot read properties of undefined (reading 'profiles')"),
    );
    expect(failed.reloads()).toBe(0);
    expect(failed.shown).toContain('Tải lại trang');
    expect(storage.length).toBe(0);
  });

  it('shows the next address (back, forward) instead of the error', () => {
    const failed = failInto(new MemoryStorage(), new Error('boom'));
    const next = { ...failed.props, location: at('/lop-hoc') };
    Object.assign(
      failed.boundary.state,
      RouteErrorBoundary.getDerivedStateFromProps(next, failed.boundary.state),
    );
    expect(renderToStaticMarkup(failed.boundary.render())).toBe('<p>page</p>');
  });
});

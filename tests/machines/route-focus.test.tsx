// @vitest-environment happy-dom
import { act } from 'react';
import { MemoryRouter, type NavigateFunction, Outlet, useNavigate, useRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ProfileMenu } from '../../src/views/shell/profile-menu';
import { RouteFocus } from '../../src/views/shell/route-focus';
import { reactRootPerTest } from './support/react-root';

const MAIN_ID = 'main-content';
const react = reactRootPerTest();

/** Where a machine's `redirect`/`navigate` would take the app (post-login checks, landing, …). */
let navigate: NavigateFunction = () => undefined;

/** The shell's layout as app-shell.tsx builds it: header (profile menu), main with the page, RouteFocus. */
function Shell() {
  navigate = useNavigate();
  return (
    <>
      <header>
        <a href="/cua-hang">Cúp</a>
        <ProfileMenu
          shownName="Đức Anh"
          avatarUrl={null}
          frameUrl={null}
          profiles={[{ id: 1, name: 'Đức Anh', avatarUrl: null, frameUrl: null, isDefault: true }]}
          canAct
          showContest
          onSwitch={() => undefined}
          onLogout={() => undefined}
        />
      </header>
      <main id={MAIN_ID}>
        <Outlet />
      </main>
      <RouteFocus mainId={MAIN_ID} />
    </>
  );
}

function AppRoutes() {
  return useRoutes([
    {
      path: '/',
      Component: Shell,
      children: [
        { index: true, element: <h1>Lớp học AI</h1> },
        { path: 'update-contest-info', element: <h1>Thông tin dự thi</h1> },
      ],
    },
  ]);
}

function render() {
  act(() =>
    react.root.render(
      <MemoryRouter initialEntries={['/']}>
        <AppRoutes />
      </MemoryRouter>,
    ),
  );
}

const menu = () => document.querySelector('[role="menu"]');
const heading = () => document.querySelector(`#${MAIN_ID} h1`);

describe('route focus (issue 16) and the header popups', () => {
  it('a redirect the app makes while the profile menu is open leaves the menu open with its focus', () => {
    render();
    const trigger = document.querySelector<HTMLButtonElement>('button[aria-label="Hồ sơ: Đức Anh"]');
    act(() => {
      trigger?.focus();
      trigger?.click();
    });
    expect(menu()).not.toBeNull();
    const focusedItem = document.activeElement;
    expect(focusedItem?.getAttribute('role')).toBe('menuitem');

    // The post-login checks send the contest profile on while the pupil is in the menu.
    act(() => navigate('/update-contest-info'));

    expect(heading()?.textContent).toBe('Thông tin dự thi');
    expect(menu(), 'the menu the pupil opened is still open').not.toBeNull();
    expect(document.activeElement).toBe(focusedItem);
    expect(trigger?.getAttribute('aria-expanded')).toBe('true');
  });

  it('a link followed from the header still hands the focus to the new page heading', () => {
    render();
    const link = document.querySelector<HTMLAnchorElement>('header a[href="/cua-hang"]');
    act(() => link?.focus());
    expect(document.activeElement).toBe(link);

    act(() => navigate('/update-contest-info'));

    expect(document.activeElement).toBe(heading());
  });
});

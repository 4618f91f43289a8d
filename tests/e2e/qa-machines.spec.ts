import { ROUTES } from '../../src/domain/constants';
import { machineRegistry } from '../../src/machines/registry';
import { DEMO_PHONES, expect, test } from './support/fixtures';

const diagramName = (name: string) => `Sơ đồ trạng thái ${name}`;

test.describe('/qa/machines: công cụ QA cho máy trạng thái', () => {
  test('vẽ mọi máy trong registry và theo dõi trực tiếp phiên đăng nhập ở tab khác', async ({
    page,
    context,
    login,
  }) => {
    // Visits every machine (ELK lays each out), then follows a login in another tab.
    test.setTimeout(180_000);
    expect(machineRegistry.map((entry) => entry.name)).toContain('session');

    const qa = await context.newPage();
    await qa.goto(ROUTES.qaMachines);
    await expect(qa.getByRole('heading', { level: 1, name: 'Máy trạng thái (QA)' })).toBeVisible({
      timeout: 30_000,
    });
    // The list beside the diagram leads to one address per machine; each is drawn from its definition.
    const list = qa.getByRole('navigation', { name: 'Danh sách máy' });
    for (const entry of machineRegistry) {
      await list.getByRole('link', { name: entry.name, exact: true }).click();
      await expect(qa).toHaveURL(new RegExp(`/qa/machines/${entry.name}$`));
      await expect(list.getByRole('link', { name: entry.name, exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(qa.getByRole('heading', { level: 2, name: entry.name, exact: true })).toBeVisible();
      const diagram = qa.getByRole('img', { name: diagramName(entry.name), exact: true });
      await expect(diagram).toBeVisible();
      // Drawn from the definition: the node of the machine's root state is there once ELK has laid it out.
      await expect(diagram.locator(`[data-state-id="${entry.machine.root.id}"]`)).toHaveCount(1);
    }
    await list.getByRole('link', { name: 'session', exact: true }).click();

    const session = qa.getByRole('img', { name: diagramName('session'), exact: true });
    const loggedIn = session.locator('[data-state-id="session.loggedIn"]');
    await expect(loggedIn).toHaveAttribute('data-active', 'false');

    // The pupil logs in in the app tab; the QA tab follows over the BroadcastChannel, without reloading
    // (a reload would wipe its live log).
    let qaLoads = 0;
    qa.on('load', () => {
      qaLoads += 1;
    });
    await login(DEMO_PHONES.parentThreeProfiles);
    await expect(loggedIn).toHaveAttribute('data-active', 'true');
    await expect(session.locator('[data-state-id="session.loggedOut"]')).toHaveAttribute(
      'data-active',
      'false',
    );
    // Which events are logged depends on when the app tab reloads after login; that live rows with their
    // time arrive at all is what matters here.
    const log = qa.getByRole('region', { name: 'session', exact: true }).getByRole('table').first();
    await expect(log).toContainText(/\d{2}:\d{2}:\d{2}\.\d{3}/);
    // Times in the app's zone, actors by machine id (not XState's 'x:2').
    await expect(log.getByRole('columnheader', { name: 'Thời gian (giờ Việt Nam)' })).toBeVisible();
    await expect(log.getByRole('cell', { name: 'session', exact: true }).first()).toBeVisible();
    await expect(log).not.toContainText(/\bx:\d+/);
    expect(qaLoads).toBe(0);
    await page.close();
  });

  test('mô phỏng: bấm sự kiện để đi qua máy, có nút +300 ms', async ({ context }) => {
    const qa = await context.newPage();
    await qa.goto(`${ROUTES.qaMachines}/session`);
    const section = qa.getByRole('region', { name: 'session', exact: true });
    await section.getByRole('button', { name: 'Mô phỏng (simulate)' }).click();
    await expect(section.getByRole('button', { name: '+300 ms' })).toBeVisible();
    await expect(section.getByRole('button', { name: 'Khởi động lại' })).toBeVisible();
    const active = section.locator('[data-active="true"]');
    await expect(active.first()).toBeVisible();
    // Event buttons name the type with a short summary; the whole payload only on demand.
    const login = section.locator('button[data-event-type="session.loginRequested"]').first();
    await expect(login).toHaveText(/^session\.loginRequested/);
    const labels = await section.locator('button[data-event-type]').allTextContents();
    for (const label of labels) expect(label.length, label).toBeLessThanOrEqual(120);
    const payload = section
      .locator('details', { has: qa.locator('summary', { hasText: 'Dữ liệu' }) })
      .first();
    await payload.getByText('Dữ liệu').click();
    await expect(payload.locator('pre')).toBeVisible();
  });

  test('đường đi: bấm "Phát lại" rồi đi từng bước trên sơ đồ, mỗi bước khớp trạng thái của đường đi', async ({
    context,
  }) => {
    const qa = await context.newPage();
    await qa.goto(`${ROUTES.qaMachines}/session`);
    const section = qa.getByRole('region', { name: 'session', exact: true });
    await section.getByRole('button', { name: 'Đường đi (paths)' }).click();
    // The longest path of the page ('… (N bước)'): a replay of several steps.
    const titles = await section.getByRole('heading', { level: 4, name: /^Đường đi \d+/ }).allTextContents();
    const lengths = titles.map((title) => Number(/\((\d+)\s*bước\)/.exec(title)?.[1] ?? 0));
    const longest = lengths.indexOf(Math.max(...lengths));
    await section.getByRole('button', { name: 'Phát lại' }).nth(longest).click();
    const replay = section.getByRole('region', { name: 'Phát lại đường đi' });
    const steps = replay.getByRole('listitem');
    const count = await steps.count();
    expect(count).toBeGreaterThan(1);
    await expect(steps.first()).toHaveAttribute('aria-current', 'step');
    const activeBefore = await section
      .locator('[data-active="true"]')
      .evaluateAll((els) => els.map((el) => el.getAttribute('data-state-id')));

    await replay.getByRole('button', { name: 'Bước tiếp' }).click();
    await expect(steps.first()).toContainText('✓ khớp');
    await expect(steps.nth(1)).toHaveAttribute('aria-current', 'step');
    // The diagram follows the replay: the first step left the initial state.
    await expect
      .poll(() =>
        section
          .locator('[data-active="true"]')
          .evaluateAll((els) => els.map((el) => el.getAttribute('data-state-id'))),
      )
      .not.toEqual(activeBefore);

    await replay.getByRole('button', { name: 'Chạy hết' }).click();
    await expect(replay.getByText('✓ khớp')).toHaveCount(count);
    await expect(replay.getByText('✗ không khớp đường đi')).toHaveCount(0);
    await expect(replay.getByRole('button', { name: 'Bước tiếp' })).toBeDisabled();
  });

  test('một địa chỉ cho mỗi máy; sơ đồ vừa khung với chữ không nhỏ hơn 11 px; xem toàn màn hình', async ({
    context,
  }) => {
    const qa = await context.newPage();
    await qa.setViewportSize({ width: 1440, height: 900 });
    await qa.goto(`${ROUTES.qaMachines}/notifications`);
    await expect(qa.getByRole('heading', { level: 2, name: 'notifications', exact: true })).toBeVisible({
      timeout: 30_000,
    });
    const diagram = qa.getByRole('img', { name: diagramName('notifications'), exact: true });
    await expect(diagram.locator('[data-state-id="notifications"]')).toHaveCount(1);
    const frame = qa.getByRole('group', { name: /^Khung sơ đồ notifications/ });
    const measure = () =>
      frame.evaluate((box) => {
        const svg = box.querySelector('svg')!;
        const scale = svg.getScreenCTM()!.a;
        const sizes = [...svg.querySelectorAll('text')].map(
          (t) =>
            Number.parseFloat(t.getAttribute('font-size') ?? svg.getAttribute('font-size') ?? '12') * scale,
        );
        const frameRect = box.getBoundingClientRect();
        const drawn = svg.querySelector('[data-state-id="notifications"]')!.getBoundingClientRect();
        return {
          viewportHeight: window.innerHeight,
          smallestLabel: Math.min(...sizes),
          frameHeight: frameRect.height,
          drawnBottom: drawn.bottom - frameRect.top,
        };
      });
    const fitted = await measure();
    expect(fitted.smallestLabel).toBeGreaterThanOrEqual(11);
    // The drawing reaches the bottom of its box (the old fit left the lower two thirds blank).
    expect(fitted.drawnBottom).toBeGreaterThanOrEqual(fitted.frameHeight * 0.85);

    // Arrow keys pan the picture.
    const before = await diagram.getAttribute('viewBox');
    await frame.focus();
    await qa.keyboard.press('ArrowRight');
    await expect(diagram).not.toHaveAttribute('viewBox', before ?? '');

    await qa.getByRole('button', { name: 'Toàn màn hình' }).click();
    await expect(qa.getByRole('button', { name: 'Thoát toàn màn hình' })).toBeVisible();
    expect(await qa.evaluate(() => document.fullscreenElement !== null)).toBe(true);
    const full = await measure();
    // Full screen, the box takes the screen's height, less the toolbar.
    expect(full.frameHeight).toBeGreaterThanOrEqual(full.viewportHeight - 80);
    expect(full.smallestLabel).toBeGreaterThanOrEqual(11);
    await qa.getByRole('button', { name: 'Thoát toàn màn hình' }).click();
    await expect(qa.getByRole('button', { name: 'Toàn màn hình' })).toBeVisible();

    await qa.goto(`${ROUTES.qaMachines}/khong-co-may-nay`);
    await expect(
      qa.getByRole('alert').filter({ hasText: 'Không có máy “khong-co-may-nay” trong registry' }),
    ).toBeVisible();
  });
});

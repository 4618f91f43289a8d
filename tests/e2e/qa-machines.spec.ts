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
    // Lays out all 27 machines with ELK, then follows a login in another tab.
    test.setTimeout(120_000);
    expect(machineRegistry.map((entry) => entry.name)).toContain('session');

    const qa = await context.newPage();
    await qa.goto(ROUTES.qaMachines);
    // The page builds every machine's graph and paths before it shows (27 machines today): give it time.
    await expect(qa.getByRole('heading', { level: 1, name: 'Máy trạng thái (QA)' })).toBeVisible({
      timeout: 30_000,
    });
    for (const entry of machineRegistry) {
      await expect(qa.getByRole('heading', { level: 2, name: entry.name, exact: true })).toBeVisible();
      const diagram = qa.getByRole('img', { name: diagramName(entry.name), exact: true });
      await expect(diagram).toBeVisible();
      // Drawn from the definition: the node of the machine's root state is there once ELK has laid it out.
      await expect(diagram.locator(`[data-state-id="${entry.machine.root.id}"]`)).toHaveCount(1);
    }

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
    await qa.goto(ROUTES.qaMachines);
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
    const payload = section.getByRole('group').filter({ hasText: 'Dữ liệu' }).first();
    await payload.getByText('Dữ liệu').click();
    await expect(payload.locator('pre')).toBeVisible();
  });
});

import type { Locator } from '@playwright/test';
import { ROUTES } from '../../src/domain/constants';
import { DEMO_PHONES, expect, test } from './support/fixtures';

/** Gives some answer to the item in `card` (the first choice, the second option, any word). */
async function answerAnyhow(card: Locator): Promise<void> {
  const gap = card.getByRole('textbox', { name: 'Từ còn thiếu' });
  const selects = card.getByRole('combobox');
  const undo = card.getByRole('button', { name: 'Làm lại' });
  if (await gap.isVisible()) {
    await gap.fill('zzz');
    await card.getByRole('button', { name: 'Kiểm tra' }).click();
  } else if ((await selects.count()) > 0) {
    for (const select of await selects.all()) await select.selectOption({ index: 1 });
    await card.getByRole('button', { name: 'Kiểm tra' }).click();
  } else if (await undo.isVisible()) {
    const chips = card.locator('button:not([disabled])').filter({ hasNotText: /Làm lại|Kiểm tra|Nghe/ });
    while ((await chips.count()) > 0) await chips.first().click();
    await card.getByRole('button', { name: 'Kiểm tra' }).click();
  } else {
    await card.getByRole('group', { name: 'Các lựa chọn' }).getByRole('button').first().click();
  }
}

/**
 * AI Practice in Chromium against the real server (issue 14): a session of 10 items with a
 * deliberate wrong answer shows the explanation, then the summary and the unit's progress.
 */
test.describe('AI Practice', () => {
  test('một lượt 10 câu: câu sai có giải thích, rồi tổng kết và tiến độ của bài', async ({
    page,
    login,
    navigate,
    pageProblems,
  }) => {
    test.setTimeout(90_000);
    await login(DEMO_PHONES.parentThreeProfiles);
    await navigate(ROUTES.aiPractice);
    const units = page.getByRole('list', { name: 'Bài luyện tập' });
    await expect(page.getByRole('heading', { name: 'My family' }).first()).toBeVisible();
    await expect(units.getByText('lớp của em').first()).toBeVisible();
    // The cards line up with the page title: the list carries no browser indent.
    const titleBox = await page.getByRole('heading', { name: 'AI Practice', level: 1 }).boundingBox();
    const listBox = await units.getByRole('listitem').first().boundingBox();
    expect(listBox?.x).toBe(titleBox?.x);
    await page.getByRole('button', { name: 'Luyện tập' }).first().click();

    let wrongExplained = false;
    for (let n = 1; n <= 10; n += 1) {
      const card = page.getByLabel(`Câu ${n} trên 10`);
      await expect(card).toBeVisible();
      const gap = card.getByRole('textbox', { name: 'Từ còn thiếu' });
      const selects = card.getByRole('combobox');
      const undo = card.getByRole('button', { name: 'Làm lại' });
      if (await gap.isVisible()) {
        await gap.fill('zzz');
        await card.getByRole('button', { name: 'Kiểm tra' }).click();
        const explanation = card.getByRole('alert', { name: 'Giải thích' });
        await expect(explanation).toContainText('Chưa đúng rồi!');
        await expect(explanation).toContainText('Đáp án đúng');
        wrongExplained = true;
      } else if ((await selects.count()) > 0) {
        for (const select of await selects.all()) await select.selectOption({ index: 1 });
        await card.getByRole('button', { name: 'Kiểm tra' }).click();
      } else if (await undo.isVisible()) {
        const chips = card.locator('button:not([disabled])').filter({ hasNotText: /Làm lại|Kiểm tra|Nghe/ });
        while ((await chips.count()) > 0) await chips.first().click();
        await card.getByRole('button', { name: 'Kiểm tra' }).click();
      } else {
        await card.getByRole('group', { name: 'Các lựa chọn' }).getByRole('button').first().click();
      }
      await expect(card.getByText(/Chính xác|Chưa đúng rồi/)).toBeVisible();
      await card.getByRole('button', { name: n === 10 ? 'Xem kết quả' : 'Câu tiếp theo' }).click();
    }
    expect(wrongExplained).toBe(true);

    const summary = page.getByLabel('Tổng kết');
    await expect(summary).toContainText('Hoàn thành bài My family!');
    const correct = Number((await summary.getByText(/Em làm đúng/).textContent())?.match(/(\d+)\/10/)?.[1]);
    expect(correct).toBeLessThan(10);
    await summary.getByRole('button', { name: 'Xem tiến độ các bài' }).click();
    await expect(page.getByRole('progressbar', { name: 'Tiến độ My family lớp 3' })).toBeVisible();
    await expect(page.getByText(new RegExp(`Đã thuộc ${correct}/\\d+ câu`)).first()).toBeVisible();
    expect(pageProblems).toEqual([]);
  });

  test('/phong-tap-luyen mở cùng bài luyện tập trong phòng tập trung', async ({ page, login, navigate }) => {
    await login(DEMO_PHONES.parentThreeProfiles);
    await navigate(ROUTES.aiPractice);
    await expect(page.getByRole('banner')).toBeVisible();
    await navigate(ROUTES.practiceRoom);
    await expect(page.getByRole('heading', { name: 'AI Practice' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Luyện tập' }).first()).toBeVisible();
    // SPEC §2: the practice room hides the header box.
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Thông báo' })).toHaveCount(0);
  });

  test('mất mạng khi trả lời rồi rời trang: quay lại thì câu trả lời được gửi lại và học tiếp câu sau', async ({
    page,
    login,
    navigate,
    pageProblems,
  }) => {
    test.setTimeout(90_000);
    await login(DEMO_PHONES.parentThreeProfiles);
    await navigate(ROUTES.aiPractice);
    const unit = page.getByRole('list', { name: 'Bài luyện tập' }).getByRole('listitem').nth(1);
    await unit.getByRole('button', { name: 'Luyện tập' }).click();
    const first = page.getByLabel('Câu 1 trên 10');
    await expect(first).toBeVisible();
    // The answer requests fail as without a network (the real server, nothing answered for it).
    const answers = '**/main/practice/sessions/*/answers';
    await page.route(answers, (route) => route.abort('internetdisconnected'));
    await answerAnyhow(first);
    await expect(first.getByText(/Mất kết nối mạng\. 1 câu trả lời của em đã được lưu/)).toBeVisible();
    const stored = () =>
      page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('practiceQueue:')));
    expect(await stored()).toHaveLength(1);

    // Leave (a full page load elsewhere), the network comes back, come back to the same unit.
    await navigate(ROUTES.aiTopic);
    await page.unroute(answers);
    const resent = page.waitForResponse(
      (response) => /\/main\/practice\/sessions\/\d+\/answers$/.test(response.url()) && response.ok(),
    );
    await navigate(ROUTES.aiPractice);
    await page
      .getByRole('list', { name: 'Bài luyện tập' })
      .getByRole('listitem')
      .nth(1)
      .getByRole('button', { name: 'Luyện tập' })
      .click();
    await resent;
    await expect(page.getByLabel('Câu 2 trên 10')).toBeVisible();
    expect(await stored()).toEqual([]);
    // The failed requests of the offline moment are the only problems seen.
    expect(pageProblems.filter((p) => !/ERR_INTERNET_DISCONNECTED|Failed to load resource/.test(p))).toEqual(
      [],
    );
  });
});

import type { Locator } from '@playwright/test';
import { ROUTES } from '../../src/domain/constants';
import { goalDayOf } from '../../src/domain/daily-goal';
import { wallClockNow } from '../support/wall-clock';
import { DEMO_PASSWORD, DEMO_PHONES, expect, test } from './support/fixtures';

/** The grade-7 demo pupil (0901000010, README): nothing practised before this spec. */
const GRADE_7_PUPIL = '0901000010';

/**
 * Gives an answer to the item in `card`, wrong on purpose where the page can tell: a sentence that
 * matches no pattern, the word chips in the (scrambled) order shown; otherwise the first choice.
 * Answers whether the answer is surely wrong.
 */
async function answerAnyhow(card: Locator): Promise<boolean> {
  const writing = card.getByRole('textbox', { name: 'Câu trả lời của em' });
  const undo = card.getByRole('button', { name: 'Làm lại' });
  if (await writing.isVisible()) {
    await writing.fill('zzz');
    await card.getByRole('button', { name: 'Kiểm tra' }).click();
    return true;
  }
  if (await undo.isVisible()) {
    const chips = card.locator('button:not([disabled])').filter({ hasNotText: /Làm lại|Kiểm tra|Nghe/ });
    while ((await chips.count()) > 0) await chips.first().click();
    await card.getByRole('button', { name: 'Kiểm tra' }).click();
    return true;
  }
  await card.getByRole('group', { name: 'Các lựa chọn' }).getByRole('button').first().click();
  return false;
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
    const firstUnit = units.getByRole('listitem').first();
    await expect(firstUnit.getByText('Lớp 3 · lớp của em')).toBeVisible();
    const title = (await firstUnit.getByRole('heading', { level: 3 }).textContent()) ?? '';
    // The cards line up with the page title: the list carries no browser indent.
    const titleBox = await page.getByRole('heading', { name: 'AI Practice', level: 1 }).boundingBox();
    const listBox = await units.getByRole('listitem').first().boundingBox();
    expect(listBox?.x).toBe(titleBox?.x);
    await firstUnit.getByRole('button', { name: 'Luyện tập' }).click();

    let wrongExplained = false;
    for (let n = 1; n <= 10; n += 1) {
      const card = page.getByLabel(`Câu ${n} trên 10`);
      await expect(card).toBeVisible();
      const surelyWrong = await answerAnyhow(card);
      await expect(card.getByText(/Chính xác|Chưa đúng rồi/)).toBeVisible();
      if (surelyWrong) {
        const explanation = card.getByRole('alert', { name: 'Giải thích' });
        await expect(explanation).toContainText('Chưa đúng rồi!');
        await expect(explanation).toContainText('Đáp án đúng:');
        wrongExplained = true;
      }
      await card.getByRole('button', { name: n === 10 ? 'Xem kết quả' : 'Câu tiếp theo' }).click();
    }
    expect(wrongExplained).toBe(true);

    const summary = page.getByLabel('Tổng kết');
    await expect(summary).toContainText(`Hoàn thành bài ${title}!`);
    const correct = Number((await summary.getByText(/Em làm đúng/).textContent())?.match(/(\d+)\/10/)?.[1]);
    expect(correct).toBeLessThan(10);
    await summary.getByRole('button', { name: 'Xem tiến độ các bài' }).click();
    await expect(page.getByRole('progressbar', { name: `Tiến độ ${title} lớp 3` })).toBeVisible();
    await expect(page.getByText(new RegExp(`Đã thuộc ${correct}/\\d+ câu`)).first()).toBeVisible();
    expect(pageProblems).toEqual([]);
  });

  test('học sinh lớp 7: làm hết một bài, câu sai có lời giải thích riêng và câu ví dụ, chuỗi ngày học tăng', async ({
    page,
    login,
    navigate,
    request,
    pageProblems,
  }) => {
    test.setTimeout(120_000);
    await login(GRADE_7_PUPIL);
    await navigate(ROUTES.aiPractice);
    const goal = page.getByRole('region', { name: 'Mục tiêu hôm nay' });
    await expect(goal.getByText(/Chuỗi \d+ ngày học/)).toBeVisible();
    const streakBefore = Number(
      (await goal.getByText(/Chuỗi \d+ ngày học/).textContent())?.match(/\d+/)?.[0],
    );
    const metBefore = await goal.getByText('Em đã đạt mục tiêu hôm nay!').isVisible();
    const units = page.getByRole('list', { name: 'Bài luyện tập' }).getByRole('listitem');
    await expect(units).toHaveCount(8);
    await expect(units.first().getByText('Lớp 7 · lớp của em')).toBeVisible();
    const title = (await units.first().getByRole('heading', { level: 3 }).textContent()) ?? '';
    await units.first().getByRole('button', { name: 'Luyện tập' }).click();

    let explainedWithExample = 0;
    let listened = false;
    const kinds = new Set<string>();
    for (let n = 1; n <= 10; n += 1) {
      const card = page.getByLabel(`Câu ${n} trên 10`);
      await expect(card).toBeVisible();
      const listen = card.getByRole('button', { name: '🔊 Nghe' });
      if (await listen.isVisible()) {
        // The audio comes by the item's id; the page never had the text it says.
        const audio = page.waitForResponse((r) => /\/main\/practice\/items\/\d+\/audio$/.test(r.url()));
        await listen.click();
        const response = await audio;
        expect(response.status()).toBe(200);
        expect(response.headers()['content-type']).toBe('audio/ogg');
        listened = true;
        kinds.add('listening');
      }
      if (await card.getByLabel('Đoạn văn').isVisible()) kinds.add('reading');
      if (await card.getByRole('textbox', { name: 'Câu trả lời của em' }).isVisible()) kinds.add('writing');
      if (await card.getByRole('button', { name: 'Làm lại' }).isVisible()) kinds.add('word order');
      await answerAnyhow(card);
      await expect(card.getByText(/Chính xác|Chưa đúng rồi/)).toBeVisible();
      const explanation = card.getByRole('alert', { name: 'Giải thích' });
      if (await explanation.isVisible()) {
        // Its own Vietnamese explanation, an English example, the right answer.
        await expect(explanation.locator('p').first()).toHaveText(/[ạ-ỹàáảãâăđèéêìíòóôõơùúư]/i);
        await expect(explanation).toContainText('Đáp án đúng:');
        if (await explanation.getByText('Ví dụ:').isVisible()) explainedWithExample += 1;
      }
      await card.getByRole('button', { name: n === 10 ? 'Xem kết quả' : 'Câu tiếp theo' }).click();
    }
    expect(explainedWithExample).toBeGreaterThan(0);
    expect(listened).toBe(true);
    expect(kinds.size).toBeGreaterThanOrEqual(3);

    const summary = page.getByLabel('Tổng kết');
    await expect(summary).toContainText(`Hoàn thành bài ${title}!`);
    // Ten questions today: the goal is met, and the streak grows by today (once a day).
    await expect(summary.getByText('Em đã đạt mục tiêu hôm nay!')).toBeVisible();
    const streakAfter = metBefore ? streakBefore : streakBefore + 1;
    await expect(summary.getByText(`Chuỗi ${streakAfter} ngày học`)).toBeVisible();
    await summary.getByRole('button', { name: 'Xem tiến độ các bài' }).click();
    await expect(goal.getByText(`Chuỗi ${streakAfter} ngày học`)).toBeVisible();
    // Today, in this week's row, is marked as met.
    const [, month, date] = goalDayOf(wallClockNow()).split('-').map(Number);
    await expect(
      goal
        .getByRole('list', { name: 'Tuần này' })
        .getByRole('listitem', { name: `${date}/${month}: đạt mục tiêu` }),
    ).toBeVisible();

    // The parent sees the day too: in this month's report…
    const today = goalDayOf(wallClockNow());
    await navigate(`${ROUTES.monthlyReport}?month=${today.slice(0, 7)}`);
    const reportGoal = page.getByRole('region', { name: 'Mục tiêu mỗi ngày và chuỗi ngày học' });
    await expect(reportGoal).toContainText('ngày đạt mục tiêu');
    await expect(reportGoal.getByRole('listitem', { name: `${date}/${month}: đạt mục tiêu` })).toBeVisible();
    // …and in the native app's weekly view.
    const signedIn = await request.post('/main/user/login', {
      data: { phone: GRADE_7_PUPIL, password: DEMO_PASSWORD },
    });
    const { accessToken } = (await signedIn.json()).data as { accessToken: string };
    await navigate(`${ROUTES.app}?user=${GRADE_7_PUPIL}&token=${accessToken}&view=weekly`);
    await expect(page.getByRole('heading', { name: `🔥 Chuỗi ${streakAfter} ngày học` })).toBeVisible();
    await expect(
      page
        .getByRole('list', { name: 'Mục tiêu mỗi ngày của tuần này' })
        .getByRole('listitem', { name: `${date}/${month}: đạt mục tiêu` }),
    ).toBeVisible();
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

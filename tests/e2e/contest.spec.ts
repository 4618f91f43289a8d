import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { CONTEST_ROUTES } from '../../src/domain/contest';
import { DEMO_PASSWORD, DEMO_PHONES, expect, test } from './support/fixtures';

const SCHOOL_ADMIN_PHONE = '0901000008';

/** Signs in on the contest's own form (the same phone and password as the main app). */
async function contestLogin(page: Page, phone: string) {
  const form = page.getByRole('region', { name: 'Đăng nhập cuộc thi' });
  await form.getByLabel('Số điện thoại').fill(phone);
  await form.getByLabel('Mật khẩu', { exact: true }).fill(DEMO_PASSWORD);
  await form.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
}

const question = (page: Page, prompt: string) => page.locator('fieldset', { hasText: prompt });

/**
 * The contest in Chromium against the real server (issue 13): a pupil takes the open round with a
 * reload in the middle, sees the score and the rank; the school admin downloads an XLSX that opens.
 */
test.describe('Cuộc thi', () => {
  test('học sinh làm bài vòng đang mở, tải lại giữa chừng không mất câu trả lời, nộp bài và thấy hạng', async ({
    page,
    navigate,
  }) => {
    test.setTimeout(180_000);
    await navigate(CONTEST_ROUTES.home);
    await contestLogin(page, DEMO_PHONES.contestNoClass);
    // Issue 31: signed in to the contest, the header names the pupil instead of offering to log in.
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: /^Cuộc thi: / })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Vào học' })).toHaveCount(0);
    const openRound = page.getByRole('region', { name: 'Vòng 2 – Vòng tỉnh' });
    await openRound.getByRole('link', { name: 'Vào thi' }).click();
    await expect(page).toHaveURL(/\/cuoc-thi\/vao-thi\/\d+$/);

    const countdown = page.getByTestId('exam-countdown');
    await expect(countdown).toHaveText(/^(19|20):\d\d$/);
    await question(page, 'She ___ to school').getByRole('radio', { name: 'B. goes' }).check();
    await question(page, 'I have two ___').getByRole('textbox').fill('cats');
    await expect(page.getByTestId('save-status')).toHaveText('Đã lưu mọi câu trả lời');
    // One more answer, then reload at once: it may not have reached the server yet.
    await question(page, 'How many beeps').getByRole('radio', { name: 'B. Three' }).check();
    await page.reload();
    // After a reload the contest token is checked and the home loaded again before the room opens.
    await expect(countdown).toBeVisible({ timeout: 30_000 });

    await expect(question(page, 'She ___ to school').getByRole('radio', { name: 'B. goes' })).toBeChecked();
    await expect(question(page, 'I have two ___').getByRole('textbox')).toHaveValue('cats');
    await expect(question(page, 'How many beeps').getByRole('radio', { name: 'B. Three' })).toBeChecked();
    // The countdown goes on from the server's deadline, it does not restart.
    await expect(countdown).toHaveText(/^(19|20):\d\d$/);

    await question(page, 'Put the words in order').getByRole('button', { name: 'Đưa "I" lên' }).click();
    await question(page, 'Which one is an animal').getByRole('radio', { name: 'B. Elephant' }).check();
    await question(page, 'What colour is the sky').getByRole('textbox').fill('blue');
    await page.getByRole('button', { name: 'Nộp bài' }).click();

    await expect(page.getByTestId('exam-score')).toHaveText('Điểm của bạn: 60 / 60');
    await page.getByRole('link', { name: 'Xem xếp hạng' }).click();
    await expect(page).toHaveURL(/\/cuoc-thi\/xep-hang\?vong=\d+$/);
    await expect(page.getByRole('tab', { name: 'Học sinh trong trường' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const mine = page.locator('tbody tr[aria-current="true"]');
    await expect(mine).toHaveCount(1);
    await expect(mine).toContainText('(bạn)');
    await expect(mine.locator('td').nth(4)).toHaveText('60');
    await expect(mine.locator('td').first()).toHaveText(/^\d+$/);
    await expect(mine.locator('[data-medal]')).toHaveText(/^(Vàng|Bạc|Đồng|Khuyến khích)$/);

    // Keyboard: arrows move between the tabs; jump-to-me opens the page that holds my rank.
    await page.getByRole('tab', { name: 'Học sinh trong trường' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Học sinh trong tỉnh' })).toBeFocused();
    await expect(page.getByRole('tab', { name: 'Học sinh trong tỉnh' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page.getByRole('button', { name: 'Đến hạng của tôi' }).click();
    await expect(page.locator('tbody tr[aria-current="true"]')).toContainText('(bạn)');
  });

  test('quản trị trường tải file Excel xếp hạng của trường và mở được', async ({ page, navigate }) => {
    test.setTimeout(90_000);
    await navigate(CONTEST_ROUTES.rankings);
    await contestLogin(page, SCHOOL_ADMIN_PHONE);
    await page.getByLabel('Vòng thi').selectOption({ label: 'Vòng 1 – Vòng trường' });
    await expect(page.getByRole('table')).toBeVisible();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Xuất Excel của trường' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^xep-hang-truong-\d+-moi-khoi-vong-\d+\.xlsx$/);
    await expect(page.getByRole('status').filter({ hasText: 'Đã tải' })).toBeVisible();

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await readFile(await file.path())) as unknown as ArrayBuffer);
    // Issue 31: every grade, one sheet each, whatever grade the table showed (Khối 1 by default).
    expect(workbook.worksheets.length).toBeGreaterThan(1);
    expect(workbook.worksheets.every((s) => /^Khối \d+$/.test(s.name))).toBe(true);
    const sheet = workbook.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual(expect.arrayContaining(['Hạng', 'Huy chương', 'Họ và tên', 'Trường', 'Điểm']));
    expect(sheet.rowCount).toBeGreaterThan(1);
    const medals = new Set<string>();
    sheet.eachRow((row, n) => {
      if (n > 1) medals.add(String(row.getCell(2).value));
    });
    expect([...medals].every((m) => ['Vàng', 'Bạc', 'Đồng', 'Khuyến khích'].includes(m))).toBe(true);
    expect(medals.has('Vàng')).toBe(true);
  });

  test('học sinh đăng ký dự thi: chọn tỉnh, tìm trường không dấu, chọn trường bằng bàn phím, nhập OTP', async ({
    page,
    navigate,
    freshPhone,
    readOtp,
  }) => {
    test.setTimeout(90_000);
    const phone = freshPhone();
    await navigate(CONTEST_ROUTES.home);
    await page.getByRole('button', { name: 'Đăng ký dự thi' }).click();
    const form = page.getByRole('region', { name: 'Đăng nhập cuộc thi' });
    await form.getByLabel('Họ và tên học sinh').fill('Đỗ Khánh Vy');
    await form.getByLabel('Số điện thoại').fill(phone);
    await form.getByLabel('Mật khẩu', { exact: true }).fill('Matkhau123');
    await expect(form.getByLabel('Tìm trường theo tên')).toBeDisabled();
    await form.getByLabel('Tỉnh/Thành phố').selectOption({ label: 'Đà Nẵng' });
    const status = page.getByTestId('school-search-status');
    await expect(status).toHaveText(/^Tìm thấy \d+ trường · Trang 1\/\d+$/);
    await form.getByLabel('Tìm trường theo tên').fill('khong co truong nay');
    await expect(status).toHaveText(
      'Không tìm thấy trường nào có tên “khong co truong nay”. Hãy thử từ khác.',
    );
    await form.getByLabel('Tìm trường theo tên').fill('phu dong');
    await expect(status).toHaveText('Tìm thấy 1 trường · Trang 1/1');
    // Keyboard only: focus the school list and pick with the arrow key.
    const schools = form.getByLabel('Trường', { exact: true });
    await schools.focus();
    await page.keyboard.press('ArrowDown');
    await expect(schools.locator('option:checked')).toHaveText('Trường Tiểu học Phù Đổng');
    await form.getByLabel('Khối lớp (1–12)').fill('4');
    await form.getByRole('button', { name: 'Gửi mã xác thực' }).click();
    await expect(page.getByText(`Mã xác thực đã được gửi qua SMS tới số ${phone}.`)).toBeVisible();
    await form.getByLabel('Mã OTP').fill(await readOtp(phone));
    await form.getByRole('button', { name: 'Xác nhận' }).click();
    await expect(page.getByText('Trường Tiểu học Phù Đổng', { exact: false }).first()).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByText('Đỗ Khánh Vy').first()).toBeVisible();
  });
});

import type { Page } from '@playwright/test';
import { ROUTES } from '../../src/domain/constants';
import { DEMO_PHONES, expect, test } from './support/fixtures';

/*
 * /kich-hoat-tai-khoan (issue 16): which profile a code goes to, readable errors, and the question
 * asked before a code of another grade is activated. 0901000001's profiles: Minh Anh (grade 3,
 * default), Gia Bảo (grade 5), Bảo Ngọc (grade 1). The G5 codes below are reserved for this spec
 * (server/learning/learning-seed-data.ts).
 */
const G5_CODE_FOR_ANOTHER_PROFILE = 'UC-E2E-G5-8MXT-4QRV';
const G5_CODE_CONFIRMED = 'UC-E2E-G5-3HJP-7WNA';

async function chooseTarget(page: Page, name: string) {
  const target = page.getByLabel('Kích hoạt cho hồ sơ');
  const value = await target.locator('option', { hasText: name }).getAttribute('value');
  await target.selectOption(value ?? '');
  await expect(page.getByText(`cho hồ sơ ${name}.`)).toBeVisible();
}

async function submitCode(page: Page, code: string) {
  await page.getByLabel('Mã kích hoạt').fill(code);
  await page.getByRole('button', { name: 'Kích hoạt', exact: true }).click();
}

test.describe('kích hoạt: hồ sơ nhận mã và lỗi dễ hiểu', () => {
  test('phụ huynh nhiều con thấy mã đi vào hồ sơ nào và chọn được hồ sơ khác', async ({
    page,
    login,
    navigate,
  }) => {
    await login(DEMO_PHONES.parentThreeProfiles);
    await navigate(ROUTES.activation);
    const target = page.getByLabel('Kích hoạt cho hồ sơ');
    await expect(target.locator('option:checked')).toContainText('(hồ sơ mặc định)');
    await expect(target.locator('option')).toHaveCount(3);
    const other = (await target.locator('option:not(:checked)').first().textContent()) ?? '';
    await target.selectOption({ label: other });
    await expect(page.getByText(`cho hồ sơ ${other}.`)).toBeVisible();
  });

  test('thiếu số điện thoại: một câu tiếng Việt, không có chữ kỹ thuật', async ({ page, navigate }) => {
    await navigate(ROUTES.activation);
    await page.getByLabel('Mã kích hoạt').fill('UC-ABCD-EFGH-JKLM');
    await page.getByRole('button', { name: 'Kích hoạt', exact: true }).click();
    await expect(page.getByText('Vui lòng nhập số điện thoại.')).toBeVisible();
    await expect(page.getByText(/body\.|Dữ liệu không hợp lệ/)).toHaveCount(0);
  });

  test('mã Lớp 5 cho hồ sơ Lớp 3: cảnh báo nêu cả hai lớp, chưa kích hoạt gì; quay lại giữ mã, rồi chọn hồ sơ Lớp 5', async ({
    page,
    login,
    navigate,
  }) => {
    await login(DEMO_PHONES.parentThreeProfiles);
    await navigate(ROUTES.activation);
    await chooseTarget(page, 'Nguyễn Hoàng Minh Anh');
    await submitCode(page, G5_CODE_FOR_ANOTHER_PROFILE);

    const prompt = page.getByRole('region', { name: 'Mã này dành cho Lớp 5' });
    await expect(prompt).toBeVisible();
    await expect(prompt.getByRole('heading', { name: 'Mã này dành cho Lớp 5' })).toBeFocused();
    await expect(prompt.getByRole('alert')).toContainText(
      'Mã kích hoạt này dành cho Lớp 5, nhưng hồ sơ Nguyễn Hoàng Minh Anh đang học Lớp 3.',
    );
    await expect(prompt).toContainText('Chưa có gì được kích hoạt.');
    await expect(page.getByText('Kích hoạt thành công')).toHaveCount(0);
    const profileButtons = prompt.getByRole('button', { name: /^Kích hoạt cho / });
    // The child of the code's grade comes first.
    await expect(profileButtons).toHaveText([
      'Kích hoạt cho Nguyễn Gia Bảo (Lớp 5)',
      'Kích hoạt cho Bảo Ngọc (Lớp 1)',
    ]);
    await expect(
      prompt.getByRole('button', { name: 'Vẫn kích hoạt cho Nguyễn Hoàng Minh Anh' }),
    ).toBeVisible();

    // Back to the form: the code is still typed, and asking again asks again.
    await prompt.getByRole('button', { name: 'Quay lại' }).click();
    await expect(page.getByLabel('Mã kích hoạt')).toHaveValue(G5_CODE_FOR_ANOTHER_PROFILE);
    await page.getByRole('button', { name: 'Kích hoạt', exact: true }).click();
    await prompt.getByRole('button', { name: 'Kích hoạt cho Nguyễn Gia Bảo (Lớp 5)' }).click();

    await expect(page.getByRole('status').filter({ hasText: 'Kích hoạt thành công' })).toContainText(
      'cho hồ sơ Nguyễn Gia Bảo: giấy phép EN-AI-G5',
    );
    await expect(page.getByText('cho hồ sơ Nguyễn Gia Bảo.')).toBeVisible();
  });

  test('phụ huynh xác nhận vẫn kích hoạt mã Lớp 5 cho hồ sơ Lớp 1', async ({ page, login, navigate }) => {
    await login(DEMO_PHONES.parentThreeProfiles);
    await navigate(ROUTES.activation);
    await chooseTarget(page, 'Bảo Ngọc');
    await submitCode(page, G5_CODE_CONFIRMED);
    const prompt = page.getByRole('region', { name: 'Mã này dành cho Lớp 5' });
    await expect(prompt.getByRole('alert')).toContainText('nhưng hồ sơ Bảo Ngọc đang học Lớp 1.');
    await prompt.getByRole('button', { name: 'Vẫn kích hoạt cho Bảo Ngọc' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Kích hoạt thành công' })).toContainText(
      'cho hồ sơ Bảo Ngọc: giấy phép EN-AI-G5',
    );
  });
});

import { ROUTES } from '../../src/domain/constants';
import { DEMO_PASSWORD, DEMO_PHONES, expect, test } from './support/fixtures';

test.describe('trang hỗ trợ', () => {
  for (const [path, heading] of [
    [ROUTES.privacyPolicy, 'Chính sách bảo mật'],
    [ROUTES.refund, 'Chính sách hoàn tiền'],
    [ROUTES.rule, 'Điều khoản sử dụng'],
    [ROUTES.permission, 'Quyền truy cập thiết bị'],
  ] as const) {
    test(`${path} hiện nội dung từ tệp Markdown`, async ({ page, navigate }) => {
      await navigate(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.locator('article h2').first()).toBeVisible();
    });
  }

  test('/download-app-suggestion: nút cửa hàng và mã QR', async ({ page, navigate }) => {
    await navigate(ROUTES.downloadAppSuggestion);
    await expect(page.getByRole('link', { name: 'Tải trên App Store' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Tải trên Google Play' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Mã QR mở App Store' }).locator('svg')).toHaveCount(1);
  });

  test('/payment: đơn hàng thật với mã VietQR, nhân viên xác nhận → khóa học được kích hoạt', async ({
    page,
    login,
    request,
  }) => {
    await login(DEMO_PHONES.parentThreeProfiles);
    await page.goto(ROUTES.payment);
    // The name ends with the package, read only by screen readers (WCAG 2.5.3: it starts with the words
    // on screen); Chromium puts a space before the hidden part.
    await page.getByRole('button', { name: /^Mua gói này ?: Tiếng Anh AI lớp 3 — 12 tháng$/ }).click();
    const note = await page.getByTestId('transfer-note').textContent();
    expect(note).toMatch(/^UC[A-Z0-9]{8}$/);
    const qr = await page.getByRole('img', { name: /Mã VietQR/ }).getAttribute('data-qr-value');
    expect(qr).toContain(note);
    await page.getByRole('button', { name: 'Tôi đã chuyển khoản' }).click();
    await expect(page.getByText(/Chưa nhận được chuyển khoản/)).toBeVisible();
    const paid = await request.post(`/main/admin/payment/orders/${note}/mark-paid`, {
      headers: { 'x-admin-token': 'dev-admin-token' },
    });
    expect(paid.ok()).toBe(true);
    await page.getByRole('button', { name: 'Tôi đã chuyển khoản' }).click();
    await expect(page.getByText(/Khóa học đã được kích hoạt/)).toBeVisible();
  });

  test('/delete-account: xóa 0901000005 bằng OTP, màn hình xác nhận ở lại, đã đăng xuất, số điện thoại đăng ký lại được', async ({
    page,
    login,
    readOtp,
    request,
  }) => {
    test.setTimeout(90_000);
    const phone = DEMO_PHONES.ldpNoSchool;
    await login(phone);
    // SPEC §4: a landing-page account without school is sent to /update-info first; the parent
    // completes it as anyone would before reaching the account's pages.
    await expect(page).toHaveURL((url) => url.pathname === ROUTES.updateInfo, { timeout: 10_000 });
    await expect(page.getByLabel('Họ và tên')).toHaveValue('Hoàng Gia Huy');
    await expect(page.getByLabel('Tên lớp')).toHaveValue('2C');
    await page.getByLabel('Tỉnh/Thành phố').selectOption({ label: 'Hà Nội' });
    const school = page.getByLabel('Trường', { exact: true });
    await expect(school).toBeEnabled();
    await school.selectOption({ label: (await school.locator('option').nth(1).textContent()) ?? '' });
    await page.getByRole('button', { name: 'Lưu và tiếp tục' }).click();
    await expect(page).not.toHaveURL((url) => url.pathname === ROUTES.updateInfo);

    await page.goto(ROUTES.deleteAccount);
    await expect(page.getByText(/Chỉ giữ lại chứng từ thanh toán/)).toBeVisible();
    await page.getByRole('button', { name: 'Gửi mã xác thực để xóa' }).click();
    await expect(page.getByText(/Mã xác thực đã được gửi tới số 090\*\*\*\*005/)).toBeVisible();
    await page.getByLabel('Mã xác thực').fill(await readOtp(phone));
    await page.getByRole('button', { name: 'Xóa vĩnh viễn' }).click();
    await expect(
      page.getByText('Tài khoản đã được xóa. Bạn đã được đăng xuất khỏi mọi thiết bị.'),
    ).toBeVisible();
    // Issue 31: the confirmation stays (it used to leave for / after 3 s), the session already ended.
    await expect(page.getByRole('heading', { name: 'Tài khoản đã được xóa' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Vào học' }).first()).toBeVisible();
    await page.waitForTimeout(4_000);
    await expect(page).toHaveURL((url) => url.pathname === ROUTES.deleteAccount);
    await expect(page.getByRole('heading', { name: 'Tài khoản đã được xóa' })).toBeVisible();
    // Logged out for real: an account page asks to log in, and the phone's password no longer works.
    await page.goto(ROUTES.accountInfo);
    await expect(page).toHaveURL((url) => url.pathname === ROUTES.login);
    const oldLogin = await request.post('/main/user/login', { data: { phone, password: DEMO_PASSWORD } });
    expect((await oldLogin.json()).errorCode).not.toBe(0);

    const exists = await request.post('/main/user/check-exist', { data: { phone } });
    expect((await exists.json()).data.exists).toBe(false);
    expect((await request.post('/main/user/register', { data: { phone } })).ok()).toBe(true);
    const registered = await request.post('/main/user/register-confirm', {
      data: {
        phone,
        name: 'Phụ huynh mới',
        grade: 2,
        password: 'Moi12345',
        otp: await readOtp(phone),
        source: 1,
      },
    });
    expect((await registered.json()).errorCode).toBe(0);
  });
});

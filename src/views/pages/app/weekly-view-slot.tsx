import { Alert } from '../../ui/alert';

/**
 * SLOT for /app?view=weekly — the in-app weekly view is built by the club area in parallel.
 * The integrator replaces the body of this component with that view; it receives the native app's
 * credentials (already removed from the address) to call the API the way SPEC §7 getWeeklyInApp
 * does. Until then the page says honestly that the view is not here yet.
 */
export function WeeklyViewSlot(_props: { credentials: { user: string; token: string } }) {
  return (
    <Alert tone="info">
      Tổng kết tuần sẽ sớm có trên trang này. Trong lúc chờ, mời bạn xem báo cáo học tập tháng.
    </Alert>
  );
}

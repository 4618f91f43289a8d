import type { CurrencyCode } from '../../../contracts/loyalty';

/** '1.250 cúp', '85 kim cương'. */
export function amountText(amount: number, currency: CurrencyCode): string {
  return `${amount.toLocaleString('vi-VN')} ${currency === 'COIN' ? 'cúp' : 'kim cương'}`;
}

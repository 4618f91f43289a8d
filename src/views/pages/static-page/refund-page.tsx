import html from './content/refund.md';
import { StaticPage } from './static-page';

/** /refund (SPEC §2 supporting page), from content/refund.md. */
export function Component() {
  return <StaticPage title="Chính sách hoàn tiền" html={html} />;
}

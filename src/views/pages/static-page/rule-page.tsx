import html from './content/rule.md';
import { StaticPage } from './static-page';

/** /rule (SPEC §2 supporting page), from content/rule.md. */
export function Component() {
  return <StaticPage title="Điều khoản sử dụng" html={html} />;
}

import html from './content/privacy-policy.md';
import { StaticPage } from './static-page';

/** /privacy-policy (SPEC §2 supporting page), from content/privacy-policy.md. */
export function Component() {
  return <StaticPage title="Chính sách bảo mật" html={html} />;
}

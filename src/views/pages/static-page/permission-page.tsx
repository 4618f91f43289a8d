import html from './content/permission.md';
import { StaticPage } from './static-page';

/** /permission (SPEC §2 supporting page), from content/permission.md. */
export function Component() {
  return <StaticPage title="Quyền truy cập thiết bị" html={html} />;
}

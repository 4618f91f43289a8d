import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { machineRegistry } from '../../src/machines/registry';
import { PATHS_PER_PAGE, PathsPanel } from '../../src/qa/ui/paths-panel';

describe('PathsPanel', () => {
  it('shows the readable list one page at a time, steps collapsed', () => {
    const notifications = machineRegistry.find((e) => e.name === 'notifications')!;
    const html = renderToStaticMarkup(<PathsPanel entry={notifications} onReplay={() => {}} />);
    const titles = html.match(/Đường đi \d+/g) ?? [];
    expect(titles.length).toBe(PATHS_PER_PAGE);
    expect(html).toMatch(/Trang 1\/\d+/);
    expect(html).toContain('<details><summary');
    expect(html).toMatch(/aria-pressed="true"[^>]*>Mỗi trạng thái một đường \(dễ đọc\)/);
  });
});

import { css } from '@emotion/react';

export const panel = css({ display: 'grid', gap: 8 });
export const row = css({ display: 'flex', flexWrap: 'wrap', gap: 6, alignItems: 'center' });
export const muted = css({ color: '#667085', fontSize: 13 });
export const table = css({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: 12,
  'th, td': {
    textAlign: 'left',
    padding: '4px 6px',
    borderBottom: '1px solid #eaecf0',
    verticalAlign: 'top',
  },
  th: { position: 'sticky', top: 0, background: '#f9fafb' },
  code: { fontSize: 12 },
});
export const scroll = css({ maxHeight: 260, overflow: 'auto', border: '1px solid #eaecf0', borderRadius: 6 });
export const button = css({
  font: 'inherit',
  fontSize: 13,
  padding: '4px 10px',
  borderRadius: 6,
  border: '1px solid #d0d5dd',
  background: '#fff',
  cursor: 'pointer',
  '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
  '&[aria-pressed="true"]': { background: '#eff8ff', borderColor: '#2563eb' },
});

/** A fieldset that groups buttons without the browser's frame. */
export const bareFieldset = css({ border: 0, padding: 0, margin: 0, minWidth: 0 });
export const visuallyHidden = css({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

import { css } from '@emotion/react';
import { useMemo } from 'react';
import { renderSVG } from 'uqr';

/**
 * A QR code drawn as inline SVG (uqr, ~10 KB, no canvas): crisp at any size and in print.
 * `label` is what a screen reader hears instead of the picture; the encoded text is usually also
 * shown next to it for people who cannot scan.
 */
export function QrCode({ value, label, size = 200 }: { value: string; label: string; size?: number }) {
  // The SVG is generated here from our own value; it contains no user-supplied markup.
  const svg = useMemo(() => renderSVG(value, { ecc: 'M', border: 2, pixelSize: 4 }), [value]);
  return (
    <div
      role="img"
      aria-label={label}
      data-qr-value={value}
      css={css`
        width: ${size}px;
        height: ${size}px;
        background: #fff;
        & svg {
          width: 100%;
          height: 100%;
          display: block;
        }
      `}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: SVG generated locally by uqr from a string we control.
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}

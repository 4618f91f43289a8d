import { css } from '@emotion/react';
import { Card } from '../../ui/card';
import { colors } from '../../ui/theme';

const proseCss = css`
  color: ${colors.ink};
  line-height: 1.65;
  max-width: 760px;
  & h1 {
    font-size: 28px;
    font-weight: 900;
    margin: 0 0 16px;
  }
  & h2 {
    font-size: 19px;
    font-weight: 800;
    margin: 24px 0 8px;
  }
  & p,
  & ul,
  & ol {
    margin: 0 0 12px;
  }
  & a {
    color: ${colors.primary};
    font-weight: 700;
  }
  @media print {
    max-width: none;
  }
`;

/**
 * A content page (privacy policy, refund, rules, permissions): the HTML was rendered at build
 * time from a Markdown file of ./content (scripts/vite-markdown.ts), written by us.
 */
export function StaticPage({ title, html }: { title: string; html: string }) {
  return (
    <>
      <title>{`${title} — Uniclass`}</title>
      <Card>
        <article
          css={proseCss}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: our own Markdown, rendered at build time.
          dangerouslySetInnerHTML={{ __html: html }}
        />
      </Card>
    </>
  );
}

import { useMemo, useState } from 'react';
import type { MachineGraph } from '../graph/graph-model';
import type { GraphLayout } from '../graph/layout-graph';
import { graphToMermaid } from '../graph/to-mermaid';
import { button, muted, panel, row } from './panel-styles';

interface Props {
  name: string;
  graph: MachineGraph;
  layout: GraphLayout | null;
  svg: SVGSVGElement | null;
}

export function ExportPanel({ name, graph, layout, svg }: Props) {
  const mermaid = useMemo(() => graphToMermaid(graph), [graph]);
  const [copied, setCopied] = useState<string | null>(null);

  const downloadSvg = () => {
    if (!svg || !layout) return;
    const clone = svg.cloneNode(true) as SVGSVGElement;
    // The file shows the whole machine whatever the current zoom and pan.
    clone.setAttribute('viewBox', `0 0 ${layout.width} ${layout.height}`);
    clone.setAttribute('width', String(Math.ceil(layout.width)));
    clone.setAttribute('height', String(Math.ceil(layout.height)));
    download(`${name}.svg`, new XMLSerializer().serializeToString(clone), 'image/svg+xml');
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(mermaid);
      setCopied('Đã sao chép Mermaid.');
    } catch {
      setCopied('Trình duyệt không cho sao chép: hãy chọn văn bản trong ô rồi sao chép.');
    }
  };

  return (
    <div css={panel}>
      <div css={row}>
        <button type="button" css={button} onClick={downloadSvg} disabled={!svg || !layout}>
          Tải SVG
        </button>
        <button type="button" css={button} onClick={copy}>
          Sao chép Mermaid
        </button>
        <button type="button" css={button} onClick={() => download(`${name}.mmd`, mermaid, 'text/plain')}>
          Tải Mermaid (.mmd)
        </button>
        {copied && (
          <span role="status" css={muted}>
            {copied}
          </span>
        )}
      </div>
      <label css={{ display: 'grid', gap: 4, fontSize: 13 }}>
        Mermaid stateDiagram-v2
        <textarea
          readOnly
          value={mermaid}
          rows={14}
          css={{ fontFamily: 'monospace', fontSize: 12, width: '100%' }}
        />
      </label>
    </div>
  );
}

function download(fileName: string, text: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

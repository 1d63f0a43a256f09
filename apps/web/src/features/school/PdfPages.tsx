import { useEffect, useRef, useState } from 'react';

/** Pages rendered of a PDF preview (the rest: download). */
const MAX_PAGES = 20;

/**
 * A PDF rendered page by page onto canvases with pdf.js (its own chunk, loaded with the first
 * PDF preview). The file comes from the disk's same-origin URL, the login travelling in the
 * token cookie; scripting stays off (`isEvalSupported: false`, no JavaScript actions run).
 */
export function PdfPages({ url, title }: { url: string; title: string }) {
  const box = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'done' | 'failed'>('loading');
  useEffect(() => {
    let cancelled = false;
    let destroy: (() => Promise<void>) | undefined;
    void (async () => {
      try {
        const pdfjs = await import('pdfjs-dist');
        pdfjs.GlobalWorkerOptions.workerSrc = new URL(
          'pdfjs-dist/build/pdf.worker.min.mjs',
          import.meta.url,
        ).toString();
        const task = pdfjs.getDocument({ url, isEvalSupported: false, withCredentials: true });
        destroy = () => task.destroy();
        const doc = await task.promise;
        const width = Math.min(box.current?.clientWidth ?? 800, 900);
        for (let n = 1; n <= Math.min(doc.numPages, MAX_PAGES) && !cancelled; n++) {
          const page = await doc.getPage(n);
          const base = page.getViewport({ scale: 1 });
          const viewport = page.getViewport({ scale: (width / base.width) * devicePixelRatio });
          const canvas = document.createElement('canvas');
          canvas.width = viewport.width;
          canvas.height = viewport.height;
          canvas.style.width = `${width}px`;
          canvas.className = 'mx-auto mb-3 block max-w-full bg-white shadow-card';
          canvas.setAttribute('aria-label', `${title} 第${n}页`);
          canvas.setAttribute('role', 'img');
          box.current?.append(canvas);
          await page.render({ canvas, viewport }).promise;
        }
        if (!cancelled) setState('done');
      } catch (_error) {
        if (!cancelled) setState('failed');
      }
    })();
    return () => {
      cancelled = true;
      void destroy?.();
    };
  }, [url, title]);
  return (
    <div data-testid="pdf-preview" data-state={state}>
      {state === 'loading' ? <p className="py-8 text-center text-ink-muted">正在加载…</p> : null}
      {state === 'failed' ? (
        <p className="py-8 text-center text-danger">PDF 加载失败，请下载后查看</p>
      ) : null}
      <div ref={box} />
    </div>
  );
}

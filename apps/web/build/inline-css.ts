import type { Plugin } from 'vite';

/**
 * Puts the entry's stylesheet into `index.html` as a `<style>` instead of a `<link>`: the first
 * paint (the static shell, then React's first render) needs it, and a link is one more request on
 * the critical path, competing with the entry script for the first round trips of a slow
 * connection (docs/performance.md "First routes"). Lazy chunks' stylesheets stay files. The CSP
 * allows inline styles (`style-src 'self' 'unsafe-inline'`; apps/server/src/platform/web.ts).
 */
export function inlineEntryCss(): Plugin {
  return {
    name: 'aita-inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        return html.replace(
          /<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g,
          (link, fileName: string) => {
            const asset = bundle[fileName];
            if (!asset || asset.type !== 'asset') return link;
            const css =
              typeof asset.source === 'string'
                ? asset.source
                : Buffer.from(asset.source).toString();
            if (css.includes('</style')) throw new Error(`${fileName} cannot be inlined`);
            return `<style>${css}</style>`;
          },
        );
      },
    },
  };
}

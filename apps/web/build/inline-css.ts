import type { Plugin } from 'vite';

/**
 * Puts the entry's stylesheet into `index.html` as a `<style>` instead of a `<link>`: the first
 * paint (the static shell, then React's first render) needs it, and a link is one more request on
 * the critical path, competing with the entry script for the first round trips of a slow
 * connection (docs/performance.md "First routes"). Lazy chunks' stylesheets stay files. The CSP
 * allows inline styles (`style-src 'self' 'unsafe-inline'`; apps/server/src/platform/web.ts).
 *
 * The link stays too, `disabled`, so it is never fetched: Vite's preloader loads a lazy chunk's
 * stylesheets (the entry's among them) unless a `<link rel="stylesheet">` to them is in the page,
 * and without it the first lazy import fetched the whole entry stylesheet again and waited for it.
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
            return `<style>${css}</style><link rel="stylesheet" crossorigin href="/${fileName}" disabled>`;
          },
        );
      },
    },
  };
}

import { useEffect, useState } from 'react';
import { richTextOptions } from '../../../shared/richTextOptions';
import { loadRichText, richTextNow } from './richText';

type RichTextModule = NonNullable<ReturnType<typeof richTextNow>>;

/**
 * Renders a growing text with one `createRichTextStream`, feeding it only what was appended; a
 * text that does not continue the previous one starts a new stream.
 */
class IncrementalRenderer {
  private stream: { push(delta: string): string } | undefined;
  private text = '';
  private html = '';

  render(module: RichTextModule, content: string): string {
    if (!this.stream || !content.startsWith(this.text)) {
      this.stream = module.createRichTextStream(richTextOptions());
      this.text = '';
      this.html = '';
    }
    if (content.length > this.text.length) {
      this.html = this.stream.push(content.slice(this.text.length));
      this.text = content;
    }
    return this.html;
  }
}

/**
 * The HTML of an answer that grows by deltas (spec §2 "answers rendered as they stream"): one
 * rich-text stream per message, fed only the new text, so each frame re-renders only the open
 * last block (docs/streaming.md). `null` until the lazy rich-text module has loaded (the caller
 * shows plain text meanwhile).
 */
export function useRichHtml(content: string): string | null {
  const [module, setModule] = useState(richTextNow);
  const [renderer] = useState(() => new IncrementalRenderer());
  useEffect(() => {
    if (module) return;
    let live = true;
    void loadRichText().then((loaded) => {
      if (live) setModule(loaded);
    });
    return () => {
      live = false;
    };
  }, [module]);
  return module ? renderer.render(module, content) : null;
}

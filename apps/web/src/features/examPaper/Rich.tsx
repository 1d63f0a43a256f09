import { escapeBlanks, withImageOrigin } from '@aita/core';
import { renderRichText } from '@aita/core/richtext';
import { richTextOptions } from '../../shared/richTextOptions';
import { cn } from '@aita/ui';
import { useMemo } from 'react';

/**
 * Core's rich text (markdown + KaTeX) as HTML; core escapes every input, so it is safe to set.
 * A bank question's stored pictures (`![图片](/oss/…)`) load from this page's origin.
 */
export function Rich({ text, className }: { text: string; className?: string }) {
  const html = useMemo(() => {
    const origin = window.location.origin;
    return renderRichText(withImageOrigin(escapeBlanks(text), origin), richTextOptions(origin));
  }, [text]);
  return <div className={cn('ep-rich', className)} dangerouslySetInnerHTML={{ __html: html }} />;
}

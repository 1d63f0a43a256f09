import { escapeBlanks } from '@aita/core';
import { renderRichText } from '@aita/core/richtext';
import { richTextOptions } from '../../shared/richTextOptions';
import { cn } from '@aita/ui';
import { useMemo } from 'react';

/** Core's rich text (markdown + KaTeX) as HTML; core escapes every input, so it is safe to set. */
export function Rich({ text, className }: { text: string; className?: string }) {
  const html = useMemo(() => renderRichText(escapeBlanks(text), richTextOptions()), [text]);
  return <div className={cn('ep-rich', className)} dangerouslySetInnerHTML={{ __html: html }} />;
}

import { escapeBlanks, withImageOrigin } from '@aita/core';
import { renderRichText } from '@aita/core/richtext';
import { richTextOptions } from '../../shared/richTextOptions';

/**
 * A bank text as HTML: blanks kept as underscores, stored pictures (`![图片](/oss/…)`) loaded from
 * this page's origin, formulas by KaTeX. Core escapes every input, so the HTML is safe to set.
 */
export function bankRichHtml(text: string, origin: string = window.location.origin): string {
  return renderRichText(withImageOrigin(escapeBlanks(text), origin), richTextOptions(origin));
}

/** §3 SEO info. The shape is defined with the application (`app.ts`); this is its spec name. */
import type { AppSeoInfo } from './app';

/** §3 SEO info: title, description, keyWords, uri, appId. */
export type SeoInfo = AppSeoInfo;

/**
 * Html-file apps (docs/courseware.md "Classroom tools"): self-contained interactive pages for the
 * projector, one `<uri>.html` per tool in `apps/server/html-apps/`. Each file names itself with meta tags
 * (`aita:name`, `aita:desc`, `aita:glyph`, `aita:columns`); at start the files are synced into the app
 * catalogue as `htmlfile` apps, so an operator adds a tool by adding a file.
 */
import { readdir, readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { appColumnApps, appColumns, apps } from '../../db/schema';

/** One tool file, as read from its meta tags. */
export interface HtmlAppFile {
  uri: string;
  name: string;
  desc: string;
  glyph: string;
  columns: string[];
  path: string;
}

/** The app whose `/code` page is the AI课件 tool of this site rather than a file. */
export const COURSEWARE_APP_URI = 'ai-courseware';

const URI = /^[a-z0-9][a-z0-9-]{0,39}$/;
/** Largest tool file served (a self-contained page with inline script and style). */
export const HTML_APP_MAX_BYTES = 512 * 1024;

function meta(html: string, name: string): string {
  const tag = new RegExp(`<meta\\s+name="aita:${name}"\\s+content="([^"]*)"`, 'i').exec(html);
  return tag?.[1]?.trim() ?? '';
}

/** Reads the tool files of `dir` (a missing dir has none; a file without `aita:name` is skipped). */
export async function readHtmlApps(dir: string): Promise<HtmlAppFile[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  const out: HtmlAppFile[] = [];
  for (const file of names.sort()) {
    const uri = basename(file, '.html');
    if (!file.endsWith('.html') || !URI.test(uri)) continue;
    const path = join(dir, file);
    const html = await readFile(path, 'utf8');
    const name = meta(html, 'name');
    if (!name || Buffer.byteLength(html) > HTML_APP_MAX_BYTES) continue;
    out.push({
      uri,
      name,
      desc: meta(html, 'desc'),
      glyph: meta(html, 'glyph') || [...name][0] || '课',
      columns: meta(html, 'columns')
        .split(',')
        .map((c) => c.trim())
        .filter(Boolean),
      path,
    });
  }
  return out;
}

/**
 * Puts the tool files into the catalogue: a missing app is added (category `htmlfile`, listed in the
 * columns its file names); an app of the same uri that was a 微信小程序 entry becomes the html tool, since
 * its page now exists. Apps an operator took offline or renamed keep their settings.
 */
export async function syncHtmlApps(db: Db, files: readonly HtmlAppFile[]): Promise<void> {
  if (!files.length) return;
  await db
    .insert(apps)
    .values(
      files.map((f, i) => ({
        uri: f.uri,
        name: f.name,
        logo: `/static/app-logos/${f.uri}.svg`,
        logoGlyph: f.glyph,
        description: f.desc,
        category: 'htmlfile' as const,
        seoTitle: `${f.name} - AITA 教师AI应用`,
        seoDescription: f.desc,
        seoKeywords: `${f.name},课堂工具,教师工具`,
        sort: 5000 + i * 10,
      })),
    )
    .onConflictDoNothing({ target: apps.uri });
  const uris = files.map((f) => f.uri);
  for (const f of files) {
    await db
      .update(apps)
      .set({
        category: 'htmlfile',
        name: f.name,
        description: f.desc,
        seoDescription: f.desc,
        updatedAt: new Date(),
      })
      .where(and(eq(apps.uri, f.uri), eq(apps.category, 'miniprogram')));
  }
  const slugs = [...new Set(files.flatMap((f) => f.columns))];
  if (!slugs.length) return;
  const columnIds = new Map(
    (
      await db
        .select({ id: appColumns.id, slug: appColumns.slug })
        .from(appColumns)
        .where(inArray(appColumns.slug, slugs))
    ).map((c) => [c.slug, c.id]),
  );
  const appIds = new Map(
    (await db.select({ id: apps.id, uri: apps.uri }).from(apps).where(inArray(apps.uri, uris))).map(
      (a) => [a.uri, a.id],
    ),
  );
  const links = files.flatMap((f, i) =>
    f.columns.flatMap((slug) => {
      const columnId = columnIds.get(slug);
      const appId = appIds.get(f.uri);
      return columnId && appId ? [{ columnId, appId, sort: 5000 + i * 10 }] : [];
    }),
  );
  if (links.length) await db.insert(appColumnApps).values(links).onConflictDoNothing();
}

/** What the AI课件 app said while its page was being built, and what it says now. */
const COURSEWARE_APP_DESC = {
  before: '根据课题生成结构完整的课件。网页版建设中，现在可先用「PPT课件大纲」生成逐页大纲。',
  now: '填写学段、学科与课题，先得到可编辑的课件大纲，再生成按版式排好的幻灯片，导出 PowerPoint。',
} as const;

/** The AI课件 app's description, where it still says its page is being built (an operator's text stays). */
export async function syncCoursewareApp(db: Db): Promise<void> {
  await db
    .update(apps)
    .set({
      description: COURSEWARE_APP_DESC.now,
      seoDescription: COURSEWARE_APP_DESC.now,
      updatedAt: new Date(),
    })
    .where(and(eq(apps.uri, COURSEWARE_APP_URI), eq(apps.description, COURSEWARE_APP_DESC.before)));
}

/** Finds an online htmlfile app by id: its uri and names. */
export async function findHtmlApp(db: Db, appId: number) {
  const [row] = await db
    .select({ id: apps.id, uri: apps.uri, name: apps.name, desc: apps.description })
    .from(apps)
    .where(and(eq(apps.id, appId), eq(apps.category, 'htmlfile'), eq(apps.online, true)));
  return row;
}

/**
 * The Content-Security-Policy of a tool page. `sandbox allow-scripts` gives the page an opaque origin
 * even when opened on its own (no cookies, storage or same-origin requests of the app); `default-src
 * 'none'` forbids every network request (fetch, images, fonts, frames); only inline script and style
 * and `data:` images run.
 */
export const HTML_APP_CSP = [
  'sandbox allow-scripts',
  "default-src 'none'",
  "script-src 'unsafe-inline'",
  "style-src 'unsafe-inline'",
  'img-src data:',
  'font-src data:',
  'media-src data:',
  "form-action 'none'",
  "base-uri 'none'",
  "frame-ancestors 'self'",
].join('; ');

import { readFile } from 'node:fs/promises';
import { courseware, type Data } from '@aita/contract';
import { Code, MSG_COURSEWARE_NO_SLIDES } from '@aita/core';
import type { SlideImage } from '@aita/docgen';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/database';
import { DomainError } from '../../platform/errors';
import { fail, ok } from '../../platform/http/envelope';
import { parseInput } from '../../platform/http/validate';
import { requireUser, userOf } from '../identity';
import { coursewareDeck, pptxFileName } from './deck';
import { COURSEWARE_APP_URI, findHtmlApp, HTML_APP_CSP, type HtmlAppFile } from './html-apps';
import type { CoursewareService } from './service';

const PPTX = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';
const MSG_HTML_APP_NOT_FOUND = '这个网页应用不存在或已下线';

/**
 * The courseware calls (docs/courseware.md "Endpoints"): thin, contract → service → ok; `/file` answers
 * the .pptx; the html-app calls serve the `/code` viewer.
 */
export const coursewareRoutes: FastifyPluginAsync<{
  service: CoursewareService;
  db: Db;
  htmlApps: () => Promise<readonly HtmlAppFile[]>;
  logoOf: (uid: number) => Promise<SlideImage | undefined>;
}> = async (app, { service, db, htmlApps, logoOf }) => {
  const e = courseware;
  app.post(e.info.path, { preHandler: requireUser }, async (request) => {
    const body = parseInput(e.info.body, request.body);
    const uid = userOf(request).id;
    const data: Data<typeof e.info> =
      body.coursewareId === undefined
        ? await service.list(uid, body.page, body.pageSize)
        : await service.get(uid, body.coursewareId);
    return ok(data);
  });
  app.post(e.outline.path, { preHandler: requireUser }, async (request) => {
    const form = parseInput(e.outline.body, request.body);
    return ok<Data<typeof e.outline>>(await service.createOutline(userOf(request).id, form));
  });
  app.post(e.slides.path, { preHandler: requireUser }, async (request) => {
    const { coursewareId, outline } = parseInput(e.slides.body, request.body);
    return ok<Data<typeof e.slides>>(
      await service.makeSlides(userOf(request).id, coursewareId, outline),
    );
  });
  app.post(e.save.path, { preHandler: requireUser }, async (request) => {
    const { coursewareId, ...edits } = parseInput(e.save.body, request.body);
    return ok<Data<typeof e.save>>(await service.save(userOf(request).id, coursewareId, edits));
  });
  app.post(e.delete.path, { preHandler: requireUser }, async (request) => {
    const { coursewareId } = parseInput(e.delete.body, request.body);
    return ok<Data<typeof e.delete>>(await service.remove(userOf(request).id, coursewareId));
  });
  app.post(e.copyStat.path, { preHandler: requireUser }, async (request) => {
    const { coursewareId } = parseInput(e.copyStat.body, request.body);
    return ok<Data<typeof e.copyStat>>(await service.countCopy(userOf(request).id, coursewareId));
  });
  app.post(e.file.path, { preHandler: requireUser }, async (request, reply) => {
    const { coursewareId } = parseInput(e.file.body, request.body);
    const uid = userOf(request).id;
    const data = await service.get(uid, coursewareId);
    if (!data.slides.length) throw new DomainError(Code.INVALID_PARAM, MSG_COURSEWARE_NO_SLIDES);
    const { renderPptx } = await import('@aita/docgen');
    const { bytes } = await renderPptx(coursewareDeck(data, await logoOf(uid)));
    return reply
      .header('content-type', PPTX)
      .header(
        'content-disposition',
        `attachment; filename*=UTF-8''${encodeURIComponent(pptxFileName(data))}`,
      )
      .header('cache-control', 'private, no-store')
      .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  });

  app.post(e.htmlInfo.path, async (request) => {
    const { appId } = parseInput(e.htmlInfo.body, request.body);
    const found = await findHtmlApp(db, appId);
    if (found?.uri === COURSEWARE_APP_URI) {
      return ok<Data<typeof e.htmlInfo>>({
        appId: found.id,
        name: found.name,
        desc: found.desc,
        kind: 'courseware',
        src: '/courseware/index',
      });
    }
    const file = found && (await htmlApps()).find((f) => f.uri === found.uri);
    if (!found || !file) throw new DomainError(Code.NOT_FOUND, MSG_HTML_APP_NOT_FOUND);
    return ok<Data<typeof e.htmlInfo>>({
      appId: found.id,
      name: found.name,
      desc: found.desc,
      kind: 'html',
      src: `/v1/app/html/${found.id}`,
    });
  });
  app.get<{ Params: { appId: string } }>(e.htmlPage.path, async (request, reply) => {
    const id = /^\d{1,9}$/.test(request.params.appId) ? Number(request.params.appId) : 0;
    const found = id ? await findHtmlApp(db, id) : undefined;
    const file = found && (await htmlApps()).find((f) => f.uri === found.uri);
    if (!file) {
      // The envelope, like every refusal (docs/server.md "Error policy").
      return reply
        .code(404)
        .header('content-security-policy', HTML_APP_CSP)
        .send(fail(Code.NOT_FOUND, MSG_HTML_APP_NOT_FOUND));
    }
    return reply
      .type('text/html; charset=utf-8')
      .header('content-security-policy', HTML_APP_CSP)
      .header('x-content-type-options', 'nosniff')
      .header('referrer-policy', 'no-referrer')
      .header('cache-control', 'no-cache')
      .send(await readFile(file.path, 'utf8'));
  });
};

import { AI_COURSE_MESSAGES, Code, TOKEN_COOKIE_NAME } from '@aita/core';
import { aiCourse as contract, type Data } from '@aita/contract';
import send from '@fastify/send';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { DomainError } from '../../platform/errors';
import { ok } from '../../platform/http/envelope';
import { parseInput } from '../../platform/http/validate';
import type { SchoolAccess } from '../school';
import { requireUser, tokenOf, userOf } from '../identity';
import { ensureSeedVideo } from './catalogue';
import type { CourseMedia } from './media';
import type { AiCourseService } from './service';

/** The login token of a media request: `X-Token`, else the web app's token cookie (<video> sends no header). */
function mediaTokenOf(request: FastifyRequest): string | undefined {
  const header = tokenOf(request);
  if (header) return header;
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1 || part.slice(0, eq).trim() !== TOKEN_COOKIE_NAME) continue;
    try {
      return decodeURIComponent(part.slice(eq + 1).trim()) || undefined;
    } catch (_error) {
      return undefined;
    }
  }
  return undefined;
}

const lessonParams = z.object({
  lessonId: z.coerce.number().int().min(1).max(2_147_483_647, { message: '应为正整数' }),
});

/**
 * The AI course's calls (docs/aiCourse.md "Endpoints"): thin, contract → service → ok; the media
 * GETs check the same access as the JSON calls, on every request.
 */
export const aiCourseRoutes: FastifyPluginAsync<{
  service: AiCourseService;
  access: SchoolAccess;
  media: CourseMedia;
}> = async (app, { service, access, media }) => {
  const c = contract;
  const user = { preHandler: requireUser };
  const uid = (request: FastifyRequest) => userOf(request).id;

  app.post(c.courses.path, user, async (request) => {
    const { orgId } = parseInput(c.courses.body, request.body);
    return ok<Data<typeof c.courses>>(await service.courses(uid(request), orgId));
  });
  app.post(c.lesson.path, user, async (request) => {
    const { lessonId } = parseInput(c.lesson.body, request.body);
    return ok<Data<typeof c.lesson>>(await service.lesson(uid(request), lessonId));
  });
  app.post(c.progress.path, user, async (request) => {
    const body = parseInput(c.progress.body, request.body);
    return ok<Data<typeof c.progress>>(await service.saveProgress(uid(request), body));
  });
  app.post(c.quiz.path, user, async (request) => {
    const { lessonId, answers } = parseInput(c.quiz.body, request.body);
    return ok<Data<typeof c.quiz>>(await service.submitQuiz(uid(request), lessonId, answers));
  });
  app.post(c.manage.path, user, async (request) => {
    const { orgId } = parseInput(c.manage.body, request.body);
    await access.admin(uid(request), orgId);
    return ok<Data<typeof c.manage>>(await service.manage(orgId));
  });
  app.post(c.manageToggle.path, user, async (request) => {
    const { orgId, courseId, enabled } = parseInput(c.manageToggle.body, request.body);
    await access.admin(uid(request), orgId);
    await service.toggle(orgId, courseId, enabled);
    return ok<Data<typeof c.manageToggle>>(null);
  });

  /** Whose lesson: the token (header or cookie), then the same access as `lesson`. */
  const studied = async (request: FastifyRequest) => {
    const token = mediaTokenOf(request);
    if (token && !tokenOf(request)) request.headers['x-token'] = token;
    await requireUser(request);
    const { lessonId } = parseInput(lessonParams, request.params);
    return service.studiedLesson(uid(request), lessonId);
  };

  app.get(c.video.path, async (request, reply) => {
    const lesson = await studied(request);
    if (lesson.kind !== 'video' || !lesson.videoKey) {
      throw new DomainError(Code.NOT_FOUND, AI_COURSE_MESSAGES.lessonNotFound);
    }
    await ensureSeedVideo(media, lesson.videoKey);
    const where = await media.locate(lesson.videoKey, lesson.videoMime || 'video/webm');
    // Signed per teacher and request: never cached by a shared cache.
    reply.header('cache-control', 'private, no-store');
    if (where.kind === 'url') return reply.redirect(where.url, 302);
    const sent = await send(request.raw, `/${where.path}`, {
      root: where.root,
      acceptRanges: true,
      cacheControl: false,
      dotfiles: 'deny',
      index: false,
    });
    if (sent.type !== 'file') {
      if (sent.statusCode === 416) return reply.code(416).headers(sent.headers).send(sent.stream);
      throw new DomainError(Code.NOT_FOUND, AI_COURSE_MESSAGES.videoMissing);
    }
    return reply
      .code(sent.statusCode)
      .headers(sent.headers)
      .header('content-type', lesson.videoMime || 'video/webm')
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(sent.stream);
  });

  app.get(c.subtitles.path, async (request, reply) => {
    const lesson = await studied(request);
    if (!lesson.subtitles) throw new DomainError(Code.NOT_FOUND, AI_COURSE_MESSAGES.lessonNotFound);
    return reply
      .header('content-type', 'text/vtt; charset=utf-8')
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(lesson.subtitles);
  });
};

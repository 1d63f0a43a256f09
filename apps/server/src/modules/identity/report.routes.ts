import { identity, type Data } from '@aita/contract';
import type { FastifyPluginAsync } from 'fastify';
import { optionalUser } from './auth';
import { ok } from '../../platform/http/envelope';
import { parseInput } from '../../platform/http/validate';
import type { ProfileService } from './profile.service';
import { Code } from '@aita/core';
import { DomainError } from '../../platform/errors';
import type { Throttle } from '../../platform/throttle';

/** Events per teacher, or per client address for anonymous visitors, per minute. */
export const REPORTS_PER_MINUTE = 120;
/** Longest `params` (JSON characters) of an anonymous event (a teacher's may be 4096). */
export const ANONYMOUS_PARAMS_MAX_CHARS = 1024;
/** 42900 past {@link REPORTS_PER_MINUTE}. */
export const MSG_REPORT_THROTTLED = '上报过于频繁，请稍后再试';

/**
 * `POST /v1/report {event, params?}` (§7): a tracking event, stored with the teacher's id when
 * logged in. Public (anonymous visitors are tracked too); bounded size, and bounded rate per
 * teacher or per address (docs/security.md), so an anonymous loop cannot fill the database;
 * events are deleted after REPORT_RETENTION_DAYS by housekeeping.
 */
export const reportRoute: FastifyPluginAsync<{
  profileService: ProfileService;
  throttle: Throttle;
}> = async (app, { profileService, throttle }) => {
  app.post(identity.report.path, { preHandler: optionalUser }, async (request) => {
    const { event, params } = parseInput(identity.report.body, request.body);
    const userId = request.user?.id;
    if (
      userId === undefined &&
      params &&
      JSON.stringify(params).length > ANONYMOUS_PARAMS_MAX_CHARS
    ) {
      throw new DomainError(
        Code.INVALID_PARAM,
        `未登录时上报内容不能超过${ANONYMOUS_PARAMS_MAX_CHARS}个字符`,
      );
    }
    const key = userId === undefined ? `report-ip:${request.ip}` : `report-user:${userId}`;
    const hold = await throttle.consume([{ key, limit: REPORTS_PER_MINUTE, windowMs: 60_000 }]);
    if (!hold) throw new DomainError(Code.TOO_MANY_REQUESTS, MSG_REPORT_THROTTLED);
    await profileService.report(request.user?.id ?? null, event, params ?? null);
    return ok<Data<typeof identity.report>>(null);
  });
};

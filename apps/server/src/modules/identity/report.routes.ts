import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { optionalUser } from './auth';
import { ok } from '../../platform/http/envelope';
import { parseInput, textField } from '../../platform/http/validate';
import type { ProfileService } from './profile.service';

/** Largest accepted `params`, as JSON text. */
export const REPORT_PARAMS_MAX_CHARS = 4096;

const bodySchema = z.object({
  event: textField(64)
    .regex(/^[\w.:-]+$/, { message: '只能包含字母、数字和 _ . : -' })
    .min(1),
  params: z
    .record(z.string(), z.unknown())
    .nullish()
    .refine((p) => p == null || JSON.stringify(p).length <= REPORT_PARAMS_MAX_CHARS, {
      message: `不能超过 ${REPORT_PARAMS_MAX_CHARS} 个字符`,
    })
    .refine((p) => p == null || !JSON.stringify(p).includes('\\u0000'), {
      message: '包含不允许的字符',
    }),
});

/**
 * `POST /v1/report {event, params?}` (§7): a tracking event, stored with the teacher's id when
 * logged in. Public (anonymous visitors are tracked too); bounded size.
 */
export const reportRoute: FastifyPluginAsync<{ profileService: ProfileService }> = async (
  app,
  { profileService },
) => {
  app.post('/v1/report', { preHandler: optionalUser }, async (request) => {
    const { event, params } = parseInput(bodySchema, request.body);
    await profileService.report(request.user?.id ?? null, event, params ?? null);
    return ok(null);
  });
};

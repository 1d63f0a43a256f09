import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { ok } from '../../platform/http/envelope';
import { parseInput, textField } from '../../platform/http/validate';
import { commonInfo } from './common-info';

const bodySchema = z.object({ code: z.union([textField(128), z.number()]).nullish() });

/**
 * `POST /v1/user/configs {code?}` (§7): the common info lists of §3 (periodTypeList,
 * schoolTypeList, subjectTypeList). Public: the lists are the same for everyone.
 */
export const userConfigsRoute: FastifyPluginAsync = async (app) => {
  app.post('/v1/user/configs', async (request) => {
    parseInput(bodySchema, request.body);
    return ok(commonInfo());
  });
};

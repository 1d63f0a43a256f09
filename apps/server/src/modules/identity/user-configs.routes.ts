import { identity, type Data } from '@aita/contract';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../platform/http/envelope';
import { parseInput } from '../../platform/http/validate';
import { commonInfo } from './common-info';

/**
 * `POST /v1/user/configs {code?}` (§7): the common info lists of §3 (periodTypeList,
 * schoolTypeList, subjectTypeList). Public: the lists are the same for everyone.
 */
export const userConfigsRoute: FastifyPluginAsync = async (app) => {
  app.post(identity.userConfigs.path, async (request) => {
    parseInput(identity.userConfigs.body, request.body);
    return ok<Data<typeof identity.userConfigs>>(commonInfo());
  });
};

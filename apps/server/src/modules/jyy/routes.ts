import { jyy as contract, type Data } from '@aita/contract';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../platform/http/envelope';
import { parseInput } from '../../platform/http/validate';
import type { createJyyService } from './service';

/** The os=jzax configuration calls (docs/aiCourse.md "os=jzax"): public, read-only. */
export const jyyRoutes: FastifyPluginAsync<{
  service: ReturnType<typeof createJyyService>;
}> = async (app, { service }) => {
  const c = contract;
  app.post(c.tabList.path, async () => ok<Data<typeof c.tabList>>(await service.tabList()));
  app.post(c.keyword.path, async () => ok<Data<typeof c.keyword>>(await service.keywords()));
  app.post(c.nobookIndex.path, async (request) => {
    const { subject } = parseInput(c.nobookIndex.body, request.body);
    return ok<Data<typeof c.nobookIndex>>(await service.nobook(subject));
  });
  app.post(c.miniprogramDetail.path, async (request) => {
    const { id } = parseInput(c.miniprogramDetail.body, request.body);
    return ok<Data<typeof c.miniprogramDetail>>(await service.miniprogram(id));
  });
};

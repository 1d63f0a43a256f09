/**
 * Admin commands' writes reach a running server's cached `/v1/user/info` through the real Redis
 * of TEST_REDIS_URL: the test context's app is the server (REDIS_URL set), the command's function
 * runs beside it on the same database as `npm run admin` does, and the server's next answer shows
 * the change, long before the cache's minute.
 */
import type { UserInfo } from '@aita/core';
import { createClient } from '@redis/client';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { withAdminChanges } from './admin-changes';
import { orderRefundCommand } from './admin-order';
import { createOrgCommand, orgCreateOptions } from './admin-org';
import { revocationChannel, userInfoChannel } from './modules/identity/feeds-redis';
import { insertUser, postAs, tokenFor } from './test/identity';
import { insertPaidOrder } from './test/member-pay';
import { redisInstances } from './test/redis-instances';

const DAY_MS = 86_400_000;
const on = redisInstances({ appUsesRedis: true });

async function teacher() {
  const { id, phone } = await insertUser(on.ctx.database);
  return { id, phone, token: await tokenFor(on.ctx.app, id) };
}

async function infoOf(token: string): Promise<UserInfo> {
  const res = await postAs(on.ctx.app, token, '/v1/user/info', {});
  return res.json<{ data: UserInfo }>().data;
}

/** Asks until `seen` holds, for at most two seconds of real time (the message's way). */
async function seenSoon(token: string, seen: (info: UserInfo) => boolean): Promise<boolean> {
  for (let i = 0; i < 40; i++) {
    if (seen(await infoOf(token))) return true;
    await sleep(50);
  }
  return false;
}

describe(withAdminChanges, () => {
  it('org:create: the server lists the new school of its admin at once', async () => {
    const { phone, token } = await teacher();
    expect((await infoOf(token)).orgList).toEqual([]);
    const out = await withAdminChanges(on.ctx.config, (changes) =>
      createOrgCommand(
        orgCreateOptions(['--name', '实验中学', '--admin-phone', phone]),
        on.ctx.database,
        changes,
      ),
    );
    const orgId = Number(out.split('\t')[0]);
    expect(
      await seenSoon(
        token,
        (info) => info.curOrgId === orgId && info.orgList.some((o) => o.orgName === '实验中学'),
      ),
    ).toBe(true);
  });

  it('opens a publishing connection only: no subscriber joins the feed channels', async () => {
    const { phone } = await teacher();
    const channels = [revocationChannel(on.redis.keyPrefix), userInfoChannel(on.redis.keyPrefix)];
    const probe = createClient({ url: on.redis.url });
    await probe.connect();
    try {
      const subscribers = async () => Object.values(await probe.pubSubNumSub(channels));
      // The server's own subscriber, on both channels.
      expect(await subscribers()).toEqual([1, 1]);
      let during: number[] = [];
      await withAdminChanges(on.ctx.config, async (changes) => {
        during = await subscribers();
        return createOrgCommand(
          orgCreateOptions(['--name', '五中', '--admin-phone', phone]),
          on.ctx.database,
          changes,
        );
      });
      expect(during).toEqual([1, 1]);
    } finally {
      await probe.close();
    }
  });

  it('order:refund: the server answers the shortened membership at once', async () => {
    const { id, token } = await teacher();
    const end = new Date(Math.floor(Date.now() / 1000 + 100 * 86_400) * 1000);
    const orderId = `20261126${String(id).padStart(14, '0')}`;
    await insertPaidOrder(on.ctx.database, { orderId, userId: id, vipEndAt: end });
    expect((await infoOf(token)).vipEndAt).toBe(end.getTime() / 1000);
    const config = { ...on.ctx.config, paymentProvider: 'sandbox' as const };
    await withAdminChanges(config, (changes) =>
      orderRefundCommand({ orderId, reason: '' }, on.ctx.database, config, changes),
    );
    const shortened = (end.getTime() - 90 * DAY_MS) / 1000;
    expect(await seenSoon(token, (info) => info.vipEndAt === shortened)).toBe(true);
  });

  it('without REDIS_URL the server keeps its cached answer (what the message fixes)', async () => {
    const { phone, token } = await teacher();
    expect((await infoOf(token)).orgList).toEqual([]);
    await withAdminChanges({ redis: undefined }, (changes) =>
      createOrgCommand(
        orgCreateOptions(['--name', '二中', '--admin-phone', phone]),
        on.ctx.database,
        changes,
      ),
    );
    expect(await seenSoon(token, (info) => info.orgList.length > 0)).toBe(false);
  });

  it('an unreachable Redis is reported and the command still writes', async () => {
    const { phone, token } = await teacher();
    const warnings: string[] = [];
    const redis = { url: 'redis://127.0.0.1:1', keyPrefix: on.redis.keyPrefix };
    const out = await withAdminChanges(
      { redis },
      (changes) =>
        createOrgCommand(
          orgCreateOptions(['--name', '四中', '--admin-phone', phone]),
          on.ctx.database,
          changes,
        ),
      (line) => warnings.push(line),
    );
    expect(out).toMatch(/^\d+\t/);
    expect(warnings).toEqual([
      expect.stringMatching(
        /^REDIS_URL=.*cannot connect.*running servers show the change within 60 s$/,
      ),
    ]);
    expect((await infoOf(token)).orgList.map((o) => o.orgName)).toEqual(['四中']);
  });
});

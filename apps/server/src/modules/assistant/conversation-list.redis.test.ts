/**
 * Conversation list changes told to every instance through the real Redis of TEST_REDIS_URL:
 * two list caches on one database, each with its own feed connections, play two instances; a
 * delete on one is seen by the other's next call.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { recordQuestion } from './__fixtures__/record-question';
import { insertUser } from '../../test/identity';
import { redisInstances } from '../../test/redis-instances';
import {
  cacheConversationList,
  CONVERSATION_LIST_FEED,
  parseListChange,
} from './conversation-list-cache';
import { createConversationService } from './conversations.service';

const on = redisInstances();

async function instance(withFeed: boolean) {
  const feed = withFeed
    ? await (await on.connect()).open(CONVERSATION_LIST_FEED, parseListChange)
    : undefined;
  return cacheConversationList(createConversationService(on.ctx.database), {
    ttlMs: 3_600_000,
    feed,
  });
}

const totalOn = async (on: Awaited<ReturnType<typeof instance>>, userId: number) =>
  JSON.parse(String((await on.page(userId, 1, 20)).json)).data.total as number;

async function seenSoon(on: Awaited<ReturnType<typeof instance>>, userId: number, total: number) {
  for (let i = 0; i < 40; i++) {
    if ((await totalOn(on, userId)) === total) return true;
    await sleep(50);
  }
  return false;
}

async function conversationOf(userId: number) {
  const service = createConversationService(on.ctx.database);
  return (await recordQuestion(service, { userId, question: '问题' })).conversationId;
}

describe('conversation lists across instances', () => {
  it('a delete on one instance is listed by another at once', async () => {
    const a = await instance(true);
    const b = await instance(true);
    const { id: userId } = await insertUser(on.ctx.database);
    const id = await conversationOf(userId);
    expect(await totalOn(b, userId)).toBe(1);
    expect(await a.service.remove(userId, id)).toBe(true);
    expect(await seenSoon(b, userId, 0)).toBe(true);
  });

  it('without the feed the other instance lists its cached page (what the feed fixes)', async () => {
    const a = await instance(false);
    const b = await instance(false);
    const { id: userId } = await insertUser(on.ctx.database);
    const id = await conversationOf(userId);
    expect(await totalOn(b, userId)).toBe(1);
    expect(await a.service.remove(userId, id)).toBe(true);
    expect(await seenSoon(b, userId, 0)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { APP_DOCS } from './__fixtures__/corpus';
import { createAiEngines } from './engines';

describe(createAiEngines, () => {
  it('defaults to the offline knowledge mode and the built-in corpus', async () => {
    const engines = await createAiEngines({}, APP_DOCS);
    expect(engines.provider).toMatchObject({ name: 'offline-knowledge', offline: true });
    expect(engines.search.name).toBe('builtin-corpus');
    // The help corpus is added to the given documents.
    expect((await engines.search.search('兑换码'))[0]?.title).toBe('如何使用兑换码');
    expect((await engines.search.search('作文批改'))[0]?.title).toBe('作文批改');
    expect(engines.moderation.check('制作炸弹').hit).toBe(true);
  });

  it('picks the OpenAI-compatible model and SearXNG when configured', async () => {
    const engines = await createAiEngines(
      {
        aiBaseUrl: 'http://127.0.0.1:9/v1',
        aiModel: 'deepseek-chat',
        searxngUrl: 'http://127.0.0.1:9',
      },
      APP_DOCS,
    );
    expect(engines.provider.name).toBe('openai-compatible');
    expect(engines.provider.offline).toBeUndefined();
    expect(engines.search.name).toBe('searxng');
  });

  it('rejects a word file that cannot be read', async () => {
    await expect(
      createAiEngines({ sensitiveWordsFile: '/nonexistent/aita-words.txt' }, APP_DOCS),
    ).rejects.toThrow(/SENSITIVE_WORDS_FILE/);
  });
});

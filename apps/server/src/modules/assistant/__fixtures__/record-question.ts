import type { ConversationService, StartedExchange, StartExchange } from '../conversations.service';

/**
 * A question recorded the question route's way (its batched statement), once stored: no images,
 * no deep think or search, provider `test`, unless `input` says otherwise.
 */
export async function recordQuestion(
  service: ConversationService,
  input: Pick<StartExchange, 'userId' | 'question'> & Partial<StartExchange>,
): Promise<StartedExchange> {
  const started = await service.start({
    imgUrls: [],
    deepThink: false,
    network: false,
    provider: 'test',
    ...input,
  });
  if (!started) throw new Error('recordQuestion: the exchange was not started');
  await started.stored;
  return started;
}

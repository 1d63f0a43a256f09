import type { QuestionScope } from '@aita/core';
import type { SearchEntryInput } from '../../platform/search';

/** What the index needs of a question. */
export interface IndexedQuestion {
  id: number;
  scope: QuestionScope;
  orgId: number | null;
  ownerUid: number | null;
  stem: string;
  options: string[];
  analysis: string;
  knowledgePointNames: string[];
}

/**
 * A question as a search record (kind `question`): the stem is the title (a title hit weighs
 * five times a body hit), options, knowledge points and analysis the body. Visibility follows
 * the scope: platform questions are public (the bank's own access rule is checked before the
 * search), school questions `org`, personal ones `private`.
 */
export function searchEntryOf(q: IndexedQuestion): SearchEntryInput {
  return {
    kind: 'question',
    refId: String(q.id),
    ownerUid: q.ownerUid,
    orgId: q.orgId,
    visibility: q.scope === 'platform' ? 'public' : q.scope === 'school' ? 'org' : 'private',
    title: q.stem,
    body: [q.knowledgePointNames.join(' '), q.options.join(' '), q.analysis].join('\n'),
  };
}

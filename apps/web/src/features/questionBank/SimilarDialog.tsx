import type { BankQuestion } from '@aita/api';
import { MSG_NO_SIMILAR } from '@aita/core';
import { FormDialog, Spinner, StateMessage } from '@aita/ui';
import { QuestionCard } from './QuestionCard';
import type { SimilarState } from './shelfSlice';

/** Props of {@link SimilarDialog}. */
export interface SimilarDialogProps {
  similar: SimilarState;
  /** Ids in the 试题篮. */
  inBasket: ReadonlySet<number>;
  onToggleBasket: (question: BankQuestion) => void;
  onClose: () => void;
}

/**
 * 找相似题 (docs/questionBank.md "Favourites and similar questions"): the questions sharing the
 * source's knowledge points, best first (same type, nearest difficulty), each with 加入试题篮.
 */
export function SimilarDialog({ similar, inBasket, onToggleBasket, onClose }: SimilarDialogProps) {
  const source = similar.source;
  return (
    <FormDialog
      open={source !== null}
      title="相似题"
      onClose={onClose}
      className="md:max-w-3xl"
      data-testid="similar-dialog"
    >
      {source && (
        <p className="mb-3 text-[13px] text-ink-muted">
          与所选试题知识点相同（{source.knowledgePoints.map((p) => p.name).join('、')}
          ），同题型、难度相近的排在前面。
        </p>
      )}
      {similar.status === 'loading' && <Spinner className="py-12" label="正在查找相似题" />}
      {similar.status === 'failed' && <StateMessage tone="error" title={similar.error} />}
      {similar.status === 'ready' && similar.list.length === 0 && (
        <StateMessage title={MSG_NO_SIMILAR} />
      )}
      {similar.status === 'ready' && similar.list.length > 0 && (
        <div className="space-y-3" aria-label="相似题列表" role="list">
          {similar.list.map((q, i) => (
            <div role="listitem" key={q.questionId}>
              <QuestionCard
                question={q}
                number={i + 1}
                inBasket={inBasket.has(q.questionId)}
                onToggleBasket={onToggleBasket}
              />
            </div>
          ))}
        </div>
      )}
    </FormDialog>
  );
}

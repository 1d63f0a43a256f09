import { MSG_LOADING } from '@aita/core';
import { Spinner } from '@aita/ui';
import { useParams } from 'react-router';
import { useLazyFeature } from '../../shared/lazyFeature';
import { essayReviewFeature } from './essayReviewFeature';
import { SubmitPage } from './SubmitPage';
import { TaskPage } from './TaskPage';

/** `/essay-review/index`: registers the feature, then the submit page and task list. */
export function EssayReviewRoute() {
  const ready = useLazyFeature(essayReviewFeature);
  return ready ? <SubmitPage /> : <Spinner className="py-32" label={MSG_LOADING} />;
}

/** `/essay-review/task/:taskId`: one task's progress, essays and class view. */
export function EssayTaskRoute() {
  const ready = useLazyFeature(essayReviewFeature);
  const { taskId = '' } = useParams();
  return ready ? (
    <TaskPage key={taskId} taskId={taskId} />
  ) : (
    <Spinner className="py-32" label={MSG_LOADING} />
  );
}

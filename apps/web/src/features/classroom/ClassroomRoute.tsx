import { MSG_LOADING } from '@aita/core';
import { Button, Spinner, StateMessage } from '@aita/ui';
import { useAppDispatch, useAppSelector } from '../../shared/hooks';
import { useLazyFeature } from '../../shared/lazyFeature';
import { loginRequested, selectAuthReady, selectIsLoggedIn } from '../identity';
import { ClassroomPage } from './ClassroomPage';
import { classroomFeature } from './classroomFeature';
import { CLASSROOM_TEXT } from './strings';

/** `/classroom/index`: needs login only (spec §5); registers the slice and saga, then the page. */
export function ClassroomRoute() {
  const dispatch = useAppDispatch();
  const authReady = useAppSelector(selectAuthReady);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const ready = useLazyFeature(classroomFeature);
  if (authReady && !loggedIn) {
    return (
      <div className="mx-auto max-w-5xl p-4">
        <h1 className="text-xl font-semibold text-ink">{CLASSROOM_TEXT.title}</h1>
        <StateMessage
          title={CLASSROOM_TEXT.loginTitle}
          description={CLASSROOM_TEXT.loginHint}
          action={
            <Button onClick={() => dispatch(loginRequested({ reason: 'classroom' }))}>
              {CLASSROOM_TEXT.login}
            </Button>
          }
        />
      </div>
    );
  }
  return ready && authReady ? <ClassroomPage /> : <Spinner className="py-32" label={MSG_LOADING} />;
}

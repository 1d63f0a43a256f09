import { MSG_LOADING } from '@aita/core';
import { Button, Spinner, StateMessage } from '@aita/ui';
import { useAppDispatch, useAppSelector } from '../../shared/hooks';
import { useLazyFeature } from '../../shared/lazyFeature';
import { loginRequested, selectAuthReady, selectIsLoggedIn } from '../identity';
import { aiCourseFeature } from './aiCourseFeature';
import { AiCoursePage } from './AiCoursePage';
import { AI_COURSE_TEXT } from './strings';
import { VideoPage } from './VideoPage';

/** Login first (spec §6: the AI course needs login), then the feature's slice and saga. */
function Gate({ children }: { children: React.ReactNode }) {
  const dispatch = useAppDispatch();
  const authReady = useAppSelector(selectAuthReady);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const ready = useLazyFeature(aiCourseFeature);
  if (authReady && !loggedIn) {
    return (
      <div className="mx-auto max-w-5xl p-4">
        <h1 className="text-xl font-semibold text-ink">{AI_COURSE_TEXT.title}</h1>
        <StateMessage
          title={AI_COURSE_TEXT.loginTitle}
          description={AI_COURSE_TEXT.loginHint}
          action={
            <Button onClick={() => dispatch(loginRequested({ reason: 'aiCourse' }))}>
              {AI_COURSE_TEXT.login}
            </Button>
          }
        />
      </div>
    );
  }
  return ready && authReady ? <>{children}</> : <Spinner className="py-32" label={MSG_LOADING} />;
}

/** `/ai-course/index`. */
export function AiCourseRoute() {
  return (
    <Gate>
      <AiCoursePage />
    </Gate>
  );
}

/** `/video?id=…`. */
export function VideoRoute() {
  return (
    <Gate>
      <VideoPage />
    </Gate>
  );
}

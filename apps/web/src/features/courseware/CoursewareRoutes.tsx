import { MSG_LOADING } from '@aita/core';
import { Button, Spinner, StateMessage } from '@aita/ui';
import { useAppDispatch, useAppSelector } from '../../shared/hooks';
import { useLazyFeature } from '../../shared/lazyFeature';
import { loginRequested, selectAuthReady, selectIsLoggedIn } from '../identity';
import { CodePage } from './CodePage';
import { CoursewarePage } from './CoursewarePage';
import { coursewareFeature } from './coursewareFeature';

/** `/courseware/index`: needs login (the coursewares are the teacher's). */
export function CoursewareRoute() {
  const dispatch = useAppDispatch();
  const authReady = useAppSelector(selectAuthReady);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const ready = useLazyFeature(coursewareFeature);
  if (authReady && !loggedIn) {
    return (
      <div className="mx-auto max-w-5xl p-4">
        <h1 className="text-xl font-semibold text-ink">AI课件</h1>
        <StateMessage
          title="登录后使用 AI课件"
          description="课件会保存在您的账号下，可以随时修改、下载。"
          action={
            <Button onClick={() => dispatch(loginRequested({ reason: 'courseware' }))}>登录</Button>
          }
        />
      </div>
    );
  }
  return ready && authReady ? (
    <CoursewarePage />
  ) : (
    <Spinner className="py-32" label={MSG_LOADING} />
  );
}

/** `/code?appId=…`: the html-file app viewer (open to everyone, like the app list). */
export function CodeRoute() {
  const ready = useLazyFeature(coursewareFeature);
  return ready ? <CodePage /> : <Spinner className="py-32" label={MSG_LOADING} />;
}

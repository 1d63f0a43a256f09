import type { ClassDetail } from '@aita/api';
import { Button } from '@aita/ui';
import { useAppDispatch, useAppSelector } from '../../shared/hooks';
import { selectUser } from '../identity';
import { inviteRequested, selectClassroom, teacherRemoveRequested } from './classroomSlice';

/** The link a co-teacher opens to join (the page reads `?invite=`). */
export const inviteLink = (code: string) =>
  `${window.location.origin}/classroom/index?invite=${encodeURIComponent(code)}`;

const formatDate = (seconds: number) => {
  const d = new Date(seconds * 1000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/**
 * 任课老师 (docs/classroom.md "Co-teachers"): the class's teachers; the 班主任 (owner) makes an
 * invite code and link and removes co-teachers; a co-teacher may leave. The server enforces who
 * may do what; the page only hides what would be refused.
 */
export function TeachersPanel({ detail }: { detail: ClassDetail }) {
  const dispatch = useAppDispatch();
  const { teachers } = useAppSelector(selectClassroom);
  const me = Number(useAppSelector(selectUser)?.uid ?? 0);
  const owner = detail.class.role === 'owner';
  const link = teachers?.invite ? inviteLink(teachers.invite.code) : '';
  return (
    <div className="space-y-4 text-sm">
      <section aria-label="老师名单" className="space-y-2">
        <ul className="divide-y divide-line rounded-lg border border-line">
          {(teachers?.list ?? []).map((t) => (
            <li key={t.userId} className="flex flex-wrap items-center gap-2 px-3 py-2">
              <span className="font-medium text-ink">{t.name}</span>
              <span className="text-ink-soft">{t.phone}</span>
              <span className="rounded bg-canvas px-2 text-xs text-ink-soft">
                {t.role === 'owner' ? '班主任' : '任课老师'}
              </span>
              <span className="ml-auto">
                {owner && t.role === 'teacher' ? (
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`移除${t.name}`}
                    onClick={() => {
                      if (window.confirm(`移除后${t.name}将不能再查看本班数据。确定移除吗？`))
                        dispatch(teacherRemoveRequested(t.userId));
                    }}
                  >
                    移除
                  </Button>
                ) : !owner && t.userId === me ? (
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => {
                      if (window.confirm('退出后将不能再查看本班数据。确定退出吗？'))
                        dispatch(teacherRemoveRequested(t.userId));
                    }}
                  >
                    退出班级
                  </Button>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
        <p className="text-xs text-ink-soft">
          任课老师可以查看本班学生，添加学生，排座位、点名，录入成绩，记录观察和填写评语；
          只有班主任可以修改或删除班级、删除学生、覆盖导入名单和管理任课老师。
        </p>
      </section>
      {owner ? (
        <section aria-label="邀请任课老师" className="space-y-2">
          <h3 className="font-semibold text-ink">邀请任课老师</h3>
          {teachers?.invite ? (
            <div className="space-y-1">
              <p>
                邀请码：
                <strong
                  className="font-mono text-lg tracking-widest text-ink"
                  data-testid="invite-code"
                >
                  {teachers.invite.code}
                </strong>
                <span className="ml-2 text-xs text-ink-soft">
                  {formatDate(teachers.invite.expiresAt)} 前有效
                </span>
              </p>
              <p className="break-all text-xs text-ink-soft">邀请链接：{link}</p>
              <Button
                size="sm"
                variant="secondary"
                onClick={() => void navigator.clipboard?.writeText(link)}
              >
                复制邀请链接
              </Button>
            </div>
          ) : (
            <p className="text-ink-soft">
              生成邀请码后发给其他老师，对方登录后输入邀请码或打开链接即可加入。
            </p>
          )}
          <Button size="sm" onClick={() => dispatch(inviteRequested())}>
            {teachers?.invite ? '重新生成邀请码' : '生成邀请码'}
          </Button>
        </section>
      ) : null}
    </div>
  );
}

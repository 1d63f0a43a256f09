import {
  formatBytes,
  ORG_MEMBER_QUERY_MAX_LENGTH,
  ORG_NAME_MAX_LENGTH,
  SCHOOL_LABELS,
} from '@aita/core';
import { Button, FormField, SelectInput, StateMessage, TextInput } from '@aita/ui';
import { useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../shared/hooks';
import { selectCurOrgId, selectOrgList } from '../identity';
import { DiskAccessLog } from './DiskAccessLog';
import { keepFile } from './pendingUploads';
import {
  adminOpened,
  codeRegenerateRequested,
  imageUploadRequested,
  memberActionRequested,
  memberSearchChanged,
  selectSchoolAdmin,
  settingsSaveRequested,
} from './schoolSlice';

const DAY_OPTIONS = [
  { value: 7, label: '7天后过期' },
  { value: 30, label: '30天后过期' },
  { value: 90, label: '90天后过期' },
  { value: 0, label: '长期有效' },
];

const card = 'rounded-[var(--radius-card)] bg-surface p-5 shadow-card';
const dateTime = (iso: string) =>
  new Date(iso).toLocaleString('zh-CN', { timeZone: 'Asia/Shanghai', hour12: false });

/**
 * `/school/manage`, what a school admin runs (docs/school.md "Running a school"): name, logo
 * and home background, AI 通识课 (isCourseShow), the join code (regenerate with an expiry,
 * approval of joins), members (search, make admin, remove) and the disk's quota. The server
 * refuses every change to a teacher who is not an admin; this page follows the current school.
 */
export function SchoolManagePage() {
  const dispatch = useAppDispatch();
  const orgId = useAppSelector(selectCurOrgId);
  const org = useAppSelector(selectOrgList).find((o) => o.orgId === orgId);
  const admin = useAppSelector(selectSchoolAdmin);
  const s = admin.orgId === orgId ? admin.settings : null;
  // null: untouched, the saved name shows.
  const [draft, setDraft] = useState<string | null>(null);
  const [days, setDays] = useState<number | null>(30);
  const [query, setQuery] = useState('');

  useEffect(() => {
    if (orgId !== null) dispatch(adminOpened(orgId));
  }, [dispatch, orgId]);

  if (orgId === null || !org) {
    return (
      <div className="px-6 py-16">
        <StateMessage title={SCHOOL_LABELS.manage} description="请先加入学校" />
      </div>
    );
  }
  if (!s) {
    return (
      <div className="px-6 py-16">
        {admin.error ? (
          <StateMessage title={SCHOOL_LABELS.manage} description={admin.error} />
        ) : (
          <p className="text-center text-ink-muted">正在加载…</p>
        )}
      </div>
    );
  }
  const pick = (target: 'logo' | 'background') => (event: React.ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) dispatch(imageUploadRequested({ id: keepFile(file), target }));
  };
  const members = admin.members;
  const name = draft ?? s.orgName;

  return (
    <div
      className="mx-auto flex max-w-4xl flex-col gap-5 px-4 py-6 md:px-6"
      data-testid="school-manage"
    >
      <h1 className="text-xl font-semibold text-ink">
        {SCHOOL_LABELS.manage} · {s.orgName}
      </h1>

      <section className={card} aria-labelledby="school-basic">
        <h2 id="school-basic" className="mb-3 text-base font-semibold text-ink">
          基本信息
        </h2>
        <form
          className="flex flex-wrap items-end gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            dispatch(settingsSaveRequested({ orgName: name }));
            setDraft(null);
          }}
        >
          <FormField label="学校名称" className="min-w-60 flex-1">
            {(id) => (
              <TextInput
                id={id}
                value={name}
                maxLength={ORG_NAME_MAX_LENGTH}
                onChange={(e) => setDraft(e.target.value)}
              />
            )}
          </FormField>
          <Button type="submit" disabled={admin.busy || !name.trim() || name.trim() === s.orgName}>
            保存名称
          </Button>
        </form>
        <div className="mt-4 flex flex-col gap-2 text-sm text-ink">
          <label className="flex items-center gap-2">
            <input
              type="checkbox"
              checked={s.isCourseShow === 1}
              disabled={admin.busy}
              onChange={(e) =>
                dispatch(settingsSaveRequested({ isCourseShow: e.target.checked ? 1 : 0 }))
              }
            />
            向本校教师显示「AI通识课」
          </label>
          <label className="flex items-center gap-2">
            <input
              type="checkbox"
              checked={s.joinApproval}
              disabled={admin.busy}
              onChange={(e) => dispatch(settingsSaveRequested({ joinApproval: e.target.checked }))}
            />
            凭邀请码加入需管理员审核
          </label>
        </div>
        <p className="mt-3 text-sm text-ink-soft" data-testid="school-quota">
          学校网盘：已用 {formatBytes(s.usedBytes)} / 共 {formatBytes(s.quotaBytes)}
        </p>
      </section>

      <section className={card} aria-labelledby="school-images">
        <h2 id="school-images" className="mb-3 text-base font-semibold text-ink">
          学校标识
        </h2>
        <div className="flex flex-wrap gap-6">
          <div className="flex flex-col gap-2">
            <span className="text-sm text-ink-soft">校徽（裁剪为 256×256）</span>
            {s.logo ? (
              <img src={s.logo} alt="校徽" className="size-20 rounded" />
            ) : (
              <span className="size-20 rounded bg-canvas" />
            )}
            <label className="cursor-pointer text-sm text-primary-700">
              上传校徽
              <input
                type="file"
                accept="image/png,image/jpeg,image/webp"
                className="sr-only"
                onChange={pick('logo')}
              />
            </label>
          </div>
          <div className="flex min-w-0 flex-1 flex-col gap-2">
            <span className="text-sm text-ink-soft">首页背景（裁剪为 1920×600）</span>
            {s.background ? (
              <img
                src={s.background}
                alt="首页背景"
                className="aspect-[16/5] w-full max-w-md rounded object-cover"
              />
            ) : (
              <span className="aspect-[16/5] w-full max-w-md rounded bg-canvas" />
            )}
            <label className="cursor-pointer text-sm text-primary-700">
              上传首页背景
              <input
                type="file"
                accept="image/png,image/jpeg,image/webp"
                className="sr-only"
                onChange={pick('background')}
              />
            </label>
          </div>
        </div>
      </section>

      <section className={card} aria-labelledby="school-code">
        <h2 id="school-code" className="mb-3 text-base font-semibold text-ink">
          邀请码
        </h2>
        <p className="text-sm text-ink">
          <span className="font-mono text-lg tracking-widest" data-testid="school-join-code">
            {s.joinCode}
          </span>
          <span className="ml-3 text-ink-soft">
            {s.joinCodeExpiresAt ? `有效期至 ${dateTime(s.joinCodeExpiresAt)}` : '长期有效'}
          </span>
        </p>
        <div className="mt-3 flex flex-wrap items-center gap-2">
          <SelectInput
            aria-label="新邀请码有效期"
            value={days}
            options={DAY_OPTIONS}
            placeholder="有效期"
            onValueChange={setDays}
            width={40}
          />
          <Button
            variant="secondary"
            disabled={admin.busy || days === null}
            onClick={() => dispatch(codeRegenerateRequested(days ?? 30))}
          >
            重新生成邀请码
          </Button>
          <span className="text-xs text-ink-soft">重新生成后旧邀请码立即失效</span>
        </div>
      </section>

      <section className={card} aria-labelledby="school-members">
        <h2 id="school-members" className="mb-3 text-base font-semibold text-ink">
          {SCHOOL_LABELS.members}（{members?.total ?? 0}）
        </h2>
        {members && members.pending.length > 0 ? (
          <div className="mb-4 rounded bg-canvas p-3">
            <p className="mb-2 text-sm font-medium text-ink">待审核（{members.pending.length}）</p>
            <ul className="flex flex-col gap-2">
              {members.pending.map((m) => (
                <li key={m.uid} className="flex items-center gap-2 text-sm">
                  <span className="flex-1">
                    {m.uname}（尾号{m.phoneTail}）
                  </span>
                  <Button
                    size="sm"
                    onClick={() =>
                      dispatch(memberActionRequested({ uid: Number(m.uid), action: 'approve' }))
                    }
                  >
                    通过
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() =>
                      dispatch(memberActionRequested({ uid: Number(m.uid), action: 'refuse' }))
                    }
                  >
                    拒绝
                  </Button>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <form
          role="search"
          className="mb-3 flex gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            dispatch(memberSearchChanged(query.trim()));
          }}
        >
          <TextInput
            aria-label="搜索成员"
            placeholder="姓名、手机尾号或用户ID"
            value={query}
            maxLength={ORG_MEMBER_QUERY_MAX_LENGTH}
            onChange={(e) => setQuery(e.target.value)}
          />
          <Button type="submit" variant="secondary">
            搜索
          </Button>
        </form>
        <ul className="divide-y divide-line" data-testid="school-members-list">
          {(members?.list ?? []).map((m) => (
            <li key={m.uid} className="flex flex-wrap items-center gap-2 py-2 text-sm">
              <span className="min-w-0 flex-1 truncate text-ink">
                {m.uname}
                <span className="ml-2 text-xs text-ink-soft">尾号{m.phoneTail}</span>
              </span>
              <span
                className={
                  m.role === 'admin' ? 'text-xs text-primary-700' : 'text-xs text-ink-soft'
                }
              >
                {m.role === 'admin' ? SCHOOL_LABELS.admin : SCHOOL_LABELS.teacher}
              </span>
              <Button
                size="sm"
                variant="ghost"
                onClick={() =>
                  dispatch(
                    memberActionRequested({
                      uid: Number(m.uid),
                      action: m.role === 'admin' ? 'makeTeacher' : 'makeAdmin',
                    }),
                  )
                }
              >
                {m.role === 'admin' ? '取消管理员' : '设为管理员'}
              </Button>
              <Button
                size="sm"
                variant="ghost"
                aria-label={`将${m.uname}移出学校`}
                onClick={() =>
                  dispatch(memberActionRequested({ uid: Number(m.uid), action: 'remove' }))
                }
              >
                移出
              </Button>
            </li>
          ))}
        </ul>
      </section>
      <DiskAccessLog entries={admin.accessLog} />
    </div>
  );
}

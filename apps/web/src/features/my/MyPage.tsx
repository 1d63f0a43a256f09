import { Button, StateMessage, TextInput, UserAvatar } from '@aita/ui';
import { MSG_LOADING, MSG_NETWORK_ERROR, ORG_CODE_MAX_LENGTH } from '@aita/core';
import { Suspense, useState } from 'react';
import { Link } from 'react-router';
import { ROUTES } from '../../shared/routes';
import { useAppDispatch, useAppSelector } from '../../shared/hooks';
import {
  loginRequested,
  selectAuthReady,
  AUTH_LABELS,
  selectCurOrgId,
  selectIsLoggedIn,
  selectIsVip,
  selectUser,
  orgJoinRequested,
  orgLeaveRequested,
  orgSwitchRequested,
  profileDialogOpened,
  selectOrgJoin,
  selectSwitchingOrg,
  formatDate,
  PROFILE_LABELS as L,
  AccountSecurity,
} from '../identity';
import { ordersDialogRequested, purchaseDialogRequested, MEMBERSHIP_LABELS } from '../membership';
import { SchoolCard } from '../school';

/**
 * `/my/index`, the personal page (spec §1 personal center, §2): profile card (avatar, name,
 * school, period and subject, membership and its end date with 开通会员 / 续费会员 and 我的订单;
 * anonymous teachers get 开通会员 beside 登录, which logs in first), the teacher's schools with a
 * switch, joining a school by code, and the entry to the account-info dialog.
 */
export function MyPage() {
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const ready = useAppSelector(selectAuthReady);
  const user = useAppSelector(selectUser);
  const vip = useAppSelector((state) => selectIsVip(state));
  const curOrgId = useAppSelector(selectCurOrgId);
  const join = useAppSelector(selectOrgJoin);
  const switching = useAppSelector(selectSwitchingOrg);
  const [code, setCode] = useState('');

  if (!loggedIn) {
    return (
      <div className="mx-auto max-w-3xl px-6 py-16 text-center" data-testid="my-page">
        <StateMessage title={L.myTitle} description="登录后查看个人信息" />
        <div className="mt-6 flex justify-center gap-3">
          <Button padding={8} onClick={() => dispatch(loginRequested({ reason: 'my' }))}>
            {AUTH_LABELS.login}
          </Button>
          <Button
            variant="secondary"
            padding={6}
            data-testid="my-membership-button"
            onClick={() => dispatch(purchaseDialogRequested({ source: 'my' }))}
          >
            {MEMBERSHIP_LABELS.buy}
          </Button>
        </div>
      </div>
    );
  }
  if (!user) {
    return (
      <div className="px-6 py-16 text-center text-ink-muted" data-testid="my-page">
        {ready ? MSG_NETWORK_ERROR : MSG_LOADING}
      </div>
    );
  }

  const periodSubject = [user.periodName, user.subjectName].filter(Boolean).join(' · ') || L.notSet;
  const vipText =
    user.vipEndAt > 0
      ? vip
        ? L.vipActive(formatDate(user.vipEndAt))
        : L.vipExpired(formatDate(user.vipEndAt))
      : L.vipNone;

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-6 py-8" data-testid="my-page">
      <h1 className="text-xl font-semibold text-ink">{L.myTitle}</h1>
      <section className="flex items-center gap-5 rounded-[var(--radius-card)] bg-surface p-6 shadow-card">
        <UserAvatar src={user.avatar} name={user.uname} vip={vip} size="lg" />
        <div className="min-w-0 flex-1">
          <p className="truncate text-lg font-semibold text-ink" data-testid="my-name">
            {user.uname}
          </p>
          <p className="mt-1 text-sm text-ink-soft">
            {user.schoolName || L.notSet} · {periodSubject}
          </p>
          <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
            <p
              className={vip ? 'text-sm text-accent' : 'text-sm text-ink-muted'}
              data-testid="my-vip"
            >
              {vipText}
            </p>
            <Button
              size="sm"
              data-testid="my-membership-button"
              onClick={() => dispatch(purchaseDialogRequested({ source: 'my' }))}
            >
              {vip ? MEMBERSHIP_LABELS.renew : MEMBERSHIP_LABELS.buy}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              data-testid="my-orders-button"
              onClick={() => dispatch(ordersDialogRequested({ source: 'my' }))}
            >
              {MEMBERSHIP_LABELS.orders}
            </Button>
          </div>
        </div>
        <Button variant="secondary" onClick={() => dispatch(profileDialogOpened('account'))}>
          {L.editAccount}
        </Button>
      </section>

      <Suspense fallback={null}>
        <SchoolCard />
      </Suspense>

      <MyTools />

      <section className="rounded-[var(--radius-card)] bg-surface p-6 shadow-card">
        <h2 className="text-base font-semibold text-ink">{L.schools}</h2>
        {user.orgList.length === 0 ? (
          <p className="mt-3 text-sm text-ink-muted">{L.noSchool}</p>
        ) : (
          <ul className="mt-3 divide-y divide-line" data-testid="my-schools">
            {user.orgList.map((org) => (
              <li key={org.orgId} className="flex items-center gap-3 py-3">
                {org.logo ? <img src={org.logo} alt="" className="size-8 rounded" /> : null}
                <span className="flex-1 text-sm text-ink">{org.orgName}</span>
                {org.orgId === curOrgId ? (
                  <span className="text-xs text-primary-600">{L.current}</span>
                ) : (
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={switching}
                    onClick={() => dispatch(orgSwitchRequested(org.orgId))}
                  >
                    {L.setCurrent}
                  </Button>
                )}
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={switching}
                  aria-label={`退出${org.orgName}`}
                  onClick={() => {
                    if (window.confirm(`确定退出${org.orgName}吗？`)) {
                      dispatch(orgLeaveRequested(org.orgId));
                    }
                  }}
                >
                  退出
                </Button>
              </li>
            ))}
          </ul>
        )}
        <form
          className="mt-4 flex items-start gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            if (code.trim()) dispatch(orgJoinRequested(code));
          }}
        >
          <div className="flex-1">
            <TextInput
              aria-label={L.joinCode}
              placeholder={L.joinPlaceholder}
              value={code}
              maxLength={ORG_CODE_MAX_LENGTH}
              data-testid="join-code"
              onChange={(event) => setCode(event.target.value)}
            />
            {join.error ? (
              <p role="alert" className="mt-1 text-xs text-danger" data-testid="join-error">
                {join.error}
              </p>
            ) : null}
          </div>
          <Button type="submit" disabled={join.pending || !code.trim()}>
            {L.joinSchool}
          </Button>
        </form>
      </section>
      <Suspense fallback={null}>
        <AccountSecurity />
      </Suspense>
    </div>
  );
}

/** The teacher's own workbench tools that are pages rather than conversations. */
const MY_TOOLS = [
  { to: ROUTES.knowledge, name: '我的资料库', hint: '上传教案、课标与文档，按出处问答' },
  { to: ROUTES.transcription, name: '录音转文字', hint: '课堂与会议录音转成带时间的文字' },
  { to: ROUTES.courseware, name: 'AI课件', hint: '先定大纲，再生成可编辑的 PPT' },
  { to: ROUTES.imageApps, name: '图片工具', hint: '涂色线稿、手抄报与教学插图' },
] as const;

function MyTools() {
  return (
    <section
      aria-labelledby="my-tools-title"
      className="rounded-[var(--radius-card)] bg-surface p-6 shadow-card"
    >
      <h2 id="my-tools-title" className="text-base font-semibold text-ink">
        我的工具
      </h2>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2" data-testid="my-tools">
        {MY_TOOLS.map((tool) => (
          <li key={tool.to}>
            <Link
              to={tool.to}
              className="flex min-h-11 flex-col rounded-lg px-3 py-2 ring-1 ring-line hover:bg-canvas focus-visible:outline-2 focus-visible:outline-primary-500"
            >
              <span className="text-sm font-medium text-ink">{tool.name}</span>
              <span className="text-xs text-ink-soft">{tool.hint}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

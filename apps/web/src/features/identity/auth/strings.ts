/**
 * Labels of the identity screens that the spec does not spell out (its exact strings come from
 * `@aita/core` messages). One place each, so tests and components agree.
 */
export const AUTH_LABELS = {
  login: '登录',
  personalCenter: '个人中心',
  accountInfo: '账号信息',
  switchPeriodSubject: '切换学段学科',
  logout: '退出登录',
} as const;

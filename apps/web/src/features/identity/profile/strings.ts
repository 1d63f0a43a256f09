import { chinaDate } from '@aita/core';

/** Labels of the profile screens that the spec does not spell out (see docs/identity-web.md). */
export const PROFILE_LABELS = {
  accountInfo: '账号信息',
  avatar: '头像',
  changeAvatar: '点击更换头像',
  accountId: '账号ID',
  name: '姓名',
  schoolName: '学校名称',
  schoolType: '学校类型',
  period: '学段',
  subject: '学科',
  save: '保存',
  cancel: '取消',
  confirm: '确定',
  skip: '跳过',
  choose: '请选择',
  switchPeriodSubject: '切换学段学科',
  setPeriodSubject: '请设置您的学段和学科',
  setPeriodSubjectHint: '设置后将为您推荐适合的应用和资源。',
  identityTag: '选择您的身份',
  identityTagHint: '欢迎加入！告诉我们您教的学段和学科，为您推荐合适的应用。',
  myTitle: '个人中心',
  vipActive: (date: string) => `会员有效期至 ${date}`,
  vipExpired: (date: string) => `会员已于 ${date} 到期`,
  vipNone: '普通用户',
  schools: '我的学校',
  noSchool: '还没有加入学校',
  current: '当前',
  setCurrent: '设为当前',
  joinSchool: '加入学校',
  joinCode: '学校邀请码',
  joinPlaceholder: '请输入学校邀请码',
  editAccount: '编辑账号信息',
  notSet: '未设置',
} as const;

/** `YYYY-MM-DD` of unix seconds, in Beijing time (core's date helper). */
export function formatDate(unixSeconds: number): string {
  return chinaDate(unixSeconds * 1000);
}

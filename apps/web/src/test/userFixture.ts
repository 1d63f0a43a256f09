import type { UserInfo } from '@aita/core';

/**
 * A logged-in teacher's §3 user info for tests: a 小学 语文 teacher, not a member, registered
 * long enough ago not to count as new; `over` changes what a test is about.
 */
export function fakeUser(over: Partial<UserInfo> = {}): UserInfo {
  return {
    uid: '100001',
    uname: '李老师',
    avatar: '',
    talId: 't',
    schoolName: '',
    schoolType: 0,
    period: 1,
    subject: 1,
    periodName: '小学',
    subjectName: '语文',
    vipEndAt: 0,
    orgList: [],
    curOrgId: 0,
    timeSinceRegistration: 10,
    ...over,
  };
}

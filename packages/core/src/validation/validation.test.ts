import { describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES } from '../constants';
import { MSG_AVATAR_TOO_LARGE, MSG_ENTER_QUESTION, MSG_JOIN_SCHOOL_FIRST } from '../messages';
import { checkAvatar } from './avatar';
import { canSeeClassBook } from './class-book';
import { ValidationError } from './errors';
import { checkFeatureAccess } from './feature-access';
import { buildProfilePayload } from './profile';
import {
  charLength,
  clampSchoolClass,
  shouldSaveSchool,
  validateSchoolClass,
} from './school-class';
import { isNonBlank, shouldSendOnEnter, validateQuestion } from './text-input';
import { isNewUser, isVipActive, needsPeriodAndSubject } from './user-rules';

describe(isNonBlank, () => {
  it.each([
    ['', false],
    ['   ', false],
    ['\n\t　', false],
    [' a ', true],
  ])('%j → %s', (text, ok) => {
    expect(isNonBlank(text)).toBe(ok);
  });
  it('treats null and undefined as blank', () => {
    expect(isNonBlank(null)).toBe(false);
    expect(isNonBlank(undefined)).toBe(false);
  });
});

describe(shouldSendOnEnter, () => {
  it('sends on plain Enter with text only', () => {
    expect(shouldSendOnEnter({ key: 'Enter' }, '问')).toBe(true);
    expect(shouldSendOnEnter({ key: 'Enter' }, ' ')).toBe(false);
    expect(shouldSendOnEnter({ key: 'Enter', shiftKey: true }, '问')).toBe(false);
    expect(shouldSendOnEnter({ key: 'Enter', ctrlKey: true }, '问')).toBe(false);
    expect(shouldSendOnEnter({ key: 'Enter', isComposing: true }, '问')).toBe(false);
    expect(shouldSendOnEnter({ key: 'a' }, '问')).toBe(false);
  });
});

describe(validateQuestion, () => {
  it('rejects blank text with 请输入问题', () => {
    const error = validateQuestion('  ');
    expect(error).toBeInstanceOf(ValidationError);
    expect(error?.type).toBe('blank-text');
    expect(error?.message).toBe(MSG_ENTER_QUESTION);
    expect(validateQuestion('你好')).toBeNull();
  });
});

describe(checkAvatar, () => {
  it('accepts .jpeg, .jpg and .png up to 2097152 bytes, any case', () => {
    expect(checkAvatar({ name: 'a.jpeg', size: AVATAR_MAX_BYTES })).toBeNull();
    expect(checkAvatar({ name: 'A.JPG', size: 0 })).toBeNull();
    expect(checkAvatar({ name: 'x.y.png', size: 10 })).toBeNull();
  });
  it('rejects 1 byte over and other types with the spec message', () => {
    const big = checkAvatar({ name: 'a.png', size: AVATAR_MAX_BYTES + 1 });
    expect(big?.type).toBe('avatar-too-large');
    expect(big?.message).toBe(MSG_AVATAR_TOO_LARGE);
    const gif = checkAvatar({ name: 'a.gif', size: 1 });
    expect(gif?.type).toBe('avatar-type');
    expect(gif?.message).toBe(MSG_AVATAR_TOO_LARGE);
    expect(checkAvatar({ name: 'png', size: 1 })?.type).toBe('avatar-type');
    expect(checkAvatar({ name: 'a.png', size: Number.NaN })?.type).toBe('avatar-too-large');
  });
});

describe(buildProfilePayload, () => {
  it('sends a missing subject as 0 and a missing period as -1', () => {
    expect(buildProfilePayload({})).toEqual({ subject: 0, period: -1 });
    expect(buildProfilePayload({ subject: null, period: Number.NaN })).toEqual({
      subject: 0,
      period: -1,
    });
  });
  it('keeps set values, including 0 and empty strings', () => {
    expect(
      buildProfilePayload({
        subject: 3,
        period: 0,
        schoolType: 2,
        uname: '',
        schoolName: '实验小学',
        avatar: null,
      }),
    ).toEqual({ subject: 3, period: 0, schoolType: 2, uname: '', schoolName: '实验小学' });
  });
});

describe(validateSchoolClass, () => {
  it('allows 40 characters and rejects 41, counting Chinese characters as one', () => {
    expect(validateSchoolClass('校'.repeat(40), '学校')).toBeNull();
    const error = validateSchoolClass('校'.repeat(41), '学校');
    expect(error?.type).toBe('too-long');
    expect(error?.message).toBe('学校名称不能超过40个字');
    expect(validateSchoolClass('', '班级')).toBeNull();
  });
  it('clamps input to 40 characters without splitting an emoji', () => {
    expect(clampSchoolClass('😀'.repeat(45))).toBe('😀'.repeat(40));
    expect(charLength(clampSchoolClass('😀'.repeat(45)))).toBe(40);
    expect(clampSchoolClass('短')).toBe('短');
  });
});

describe(shouldSaveSchool, () => {
  it('saves only a non-empty, changed school', () => {
    expect(shouldSaveSchool('实验小学', '')).toBe(true);
    expect(shouldSaveSchool('实验小学', '一小')).toBe(true);
    expect(shouldSaveSchool('  实验小学 ', '实验小学')).toBe(false);
    expect(shouldSaveSchool('  ', '一小')).toBe(false);
    expect(shouldSaveSchool('一小', null)).toBe(true);
  });
});

describe(canSeeClassBook, () => {
  const teacher = (periodName: string, subjectName: string, period = 1, subject = 1) => ({
    period,
    subject,
    periodName,
    subjectName,
  });
  it('shows to anonymous users and 小学 语文/数学 teachers', () => {
    expect(canSeeClassBook(null)).toBe(true);
    expect(canSeeClassBook(teacher('小学', '语文'))).toBe(true);
    expect(canSeeClassBook(teacher('小学', '数学'))).toBe(true);
  });
  it('shows when period or subject is unset', () => {
    expect(canSeeClassBook(teacher('', '', -1, 0))).toBe(true);
    expect(canSeeClassBook(teacher('', '语文', -1, 1))).toBe(true);
    expect(canSeeClassBook(teacher('小学', '', 1, 0))).toBe(true);
  });
  it('hides from other periods and subjects', () => {
    expect(canSeeClassBook(teacher('初中', '语文'))).toBe(false);
    expect(canSeeClassBook(teacher('小学', '英语'))).toBe(false);
    expect(canSeeClassBook(teacher('高中', '', 3, 0))).toBe(false);
  });
});

describe(checkFeatureAccess, () => {
  it('needs login, then an organisation, for jptk and xbtk', () => {
    expect(checkFeatureAccess('jptk', { loggedIn: false, hasOrganisation: false })).toEqual({
      kind: 'login',
    });
    const denied = checkFeatureAccess('xbtk', { loggedIn: true, hasOrganisation: false });
    expect(denied.kind === 'denied' && denied.error.message).toBe(MSG_JOIN_SCHOOL_FIRST);
    expect(checkFeatureAccess('xbtk', { loggedIn: true, hasOrganisation: true })).toEqual({
      kind: 'open',
    });
  });
  it('class management needs only login; other cards nothing', () => {
    expect(checkFeatureAccess('classroom', { loggedIn: false, hasOrganisation: false }).kind).toBe(
      'login',
    );
    expect(checkFeatureAccess('classroom', { loggedIn: true, hasOrganisation: false }).kind).toBe(
      'open',
    );
    expect(checkFeatureAccess('ai-write', { loggedIn: false, hasOrganisation: false }).kind).toBe(
      'open',
    );
  });
});

describe(isVipActive, () => {
  it('compares unix seconds with milliseconds, inclusive at the end', () => {
    const end = 1_800_000_000;
    expect(isVipActive(end, end * 1000)).toBe(true);
    expect(isVipActive(end, end * 1000 + 1)).toBe(false);
    // The classic bug: treating seconds as milliseconds would make every member expired.
    expect(isVipActive(end, end * 1000 - 86_400_000)).toBe(true);
    expect(isVipActive(0, 0)).toBe(false);
  });
});

describe(isNewUser, () => {
  it('is new under 2', () => {
    expect(isNewUser({ timeSinceRegistration: 0 })).toBe(true);
    expect(isNewUser({ timeSinceRegistration: 1.9 })).toBe(true);
    expect(isNewUser({ timeSinceRegistration: 2 })).toBe(false);
  });
});

describe(needsPeriodAndSubject, () => {
  it('prompts when period or subject is unset', () => {
    expect(needsPeriodAndSubject({ period: -1, subject: 0 })).toBe(true);
    expect(needsPeriodAndSubject({ period: 1, subject: 0 })).toBe(true);
    expect(needsPeriodAndSubject({ period: 1, subject: 2 })).toBe(false);
  });
});

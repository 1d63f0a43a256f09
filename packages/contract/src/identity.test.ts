import { describe, expect, it } from 'vitest';
import { identity } from './identity';
import { accepted, refusal } from './test/refusal';

const AVATAR = `/files/avatars/${'a'.repeat(32)}.png`;

describe('identity.updateProfile body', () => {
  const body = identity.updateProfile.body;

  it('trims text, counts null as absent and keeps §5 unset values', () => {
    expect(
      accepted(body, {
        uname: '  王老师 ',
        schoolName: ' 实验小学 ',
        schoolType: 1,
        period: 0,
        subject: 0,
        avatar: AVATAR,
      }),
    ).toEqual({
      uname: '王老师',
      schoolName: '实验小学',
      schoolType: 1,
      period: -1,
      subject: 0,
      avatar: AVATAR,
    });
    expect(accepted(body, { uname: null, period: -1, subject: 2 })).toEqual({
      period: -1,
      subject: 2,
    });
    expect(accepted(body, { avatar: '' })).toEqual({ avatar: '' });
  });

  it('answers the first broken rule, in field order, as a whole sentence', () => {
    expect(refusal(body, { uname: ' ' })).toBe('姓名不能为空');
    expect(refusal(body, { uname: '字'.repeat(21) })).toBe('姓名不能超过20个字符');
    expect(accepted(body, { uname: '字'.repeat(20) }).uname).toHaveLength(20);
    expect(refusal(body, { uname: '王\t老师' })).toBe('姓名包含不允许的字符');
    expect(refusal(body, { schoolName: '校'.repeat(41) })).toBe('学校名称不能超过40个字符');
    expect(refusal(body, { schoolName: '实验\u0085小学' })).toBe('学校名称包含不允许的字符');
    expect(refusal(body, { schoolType: 99 })).toBe('请选择正确的学校类型');
    expect(refusal(body, { period: 9 })).toBe('请选择正确的学段');
    expect(refusal(body, { subject: 99 })).toBe('请选择正确的学科');
    expect(refusal(body, { avatar: 'https://evil.example/a.png' })).toBe(
      '头像地址无效，请重新上传头像',
    );
    expect(refusal(body, { schoolType: 99, avatar: 'x' })).toBe('请选择正确的学校类型');
  });

  it('reads shapes first, naming the field', () => {
    expect(refusal(body, { period: '1' })).toBe('参数错误：period 应为数字');
    expect(refusal(body, { period: 1.5 })).toBe('参数错误：period 应为整数');
    expect(refusal(body, { uname: 'x'.repeat(1001) })).toBe('参数错误：uname 不能超过 1000 个字符');
  });
});

describe('identity bodies', () => {
  it('report: an event name of letters, digits and _ . : -, params at most 4096 characters', () => {
    expect(accepted(identity.report.body, { event: 'login_success', params: { a: 1 } })).toEqual({
      event: 'login_success',
      params: { a: 1 },
    });
    // A regex rule is an `invalid_format` issue: the server answers the generic 无效 for it.
    expect(refusal(identity.report.body, { event: 'a b' })).toBe('参数错误：event 无效');
    expect(refusal(identity.report.body, { event: 'e', params: { a: 'x'.repeat(4096) } })).toBe(
      '参数错误：params 不能超过 4096 个字符',
    );
    // Today's answer, kept so the server can switch without a change (the type name is zod's).
    expect(refusal(identity.report.body, { event: 'e', params: [1] })).toBe(
      '参数错误：params 应为record',
    );
  });

  it('login and register: strings of bounded length, known ad click ids only', () => {
    // Registration without its SMS code is refused by the contract itself.
    expect(
      refusal(identity.passportRegister.body, { phone: '13800000000', password: 'secret-pass-1' }),
    ).toBe('参数错误：code 应为字符串');
    expect(refusal(identity.passportLogin.body, {})).toBe('参数错误：phone 应为字符串');
    expect(refusal(identity.passportLogin.body, { phone: '138', password: 1 })).toBe(
      '参数错误：password 应为字符串',
    );
    expect(
      accepted(identity.passportRegister.body, {
        phone: '13800000000',
        password: 'secret-pass-1',
        code: '123456',
        uname: null,
        adClickIds: { bd_vid: 'abc.12', other: 'dropped' },
      }),
    ).toEqual({
      phone: '13800000000',
      password: 'secret-pass-1',
      code: '123456',
      uname: null,
      adClickIds: { bd_vid: 'abc.12' },
    });
    expect(
      refusal(identity.passportRegister.body, {
        phone: '1',
        password: '2',
        code: '3',
        adClickIds: { qz_gdt: '<x>' },
      }),
    ).toBe('参数错误：adClickIds.qz_gdt 无效');
  });

  it('legacy code and tickets', () => {
    expect(accepted(identity.userInfo.body, { code: 'x' })).toEqual({ code: 'x' });
    expect(accepted(identity.userConfigs.body, { code: 12 })).toEqual({ code: 12 });
    expect(refusal(identity.userInfo.body, { code: true })).toMatch(/^参数错误：code /);
    expect(refusal(identity.ticketLogin.body, { ticket: '' })).toBe('参数错误：ticket 不能为空');
    expect(refusal(identity.ticketLogin.body, { ticket: 'x'.repeat(257) })).toBe(
      '参数错误：ticket 不能超过 256 个字符',
    );
  });
});

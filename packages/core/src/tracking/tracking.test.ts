import { describe, expect, it } from 'vitest';
import { deviceTag } from './device-tag';
import { trackingIdentity, trackingUserId } from './identity';

describe(trackingIdentity, () => {
  const now = 1_800_000_000_000;
  it('classifies visitors (spec §4)', () => {
    expect(trackingIdentity(null, now)).toBe('unlogin');
    expect(trackingIdentity({ uid: '', vipEndAt: 0 }, now)).toBe('unlogin');
    expect(trackingIdentity({ uid: 'u1', vipEndAt: 0 }, now)).toBe('nonmember');
    expect(trackingIdentity({ uid: 'u1', vipEndAt: now / 1000 }, now)).toBe('member');
    expect(trackingIdentity({ uid: 'u1', vipEndAt: now / 1000 }, now + 1)).toBe('member_expired');
  });
});

describe(trackingUserId, () => {
  it('falls back to 000000', () => {
    expect(trackingUserId(null)).toBe('000000');
    expect(trackingUserId({ uid: '' })).toBe('000000');
    expect(trackingUserId({ uid: '8812' })).toBe('8812');
  });
});

describe(deviceTag, () => {
  it.each([
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/138.0 Safari/537.36',
      'web',
    ],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Safari/605.1.15', 'web'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148 Safari/604.1', 'wap_h5'],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/138.0 Mobile Safari/537.36', 'wap_h5'],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Mobile/15E148 MicroMessenger/8.0.50 NetType/WIFI',
      'wap_wx',
    ],
    ['Mozilla/5.0 (Windows NT 10.0) Chrome/116 MicroMessenger/7.0.20 WindowsWechat', 'wap_wx'],
    ['', 'web'],
  ])('%s → %s', (ua, tag) => {
    expect(deviceTag(ua)).toBe(tag);
  });
  it('treats a missing user agent as web', () => {
    expect(deviceTag(undefined)).toBe('web');
  });
});

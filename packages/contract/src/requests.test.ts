import { describe, expect, it } from 'vitest';
import { apps } from './apps';
import { membership } from './membership';
import { platform } from './platform';
import { school } from './school';
import { teachingAids } from './teachingAids';
import { accepted, refusal } from './test/refusal';

describe('apps bodies', () => {
  it('search and the index filter: at most 50 characters, null as absent', () => {
    expect(accepted(apps.search.body, { query: '作文' })).toEqual({ query: '作文' });
    expect(refusal(apps.search.body, { query: 'x'.repeat(51) })).toBe(
      '参数错误：query 不能超过 50 个字符',
    );
    expect(refusal(apps.search.body, {})).toBe('参数错误：query 应为字符串');
    expect(accepted(apps.indexList.body, { name: null, category: '教学' })).toEqual({
      name: null,
      category: '教学',
    });
    expect(refusal(apps.indexList.body, { name: 'a\u0000' })).toBe(
      '参数错误：name 包含不允许的字符',
    );
  });

  it('favourites: appId as a number or its decimal string, status 1 or 0', () => {
    expect(accepted(apps.updateFavourite.body, { appId: '7', status: '0' })).toEqual({
      appId: 7,
      status: 0,
    });
    expect(refusal(apps.updateFavourite.body, { appId: 7, status: 2 })).toBe(
      '参数错误：status 只能为 1（收藏）或 0（取消收藏）',
    );
    expect(refusal(apps.updateFavourite.body, { appId: 7 })).toBe(
      '参数错误：status 只能为 1（收藏）或 0（取消收藏）',
    );
    expect(refusal(apps.updateFavourite.body, { appId: 0, status: 9 })).toBe(
      '参数错误：appId 应为正整数',
    );
    for (const appId of [undefined, -1, 1.5, '1e3', 2147483648, '12345678901']) {
      expect(refusal(apps.addRecentApp.body, { appId })).toBe('参数错误：appId 应为正整数');
    }
  });
});

describe('membership inputs', () => {
  it('orders: product ids, order numbers and pages of at most 50, default 8', () => {
    expect(accepted(membership.createOrder.body, { productId: '2' })).toEqual({ productId: 2 });
    expect(refusal(membership.createOrder.body, {})).toBe('参数错误：productId 应为正整数');
    expect(accepted(membership.orderPage.query, {})).toEqual({ page: 1, pageSize: 8 });
    expect(accepted(membership.orderPage.query, { page: '2', pageSize: '50' })).toEqual({
      page: 2,
      pageSize: 50,
    });
    expect(refusal(membership.orderPage.query, { pageSize: '51' })).toBe(
      '参数错误：pageSize 应为 1 到 50 的整数',
    );
    expect(refusal(membership.orderStatus.query, { orderId: '' })).toBe(
      '参数错误：orderId 不能为空',
    );
    expect(refusal(membership.orderStatus.query, { orderId: ['a', 'b'] })).toBe(
      '参数错误：orderId 应为字符串',
    );
    expect(refusal(membership.redeem.body, { code: 'x'.repeat(65) })).toBe(
      '参数错误：code 不能超过 64 个字符',
    );
  });
});

describe('school bodies', () => {
  it('join codes of at most 32 characters, integer school ids', () => {
    expect(accepted(school.join.body, { code: 'DEMO2026' })).toEqual({ code: 'DEMO2026' });
    expect(refusal(school.checkCode.body, { code: '' })).toBe('参数错误：code 不能为空');
    expect(refusal(school.checkCode.body, { code: 'x'.repeat(33) })).toBe(
      '参数错误：code 不能超过 32 个字符',
    );
    expect(refusal(school.setCurrent.body, { orgId: '1' })).toBe('参数错误：orgId 应为数字');
    expect(refusal(school.setCurrent.body, { orgId: 0 })).toBe('参数错误：orgId 不能小于 1');
  });
});

describe('teaching aids and platform inputs', () => {
  it('download: school and class at most 40 characters, no control characters', () => {
    const body = teachingAids.download.body;
    expect(accepted(body, { url: '/static/teaching-aids/a.pdf', school: '实验小学' })).toEqual({
      url: '/static/teaching-aids/a.pdf',
      school: '实验小学',
    });
    expect(refusal(body, { url: 'u', className: '班'.repeat(41) })).toBe(
      '参数错误：className 不能超过 40 个字符',
    );
    expect(refusal(body, { url: 'u', school: 'a\nb' })).toBe('参数错误：school 包含不允许的字符');
    expect(refusal(body, {})).toBe('参数错误：url 应为字符串');
  });

  it('resource config: miniprogram when asked, the web otherwise', () => {
    expect(accepted(platform.resourceConfig.query, { source: 'miniprogram' })).toEqual({
      source: 'miniprogram',
    });
    expect(accepted(platform.resourceConfig.query, { source: ['x'] })).toEqual({ source: 'web' });
  });
});

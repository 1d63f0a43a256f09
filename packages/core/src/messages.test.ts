import { describe, expect, it } from 'vitest';
import { isChineseText, msgUploadFailed } from './messages';

describe(msgUploadFailed, () => {
  it('shows a Chinese reason, and 未知错误 for none or a library/network message in English', () => {
    expect(msgUploadFailed('图片过大，请上传不超过10MB的图片')).toBe(
      '上传失败：图片过大，请上传不超过10MB的图片',
    );
    expect(msgUploadFailed()).toBe('上传失败：未知错误');
    expect(msgUploadFailed('')).toBe('上传失败：未知错误');
    expect(msgUploadFailed('Failed to fetch')).toBe('上传失败：未知错误');
    expect(
      msgUploadFailed('The OSS Access Key Id you provided does not exist in our records.'),
    ).toBe('上传失败：未知错误');
  });
});

describe(isChineseText, () => {
  it('is true for text with Chinese characters only', () => {
    expect(isChineseText('上传凭证已过期，请重新获取上传凭证')).toBe(true);
    expect(isChineseText('SecurityTokenExpired: 上传凭证已过期')).toBe(true);
    expect(isChineseText('Request timeout for 60000ms')).toBe(false);
    expect(isChineseText('')).toBe(false);
  });
});

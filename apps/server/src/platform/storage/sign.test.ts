import OSS from 'ali-oss';
import { describe, expect, it } from 'vitest';
import { presignOssGet } from './sign';

const signer = {
  region: 'oss-cn-hangzhou',
  bucket: 'aita-test',
  accessKeyId: 'LTAI5tExampleKeyId',
  accessKeySecret: 'exampleSecret+/=1234567890abcdef',
};

/** The query of a URL as a map (the order of parameters does not matter to OSS). */
const parts = (url: string) => {
  const u = new URL(url);
  return { base: `${u.origin}${u.pathname}`, query: Object.fromEntries(u.searchParams) };
};

describe(presignOssGet, () => {
  it('signs exactly as ali-oss signatureUrl does, with UTF-8 response overrides', () => {
    const client = new OSS({ ...signer, secure: true });
    const cases: [string, Record<string, string>][] = [
      ['course/ai-basics/0-0.webm', { 'content-type': 'video/webm' }],
      [
        'disk/7/0f9e3c1a-2b4d-4e6f-8a0b-1c2d3e4f5a6b.docx',
        {
          'content-disposition': `attachment; filename="____.docx"; filename*=UTF-8''${encodeURIComponent('语文 教案（1）.docx')}`,
          'content-type': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        },
      ],
      ['plain/key with space+plus.txt', {}],
    ];
    for (const [key, response] of cases) {
      const reference = client.signatureUrl(key, { expires: 300, method: 'GET', response });
      const expires = Number(new URL(reference).searchParams.get('Expires'));
      const ours = presignOssGet(signer, key, { expires, response });
      expect(parts(ours)).toEqual(parts(reference));
    }
  });

  it('changes the signature with the expiry, the key and the overrides', () => {
    const sig = (key: string, expires: number, response = {}) =>
      new URL(presignOssGet(signer, key, { expires, response })).searchParams.get('Signature');
    const base = sig('a.pdf', 1_900_000_000);
    expect(sig('a.pdf', 1_900_000_001)).not.toBe(base);
    expect(sig('b.pdf', 1_900_000_000)).not.toBe(base);
    expect(sig('a.pdf', 1_900_000_000, { 'content-type': 'text/html' })).not.toBe(base);
  });
});

import {
  createCipheriv,
  createDecipheriv,
  createSign,
  createVerify,
  randomBytes,
  type KeyObject,
} from 'node:crypto';

/**
 * WeChat Pay API v3 signatures and notification encryption (pay.weixin.qq.com/doc/v3,
 * "签名生成", "签名验证", "证书和回调报文解密"). Pure functions, shared by the provider and the
 * tests' local WeChat Pay server.
 */

/** `WECHATPAY2-SHA256-RSA2048 mchid=…` over "METHOD\nURL\nTS\nNONCE\nBODY\n". */
export function wechatAuthorization(opts: {
  method: string;
  /** Path and query, e.g. `/v3/pay/transactions/native`. */
  url: string;
  body: string;
  mchId: string;
  serial: string;
  privateKey: KeyObject;
  timestamp?: number;
  nonce?: string;
}): string {
  const timestamp = opts.timestamp ?? Math.floor(Date.now() / 1000);
  const nonce = opts.nonce ?? randomBytes(16).toString('hex');
  const message = `${opts.method}\n${opts.url}\n${timestamp}\n${nonce}\n${opts.body}\n`;
  const signature = rsaSign(message, opts.privateKey);
  return (
    `WECHATPAY2-SHA256-RSA2048 mchid="${opts.mchId}",nonce_str="${nonce}",` +
    `signature="${signature}",timestamp="${timestamp}",serial_no="${opts.serial}"`
  );
}

/** The fields of an Authorization header made by {@link wechatAuthorization}; undefined if not one. */
export function parseWechatAuthorization(header: string): Record<string, string> | undefined {
  const prefix = 'WECHATPAY2-SHA256-RSA2048 ';
  if (!header.startsWith(prefix)) return undefined;
  const fields: Record<string, string> = {};
  for (const m of header.slice(prefix.length).matchAll(/(\w+)="([^"]*)"/g)) {
    if (m[1]) fields[m[1]] = m[2] ?? '';
  }
  return fields;
}

export const rsaSign = (message: string, key: KeyObject): string =>
  createSign('RSA-SHA256').update(message, 'utf8').sign(key, 'base64');

export function rsaVerify(message: string, signature: string, key: KeyObject): boolean {
  try {
    return createVerify('RSA-SHA256').update(message, 'utf8').verify(key, signature, 'base64');
  } catch {
    return false;
  }
}

/** The message a response or notification is signed over: "TS\nNONCE\nBODY\n". */
export const wechatResponseMessage = (timestamp: string, nonce: string, body: string): string =>
  `${timestamp}\n${nonce}\n${body}\n`;

/** AEAD_AES_256_GCM with the APIv3 key; `ciphertext` is base64 of the data and the 16-byte tag. */
export function wechatDecrypt(
  resource: { ciphertext: string; nonce: string; associated_data?: string },
  apiV3Key: string,
): string {
  const data = Buffer.from(resource.ciphertext, 'base64');
  if (data.length < 17) throw new Error('ciphertext too short');
  const decipher = createDecipheriv(
    'aes-256-gcm',
    Buffer.from(apiV3Key, 'utf8'),
    Buffer.from(resource.nonce, 'utf8'),
  );
  decipher.setAuthTag(data.subarray(data.length - 16));
  decipher.setAAD(Buffer.from(resource.associated_data ?? '', 'utf8'));
  return Buffer.concat([
    decipher.update(data.subarray(0, data.length - 16)),
    decipher.final(),
  ]).toString('utf8');
}

/** The inverse of {@link wechatDecrypt} (what WeChat Pay does; used by the tests' server). */
export function wechatEncrypt(
  plaintext: string,
  apiV3Key: string,
  nonce: string,
  associatedData: string,
): string {
  const cipher = createCipheriv(
    'aes-256-gcm',
    Buffer.from(apiV3Key, 'utf8'),
    Buffer.from(nonce, 'utf8'),
  );
  cipher.setAAD(Buffer.from(associatedData, 'utf8'));
  const data = Buffer.concat([
    cipher.update(plaintext, 'utf8'),
    cipher.final(),
    cipher.getAuthTag(),
  ]);
  return data.toString('base64');
}

import { createHmac, randomUUID } from 'node:crypto';
import type { SmsSettings } from './settings';

export { smsSettings, type SmsSettings, ALIYUN_SMS_REQUIRED } from './settings';

/** How a code reached the teacher: by SMS, or (no SMS service configured) to the server log. */
export type SmsDelivery = 'sms' | 'log';

/** Sends 6-digit verification codes (docs/security.md "SMS codes"). */
export interface SmsProvider {
  readonly delivery: SmsDelivery;
  /** Sends `code` to `phone`; throws {@link SmsError} when the service refuses or fails. */
  sendCode(phone: string, code: string): Promise<void>;
}

/** The SMS service refused or could not be reached; `detail` is for the log, never the teacher. */
export class SmsError extends Error {
  constructor(readonly detail: string) {
    super(`SMS send failed: ${detail}`);
  }
}

/** The log the log-mode provider writes to (a pino logger fits). */
export interface SmsLog {
  warn(obj: Record<string, unknown>, msg: string): void;
}

/**
 * The log mode, for trying the app without an SMS service: every code is written to the server
 * log on one line naming the phone and the code (never for production: anyone who reads the
 * log can register any number). The last code per phone is also kept in memory, for tests.
 */
export class LogSmsProvider implements SmsProvider {
  readonly delivery = 'log' as const;
  readonly #last = new Map<string, string>();
  constructor(private readonly log: SmsLog) {}

  async sendCode(phone: string, code: string): Promise<void> {
    this.#last.set(phone, code);
    if (this.#last.size > 1000) this.#last.delete(this.#last.keys().next().value as string);
    this.log.warn(
      { sms: { phone, code } },
      `短信验证码（未配置短信服务） phone=${phone} code=${code}`,
    );
  }

  /** The last code sent to `phone` (tests and trying the app only). */
  lastCode(phone: string): string | undefined {
    return this.#last.get(phone);
  }
}

/** Aliyun's RPC percent-encoding: RFC 3986 unreserved characters kept, upper-case hex. */
function percentEncode(text: string): string {
  return encodeURIComponent(text).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/**
 * Aliyun SMS `SendSms` (API version 2017-05-25) with the RPC signature V1: the parameters sorted
 * by name and percent-encoded, StringToSign = `POST&%2F&` + encode(canonical query), signed with
 * HMAC-SHA1 under `AccessKeySecret&`, sent as a form body. The template must take `${code}`.
 */
export class AliyunSmsProvider implements SmsProvider {
  readonly delivery = 'sms' as const;
  constructor(
    private readonly settings: NonNullable<SmsSettings['aliyun']>,
    private readonly timeoutMs = 10_000,
  ) {}

  async sendCode(phone: string, code: string): Promise<void> {
    const params: Record<string, string> = {
      AccessKeyId: this.settings.accessKeyId,
      Action: 'SendSms',
      Format: 'JSON',
      PhoneNumbers: phone,
      RegionId: 'cn-hangzhou',
      SignName: this.settings.signName,
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: randomUUID(),
      SignatureVersion: '1.0',
      TemplateCode: this.settings.templateCode,
      TemplateParam: JSON.stringify({ code }),
      Timestamp: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'),
      Version: '2017-05-25',
    };
    const canonical = Object.keys(params)
      .sort()
      .map((k) => `${percentEncode(k)}=${percentEncode(params[k] as string)}`)
      .join('&');
    const stringToSign = `POST&${percentEncode('/')}&${percentEncode(canonical)}`;
    const signature = createHmac('sha1', `${this.settings.accessKeySecret}&`)
      .update(stringToSign, 'utf8')
      .digest('base64');
    let response: Response;
    try {
      response = await fetch(`${this.settings.endpoint}/`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `${canonical}&Signature=${percentEncode(signature)}`,
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      throw new SmsError(`unreachable: ${(error as Error).message}`);
    }
    const text = await response.text();
    let body: { Code?: string; Message?: string; RequestId?: string } = {};
    try {
      body = JSON.parse(text) as typeof body;
    } catch {
      throw new SmsError(`HTTP ${response.status}, not JSON`);
    }
    if (body.Code !== 'OK') {
      throw new SmsError(
        `${body.Code ?? `HTTP ${response.status}`} ${body.Message ?? ''} RequestId=${body.RequestId ?? ''}`,
      );
    }
  }
}

/** The configured provider: Aliyun SMS when ALIYUN_SMS_* are set, else the log mode. */
export function createSmsProvider(settings: SmsSettings, log: SmsLog): SmsProvider {
  return settings.aliyun ? new AliyunSmsProvider(settings.aliyun) : new LogSmsProvider(log);
}

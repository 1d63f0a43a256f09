import { createHmac, timingSafeEqual } from 'node:crypto';
import { DISK_FILE_URL_SECONDS } from '@aita/core';
import type { Clock } from '../../platform/clock';

/**
 * Signed addresses of disk files (docs/school.md "Downloads"): `/v1/org/disk/file/:id?orgId=…&u=
 * <uid>&e=<expiry>&s=<HMAC-SHA256>`, made for one member and one file by an authenticated call,
 * working {@link DISK_FILE_URL_SECONDS} seconds. A link, `<img>`, `<video>` or pdf.js cannot send
 * the X-Token header, and the token cookie is missing when the app is framed by another site:
 * the signature stands in for the login, never for the school's rules (membership and the
 * folder's permissions are checked again on each request). The key is the server's secret
 * (OSS_SECRET_KEY or DATA_DIR/oss-secret.key), shared by every instance.
 */
export function createDiskFileLinks({ key, clock }: { key: Buffer; clock: Clock }) {
  const mac = (id: string, orgId: number, userId: number, expires: number) =>
    createHmac('sha256', key)
      .update(`school-disk-file\n${id.toLowerCase()}\n${orgId}\n${userId}\n${expires}`)
      .digest('base64url');
  const zipMac = (ids: string, orgId: number, userId: number, expires: number) =>
    createHmac('sha256', key)
      .update(`school-disk-zip\n${ids.toLowerCase()}\n${orgId}\n${userId}\n${expires}`)
      .digest('base64url');
  const same = (a: string, b: string) => {
    const x = Buffer.from(a);
    const y = Buffer.from(b);
    return x.length === y.length && timingSafeEqual(x, y);
  };
  return {
    /**
     * The address of a .zip of these items (打包下载) for one member, as {@link sign}: the ids
     * travel in the URL (`ids=<uuid>.<uuid>…`, at most DISK_ZIP_MAX_ITEMS) under the signature.
     */
    signZip({ ids, orgId, userId }: { ids: readonly string[]; orgId: number; userId: number }) {
      const expires = Math.floor(clock().getTime() / 1000) + DISK_FILE_URL_SECONDS;
      const list = ids.join('.');
      const s = zipMac(list, orgId, userId, expires);
      return {
        url: `/v1/org/disk/zip?orgId=${orgId}&ids=${list}&u=${userId}&e=${expires}&s=${s}`,
        expiresAt: new Date(expires * 1000).toISOString(),
      };
    },
    verifyZip(input: {
      ids: string;
      orgId: number;
      userId: number;
      expires: number;
      signature: string;
    }) {
      if (input.expires * 1000 <= clock().getTime()) return false;
      return same(zipMac(input.ids, input.orgId, input.userId, input.expires), input.signature);
    },
    sign({ id, orgId, userId }: { id: string; orgId: number; userId: number }) {
      const expires = Math.floor(clock().getTime() / 1000) + DISK_FILE_URL_SECONDS;
      const s = mac(id, orgId, userId, expires);
      return {
        url: `/v1/org/disk/file/${id}?orgId=${orgId}&u=${userId}&e=${expires}&s=${s}`,
        expiresAt: new Date(expires * 1000).toISOString(),
      };
    },
    verify(input: {
      id: string;
      orgId: number;
      userId: number;
      expires: number;
      signature: string;
    }) {
      if (input.expires * 1000 <= clock().getTime()) return false;
      const want = Buffer.from(mac(input.id, input.orgId, input.userId, input.expires));
      const got = Buffer.from(input.signature);
      return want.length === got.length && timingSafeEqual(want, got);
    },
  };
}

export type DiskFileLinks = ReturnType<typeof createDiskFileLinks>;

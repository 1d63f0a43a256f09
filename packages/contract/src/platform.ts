/**
 * Platform: what serves every area rather than one — the health probe, the site configuration
 * (footer links, ICP line, grades), upload credentials and the object store, the static site
 * pages (spec §7 "Config and other", "Uploads"; docs/apps.md "Config", docs/oss.md).
 */
import { z } from 'zod';
import { endpoint } from './endpoint';
import { ignoredBody } from './ignored';
import { paths } from './paths';

const linkItem = z.object({ name: z.string(), link: z.string() });

/** The site resource config. */
export const resourceConfigSchema = z.object({
  footerLinks: z.array(linkItem),
  icp: linkItem.extend({ text: z.string() }),
  appCenterPath: z.string(),
  source: z.enum(['web', 'miniprogram']),
});

/** Periods and their grades. */
export const gradeConfigSchema = z.object({
  periodList: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      gradeList: z.array(z.object({ id: z.number(), name: z.string() })),
    }),
  ),
});

/** The upload credential of `GET /v1/oss/token/get` (docs/oss.md "Token"). */
export const ossCredentialSchema = z.object({
  accessKeyId: z.string(),
  accessKeySecret: z.string(),
  securityToken: z.string(),
  bucketName: z.string(),
  directory: z.string(),
  endpoint: z.string(),
  region: z.string(),
  cname: z.boolean(),
  sldEnable: z.boolean(),
  secure: z.boolean(),
  host: z.string(),
  expiration: z.string(),
  maxSize: z.number(),
});

/** `?source=miniprogram` asks for the mini-program's config; any other value means the web. */
export const resourceConfigQuery = z.object({
  source: z
    .unknown()
    .optional()
    .transform((v) => (v === 'miniprogram' ? 'miniprogram' : 'web')),
});

/** Platform endpoints. */
export const platform = {
  /** `GET /healthz` → HTTP 200 `{"status":"ok"}` (503 `unavailable`): not an envelope. */
  healthz: endpoint(paths.platform.healthz, {
    data: z.object({ status: z.enum(['ok', 'unavailable']) }),
  }),
  /** `POST /v1/base/resource/config` (`?source=miniprogram`): footer, ICP line, app centre. */
  resourceConfig: endpoint(paths.platform.resourceConfig, {
    body: ignoredBody,
    query: resourceConfigQuery,
    data: resourceConfigSchema,
  }),
  /** `GET /v1/base/grade/config`. */
  gradeConfig: endpoint(paths.platform.gradeConfig, { data: gradeConfigSchema }),
  /** `GET /v1/oss/token/get`: a temporary upload credential; STS failure → 50000. */
  ossCredential: endpoint(paths.platform.ossCredential, { data: ossCredentialSchema }),
  ossPut: endpoint(paths.platform.ossPut, {}),
  ossGet: endpoint(paths.platform.ossGet, {}),
  sitePage: endpoint(paths.platform.sitePage, {}),
  webIndex: endpoint(paths.platform.webIndex, {}),
} as const;

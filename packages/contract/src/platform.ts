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

/**
 * Which AI capabilities this server has a model for (docs/architecture/ai.md): `chat` the
 * assistant's model (structured output goes with it; without it the assistant answers offline),
 * `vision` photos and handwriting, `embeddings` semantic search, `speech` transcription and
 * read-aloud, `image` image generation. False means the feature says so in Chinese.
 */
export const aiCapabilitiesSchema = z.object({
  chat: z.boolean(),
  vision: z.boolean(),
  embeddings: z.boolean(),
  speech: z.boolean(),
  image: z.boolean(),
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
  /**
   * `GET /readyz` → HTTP 200 `{"status":"ok"}` when the database answers and DATA_DIR has room;
   * else 503 with the envelope (docs/operations.md "Health").
   */
  readyz: endpoint(paths.platform.readyz, {
    data: z.object({ status: z.literal('ok') }),
  }),
  /** `POST /v1/base/resource/config` (`?source=miniprogram`): footer, ICP line, app centre. */
  resourceConfig: endpoint(paths.platform.resourceConfig, {
    body: ignoredBody,
    query: resourceConfigQuery,
    data: resourceConfigSchema,
  }),
  /** `POST /v1/base/capabilities`: which AI capabilities are configured (no model names, no URLs). */
  capabilities: endpoint(paths.platform.capabilities, {
    body: ignoredBody,
    data: aiCapabilitiesSchema,
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

/** Activity: the invite/activity banner (spec §3 "Activity info"; docs/apps.md "Activity"). */
import { z } from 'zod';
import { endpoint } from './endpoint';
import { ignoredBody } from './ignored';
import { paths } from './paths';

/** §3 Activity info. */
export const activityInfoSchema = z.object({
  sidebarJumpUrl: z.string(),
  status: z.number(),
  sidebarUrl: z.string(),
});

/** Activity endpoints. */
export const activity = {
  /** `POST /v1/activity/info`: the banner shows when `status` is 1; carries the token. */
  info: endpoint(paths.activity.info, { body: ignoredBody, data: activityInfoSchema }),
  banner: endpoint(paths.activity.banner, {}),
} as const;

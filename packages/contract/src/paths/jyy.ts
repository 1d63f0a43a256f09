/**
 * The jyy area's routes, one module per area so that a browser chunk carries only its own
 * area's (`@aita/contract/paths/jyy`); `paths.ts` composes them (docs/architecture/contract.md).
 */
import { route } from '../route';

/** The os=jzax embedding's configuration (docs/aiCourse.md "os=jzax"), seeded, operator-run. */
export const jyyPaths = {
  tabList: route('POST', '/v1/jyy/config/tabList', 'json', 'public'),
  keyword: route('POST', '/v1/jyy/miniprogram/keyword', 'json', 'public'),
  nobookIndex: route('POST', '/v1/jyy/nobook/index', 'json', 'public'),
  miniprogramDetail: route('POST', '/v1/jyy/miniprogram/detail', 'json', 'public'),
} as const;

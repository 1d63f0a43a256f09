import { positiveIdField } from '../../platform/http/validate';

/**
 * An app id as the web app sends it: a positive integer, or its decimal string ("12").
 * Anything else fails with 参数错误：appId 应为正整数 (40001).
 */
export const appIdField = positiveIdField;

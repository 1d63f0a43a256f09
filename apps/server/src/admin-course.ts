/**
 * Operator commands for the AI course and the os=jzax configuration (docs/aiCourse.md
 * "Operators"): `course:list`, `course:import --file F`, `course:offer --slug S --org ID
 * [--withdraw 1]`, `jyy:get --key K`, `jyy:set --key K --file F`.
 */
import { readFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import type { Db } from './db/database';
import type { Config } from './env';
import {
  CourseCommandError,
  createAliyunMedia,
  createBuiltinMedia,
  importCourse,
  listCourses,
  offerCourse,
} from './modules/aiCourse';
import { jyyCommand, JyyCommandError } from './modules/jyy';

export const COURSE_COMMANDS = new Set([
  'course:list',
  'course:import',
  'course:offer',
  'jyy:get',
  'jyy:set',
]);

/** A refusal an operator can fix (exit code 2). */
export class CourseAdminError extends Error {}

async function readJson(file: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new CourseAdminError(
      `无法读取 ${file}：${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

function need(options: Map<string, string>, name: string): string {
  const value = options.get(name);
  if (!value) throw new CourseAdminError(`--${name} is required (缺少 --${name})。`);
  return value;
}

/** Runs one course or jyy command; resolves with what to print on stdout. */
export async function courseCommand(
  command: string,
  options: Map<string, string>,
  db: Db,
  config: Pick<Config, 'dataDir' | 'aliyunOss'>,
): Promise<string> {
  try {
    if (command === 'course:list') return await listCourses(db);
    if (command === 'course:import') {
      const file = resolve(need(options, 'file'));
      const media = config.aliyunOss
        ? createAliyunMedia(config.aliyunOss)
        : createBuiltinMedia(config.dataDir);
      return await importCourse(
        await readJson(file),
        (name) => readFile(resolve(dirname(file), name)),
        db,
        media,
      );
    }
    if (command === 'course:offer') {
      const org = Number(need(options, 'org'));
      if (!Number.isInteger(org) || org < 1)
        throw new CourseAdminError('--org 应为学校 id（正整数）。');
      return await offerCourse(db, need(options, 'slug'), org, options.get('withdraw') === '1');
    }
    const key = need(options, 'key');
    if (command === 'jyy:get') return await jyyCommand(db, key);
    return await jyyCommand(db, key, await readJson(need(options, 'file')));
  } catch (error) {
    if (error instanceof CourseCommandError || error instanceof JyyCommandError) {
      throw new CourseAdminError(error.message);
    }
    throw error;
  }
}

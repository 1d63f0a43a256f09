import type { FastifyInstance } from 'fastify';
import { createOrgCommand } from '../../../admin-org';
import type { Database } from '../../../db/database';
import { insertUser, tokenFor } from '../../../test/identity';

/** A teacher with a token. */
export interface Teacher {
  id: number;
  phone: string;
  token: string;
}

export async function teacher(app: FastifyInstance, database: Database): Promise<Teacher> {
  const user = await insertUser(database);
  return { id: user.id, phone: user.phone, token: await tokenFor(app, user.id) };
}

/** A school made by the operator command's own code (`org:create`), with `admin` as its admin. */
export async function makeSchool(
  database: Database,
  admin: Teacher,
  opts: { name?: string; quotaGb?: number } = {},
): Promise<{ orgId: number; joinCode: string }> {
  const out = await createOrgCommand(
    {
      name: opts.name ?? '测试学校',
      adminPhone: admin.phone,
      isCourseShow: 0,
      quotaBytes: opts.quotaGb === undefined ? undefined : opts.quotaGb * 1024 ** 3,
    },
    database,
  );
  const [orgId, joinCode] = out.split('\t');
  return { orgId: Number(orgId), joinCode: joinCode ?? '' };
}

/** A multipart body: fields in order, then one file part (when given). */
export function form(
  fields: Record<string, string>,
  file?: { name: string; data: Buffer },
  boundary = 'schoolBoundary9XkQ',
): { payload: Buffer; headers: Record<string, string> } {
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

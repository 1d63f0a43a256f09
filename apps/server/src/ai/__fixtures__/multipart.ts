/**
 * A small multipart/form-data reader for the fake upstreams (RFC 7578): the tests check the
 * field names, file names, content types and file bytes the providers really sent, read from
 * the raw body by a parser of our own rather than the one that wrote it (undici's FormData).
 */
import type { IncomingHttpHeaders } from 'node:http';

export interface MultipartPart {
  name: string;
  filename?: string;
  contentType?: string;
  data: Buffer;
}

/** The parts of a multipart body; throws on anything malformed (the test then fails). */
export function parseMultipart(headers: IncomingHttpHeaders, raw: Buffer): MultipartPart[] {
  const type = headers['content-type'] ?? '';
  const match = /^multipart\/form-data;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(type);
  const boundary = match?.[1] ?? match?.[2];
  if (!boundary) throw new Error(`not multipart/form-data: ${type}`);
  const delimiter = Buffer.from(`--${boundary}`);
  const parts: MultipartPart[] = [];
  let at = raw.indexOf(delimiter);
  if (at !== 0) throw new Error('body does not start with the boundary');
  for (;;) {
    at += delimiter.length;
    if (raw.subarray(at, at + 2).toString() === '--') return parts;
    if (raw.subarray(at, at + 2).toString() !== '\r\n') throw new Error('no CRLF after boundary');
    at += 2;
    const headerEnd = raw.indexOf('\r\n\r\n', at);
    if (headerEnd < 0) throw new Error('part without header end');
    const head = raw.subarray(at, headerEnd).toString('utf8');
    const next = raw.indexOf(Buffer.concat([Buffer.from('\r\n'), delimiter]), headerEnd + 4);
    if (next < 0) throw new Error('part without closing boundary');
    const disposition = /content-disposition:\s*form-data;([^\r\n]*)/i.exec(head)?.[1] ?? '';
    const name = /\bname="([^"]*)"/.exec(disposition)?.[1];
    if (name === undefined) throw new Error(`part without a name: ${head}`);
    const filename = /\bfilename="([^"]*)"/.exec(disposition)?.[1];
    const contentType = /content-type:\s*([^\r\n]+)/i.exec(head)?.[1]?.trim();
    parts.push({
      name,
      ...(filename !== undefined ? { filename } : {}),
      ...(contentType !== undefined ? { contentType } : {}),
      data: raw.subarray(headerEnd + 4, next),
    });
    at = next + 2;
  }
}

/** The text fields of a multipart body by name (the last wins). */
export function multipartFields(parts: readonly MultipartPart[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const p of parts) if (p.filename === undefined) out[p.name] = p.data.toString('utf8');
  return out;
}

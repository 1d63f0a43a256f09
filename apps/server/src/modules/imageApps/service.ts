/**
 * The image apps' service (docs/imageApps.md): templates, the check of an uploaded image, the
 * colouring page and 手抄报 made here with sharp, and the illustration jobs of the image model.
 */
import {
  Code,
  findImageTemplate,
  IMAGE_MAX_PIXELS,
  IMAGE_MAX_SIDE,
  IMAGE_TEMPLATES,
  MSG_IMAGE_FILE_NOT_FOUND,
  MSG_IMAGE_NEEDS_MODEL,
  MSG_IMAGE_NOT_IMAGE,
  MSG_IMAGE_QUEUED,
  MSG_IMAGE_TASK_NOT_FOUND,
  MSG_IMAGE_TEMPLATE_INVALID,
  MSG_IMAGE_TOO_LARGE_DIMS,
  MSG_IMAGE_UNREADABLE,
  MSG_IMAGE_UNSAFE,
  MSG_VIDEO_NOTE_FFMPEG,
  MSG_VIDEO_NOTE_NO_PROVIDER,
  type ImageTemplateKind,
} from '@aita/core';
import type { Body, Data, imageApps } from '@aita/contract';
import { and, eq } from 'drizzle-orm';
import type { AiProviders } from '../../ai/providers';
import { sniffImage } from '../../ai/image/openai-compatible';
import type { Db } from '../../db/database';
import type { JobQueue, JobView } from '../../jobs';
import { DomainError } from '../../platform/errors';
import type { ObjectSink } from '../../platform/intake';
import { files } from '../files';
import { ILLUSTRATE_JOB, type IllustrateResult } from './jobs';
import { colouringPage } from './lineart';
import { renderPoster } from './poster';
import type { ImageSafetyCheck } from './safety';

type Detect = Data<typeof imageApps.detect>;
type Task = Data<typeof imageApps.task>;

const refuse = (message: string) => new DomainError(Code.INVALID_PARAM, message);

/** The job as the page sees it. */
function taskOf(job: JobView): Task {
  const result = (job.result ?? null) as IllustrateResult | null;
  const state =
    job.state === 'succeeded'
      ? 'done'
      : job.state === 'failed' || job.state === 'cancelled'
        ? 'failed'
        : job.state === 'running'
          ? 'running'
          : 'queued';
  return {
    taskId: job.id,
    state,
    progress: state === 'done' ? 100 : job.progress,
    stage: state === 'queued' && !job.stage ? MSG_IMAGE_QUEUED : job.stage,
    error: state === 'failed' ? job.error : null,
    images: result?.keys.length ?? 0,
    prompt: result?.prompt ?? '',
  };
}

export function createImageAppsService(deps: {
  db: Db;
  jobs: JobQueue;
  ai: AiProviders;
  sink: ObjectSink;
  safety: ImageSafetyCheck;
  /** Whether an ffmpeg binary was found at start (a slideshow video could be made with it). */
  ffmpeg: boolean;
}) {
  const { db, jobs, ai, sink, safety, ffmpeg } = deps;

  async function ownImage(uid: number, fileId: string) {
    const [file] = await db
      .select()
      .from(files)
      .where(and(eq(files.id, fileId), eq(files.ownerUid, uid)));
    if (!file) throw new DomainError(Code.NOT_FOUND, MSG_IMAGE_FILE_NOT_FOUND);
    if (file.kind !== 'image') throw refuse(MSG_IMAGE_NOT_IMAGE);
    return file;
  }

  /** The file's bytes once its type (by magic bytes) and dimensions are checked. */
  async function inspect(uid: number, fileId: string) {
    const file = await ownImage(uid, fileId);
    const bytes = new Uint8Array(await sink.read(file.storageKey));
    const problems: string[] = [];
    const mime = sniffImage(bytes);
    let width = 0;
    let height = 0;
    if (!mime) {
      problems.push(MSG_IMAGE_NOT_IMAGE);
    } else {
      try {
        const { default: sharp } = await import('sharp');
        // Headers only: no pixel is decoded here, so a decompression bomb costs nothing.
        const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
        width = meta.autoOrient?.width ?? meta.width ?? 0;
        height = meta.autoOrient?.height ?? meta.height ?? 0;
        if (!width || !height) problems.push(MSG_IMAGE_UNREADABLE);
        else if (Math.max(width, height) > IMAGE_MAX_SIDE || width * height > IMAGE_MAX_PIXELS) {
          problems.push(MSG_IMAGE_TOO_LARGE_DIMS);
        }
      } catch {
        problems.push(MSG_IMAGE_UNREADABLE);
      }
    }
    return { file, bytes, mime: mime ?? '', width, height, problems };
  }

  return {
    templates(kind?: ImageTemplateKind): Data<typeof imageApps.templates> {
      const generation = ai.capabilities().image;
      return {
        list: IMAGE_TEMPLATES.filter((t) => !kind || t.kind === kind).map((t) => ({
          id: t.id,
          kind: t.kind,
          name: t.name,
          desc: t.desc,
          needsModel: t.needsModel,
          available: !t.needsModel || generation,
        })),
        generation,
        video: {
          available: false,
          note: ffmpeg ? MSG_VIDEO_NOTE_FFMPEG : MSG_VIDEO_NOTE_NO_PROVIDER,
        },
        note: generation ? '' : MSG_IMAGE_NEEDS_MODEL,
      };
    },

    /** Type by magic bytes, size, dimensions and the content-safety hook. */
    async detect(uid: number, fileId: string, signal?: AbortSignal): Promise<Detect> {
      const seen = await inspect(uid, fileId);
      const verdict = seen.problems.length
        ? { checked: false, passed: false, note: '' }
        : await safety({ bytes: seen.bytes, mimeType: seen.mime }, signal);
      const problems = [
        ...seen.problems,
        ...(verdict.passed || seen.problems.length ? [] : [MSG_IMAGE_UNSAFE]),
      ];
      return {
        fileId: seen.file.id,
        name: seen.file.name,
        format: seen.file.format,
        mime: seen.mime,
        size: seen.file.size,
        width: seen.width,
        height: seen.height,
        usable: problems.length === 0,
        problems,
        safety: verdict,
      };
    },

    /** The colouring page of an uploaded photo. */
    async lineart(uid: number, body: Body<typeof imageApps.lineart>): Promise<Buffer> {
      const template = findImageTemplate(body.templateId, 'lineart');
      if (!template?.lineart) throw refuse(MSG_IMAGE_TEMPLATE_INVALID);
      const seen = await inspect(uid, body.fileId);
      if (seen.problems[0]) throw refuse(seen.problems[0]);
      try {
        return await colouringPage(seen.bytes, template.lineart);
      } catch {
        throw refuse(MSG_IMAGE_UNREADABLE);
      }
    },

    /** A 手抄报 with the teacher's title and sections. */
    async poster(body: Body<typeof imageApps.poster>): Promise<Buffer> {
      const template = findImageTemplate(body.templateId, 'poster');
      if (!template) throw refuse(MSG_IMAGE_TEMPLATE_INVALID);
      return renderPoster(template, body.title, body.sections);
    },

    /** Enqueues an illustration (refused without an image model: nothing is faked). */
    async generate(uid: number, body: Body<typeof imageApps.generate>): Promise<Task> {
      const template = findImageTemplate(body.templateId, 'illustration');
      if (!template) throw refuse(MSG_IMAGE_TEMPLATE_INVALID);
      if (!ai.capabilities().image) throw refuse(MSG_IMAGE_NEEDS_MODEL);
      if (body.fileId) {
        const seen = await inspect(uid, body.fileId);
        if (seen.problems[0]) throw refuse(seen.problems[0]);
      }
      const { id } = await jobs.enqueue(
        ILLUSTRATE_JOB,
        {
          templateId: template.id,
          prompt: body.prompt,
          ...(body.fileId ? { fileId: body.fileId } : {}),
        },
        { ownerUid: uid },
      );
      return this.task(uid, id);
    },

    async task(uid: number, taskId: string): Promise<Task> {
      const job = await jobs.get(taskId, uid);
      if (!job || job.kind !== ILLUSTRATE_JOB) {
        throw new DomainError(Code.NOT_FOUND, MSG_IMAGE_TASK_NOT_FOUND);
      }
      return taskOf(job);
    },

    /** One image of a finished illustration job. */
    async taskImage(uid: number, taskId: string, index: number) {
      const job = await jobs.get(taskId, uid);
      const key =
        job?.kind === ILLUSTRATE_JOB
          ? (job.result as IllustrateResult | null)?.keys[index]
          : undefined;
      if (!key) throw new DomainError(Code.NOT_FOUND, MSG_IMAGE_TASK_NOT_FOUND);
      const bytes = await sink.read(key);
      return { bytes, mime: sniffImage(bytes) ?? 'application/octet-stream' };
    },
  };
}

export type ImageAppsService = ReturnType<typeof createImageAppsService>;

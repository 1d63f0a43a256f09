/**
 * The image apps (spec §7 "POST /v1/image/tpl_list; POST /v1/image/detect"; docs/imageApps.md).
 * The spec shows no shapes. Colouring pages and 手抄报 are made on the server with sharp and
 * answered as PNG bytes; illustrations need an image model and run as jobs.
 */
import {
  ILLUSTRATION_PROMPT_MAX,
  IMAGE_TEMPLATE_KINDS,
  POSTER_HEADING_MAX,
  POSTER_SECTIONS_MAX,
  POSTER_SECTIONS_MIN,
  POSTER_TEXT_MAX,
  POSTER_TITLE_MAX,
} from '@aita/core';
import { z } from 'zod';
import { endpoint } from './endpoint';
import { textField, uuidField } from './fields';
import { paths } from './paths';

const templateSchema = z.object({
  id: z.string(),
  kind: z.enum(IMAGE_TEMPLATE_KINDS),
  name: z.string(),
  desc: z.string(),
  needsModel: z.boolean(),
  /** Whether it can run here now. */
  available: z.boolean(),
});

/** A one-line text, trimmed, not blank. */
const lineField = (max: number) =>
  textField(max * 4)
    .transform((v) => v.replace(/\s+/g, ' ').trim())
    .refine((v) => v !== '', { message: '不能为空' })
    .refine((v) => Array.from(v).length <= max, { message: `不能超过 ${max} 个字` });

const jobSchema = z.object({
  taskId: z.string(),
  state: z.enum(['queued', 'running', 'done', 'failed']),
  progress: z.number(),
  stage: z.string(),
  error: z.string().nullable(),
  /** How many images the job made (read each with `taskImage`). */
  images: z.number(),
  prompt: z.string(),
});

/** Image apps endpoints. */
export const imageApps = {
  /** `POST /v1/image/tpl_list {kind?}`: the templates, and what this server can do. */
  templates: endpoint(paths.imageApps.templates, {
    body: z.object({ kind: z.enum(IMAGE_TEMPLATE_KINDS, { message: '取值无效' }).optional() }),
    data: z.object({
      list: z.array(templateSchema),
      generation: z.boolean(),
      video: z.object({ available: z.boolean(), note: z.string() }),
      note: z.string(),
    }),
  }),
  /** `POST /v1/image/detect {fileId}`: type by its bytes, size, dimensions, content safety. */
  detect: endpoint(paths.imageApps.detect, {
    body: z.object({ fileId: uuidField }),
    data: z.object({
      fileId: z.string(),
      name: z.string(),
      format: z.string(),
      mime: z.string(),
      size: z.number(),
      width: z.number(),
      height: z.number(),
      /** Whether it may be used; `problems` says why not (Chinese). */
      usable: z.boolean(),
      problems: z.array(z.string()),
      safety: z.object({ checked: z.boolean(), passed: z.boolean(), note: z.string() }),
    }),
  }),
  /** `POST /v1/image/lineart {fileId, templateId}`: the photo's colouring page (PNG). */
  lineart: endpoint(paths.imageApps.lineart, {
    body: z.object({ fileId: uuidField, templateId: z.string().max(64) }),
  }),
  /** `POST /v1/image/poster {templateId, title, sections}`: a 手抄报 (PNG, A4 landscape). */
  poster: endpoint(paths.imageApps.poster, {
    body: z.object({
      templateId: z.string().max(64),
      title: lineField(POSTER_TITLE_MAX),
      sections: z
        .array(
          z.object({
            heading: lineField(POSTER_HEADING_MAX),
            text: textField(POSTER_TEXT_MAX * 4)
              .transform((v) => v.trim())
              .refine((v) => Array.from(v).length <= POSTER_TEXT_MAX, {
                message: `不能超过 ${POSTER_TEXT_MAX} 个字`,
              }),
          }),
        )
        .min(POSTER_SECTIONS_MIN, { message: `至少 ${POSTER_SECTIONS_MIN} 栏` })
        .max(POSTER_SECTIONS_MAX, { message: `最多 ${POSTER_SECTIONS_MAX} 栏` }),
    }),
  }),
  /** `POST /v1/image/generate {templateId, prompt, fileId?}`: an illustration job. */
  generate: endpoint(paths.imageApps.generate, {
    body: z.object({
      templateId: z.string().max(64),
      prompt: lineField(ILLUSTRATION_PROMPT_MAX),
      fileId: uuidField.optional(),
    }),
    data: jobSchema,
  }),
  /** `POST /v1/image/task {taskId}`: the job's state. */
  task: endpoint(paths.imageApps.task, { body: z.object({ taskId: uuidField }), data: jobSchema }),
  /** `POST /v1/image/task/image {taskId, index}`: one image the job made. */
  taskImage: endpoint(paths.imageApps.taskImage, {
    body: z.object({ taskId: uuidField, index: z.number().int().min(0).max(9) }),
  }),
} as const;

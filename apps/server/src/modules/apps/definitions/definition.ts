/**
 * App definitions as data (docs/apps.md "App definitions"): the schema of one definition and of
 * the seeded file `app-definitions.json` (with the shared field presets of `fields.json`), and
 * their parsing. A definition is what makes an app its own tool: its input form, its
 * instructions to the model, the structure its answer must have, follow-ups, chat toggles and
 * entitlement.
 */
import { appFormFieldSchema } from '@aita/contract';
import type { AppFormField } from '@aita/core';
import { z } from 'zod';
import presetsJson from './fields.json';
import fileJson from './app-definitions.json';

/** A form entry in the file: a preset name (`"period"`) or a whole field. */
const formEntrySchema = z.union([z.string().min(1), appFormFieldSchema]);

/** One app's definition as written in the file or imported by an operator (presets allowed). */
export const definitionInputSchema = z
  .object({
    uri: z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/),
    version: z.number().int().min(1),
    isDeepseek: z.union([z.literal(0), z.literal(1)]),
    isNetwork: z.union([z.literal(0), z.literal(2)]),
    prologueDesc: z.string().min(1).max(500),
    membersOnly: z.boolean().optional(),
    /** Free uses a day for non-members; null unlimited; absent: the file's default. */
    freeDailyQuota: z.number().int().min(0).max(1000).nullable().optional(),
    form: z.array(formEntrySchema).max(20),
    instructions: z.array(z.string().min(1).max(600)).min(1).max(30),
    outputStructure: z.array(z.string().min(1).max(80)).min(1).max(20),
    followUps: z.array(z.string().min(1).max(60)).max(5),
  })
  .strict();

/** A definition as written (form entries may be preset names). */
export type DefinitionInput = z.infer<typeof definitionInputSchema>;

/** A definition as stored and used: presets expanded, entitlement resolved. */
export interface AppDefinition extends Omit<
  DefinitionInput,
  'form' | 'membersOnly' | 'freeDailyQuota'
> {
  form: AppFormField[];
  membersOnly: boolean;
  freeDailyQuota: number | null;
}

const presetSchema = z.record(z.string(), appFormFieldSchema.omit({ key: true }));

/** The shared field presets (学段, 年级, 学科, 教材版本, 课题, 课时, 补充说明). */
export const FIELD_PRESETS = presetSchema.parse(presetsJson);

const fileSchema = z
  .object({
    $comment: z.string().optional(),
    defaults: z.object({ freeDailyQuota: z.number().int().min(0).nullable() }),
    apps: z.array(definitionInputSchema),
  })
  .strict();

/** Thrown for a definition that does not hold together; the message is for operators. */
export class DefinitionError extends Error {}

/**
 * Expands presets, applies the defaults and checks what the schema cannot: unique keys, select
 * options, number bounds and defaults that fit their field.
 */
export function resolveDefinition(
  input: DefinitionInput,
  defaults: { freeDailyQuota: number | null },
): AppDefinition {
  const form: AppFormField[] = input.form.map((entry) => {
    if (typeof entry !== 'string') return entry;
    const preset = FIELD_PRESETS[entry];
    if (!preset) throw new DefinitionError(`${input.uri}: unknown field preset "${entry}"`);
    return { key: entry, ...preset };
  });
  const keys = new Set<string>();
  for (const f of form) {
    if (keys.has(f.key)) throw new DefinitionError(`${input.uri}: field "${f.key}" twice`);
    keys.add(f.key);
    if (f.type === 'select' && !f.options?.length) {
      throw new DefinitionError(`${input.uri}: select "${f.key}" has no options`);
    }
    if (f.type === 'select' && f.default !== undefined && !f.options?.includes(String(f.default))) {
      throw new DefinitionError(`${input.uri}: default of "${f.key}" is not an option`);
    }
    if (f.type === 'number' && f.min !== undefined && f.max !== undefined && f.min > f.max) {
      throw new DefinitionError(`${input.uri}: "${f.key}" min > max`);
    }
  }
  const { form: _form, membersOnly, freeDailyQuota, ...rest } = input;
  return {
    ...rest,
    form,
    membersOnly: membersOnly ?? false,
    freeDailyQuota: freeDailyQuota === undefined ? defaults.freeDailyQuota : freeDailyQuota,
  };
}

/** Parses the seeded file (or a test's copy of it); throws a readable error when it is invalid. */
export function parseDefinitionFile(raw: unknown): AppDefinition[] {
  const parsed = fileSchema.safeParse(raw);
  if (!parsed.success) {
    throw new DefinitionError(`app-definitions.json: ${z.prettifyError(parsed.error)}`);
  }
  const seen = new Set<string>();
  return parsed.data.apps.map((a) => {
    if (seen.has(a.uri)) throw new DefinitionError(`app-definitions.json: ${a.uri} twice`);
    seen.add(a.uri);
    return resolveDefinition(a, parsed.data.defaults);
  });
}

/** The default non-member quota of the file, for definitions imported without one. */
export const DEFAULT_FREE_DAILY_QUOTA: number | null = fileSchema.shape.defaults.parse(
  (fileJson as { defaults: unknown }).defaults,
).freeDailyQuota;

/** The seeded definitions, parsed once (an invalid file fails at import, so at start and in tests). */
export const SEED_DEFINITIONS: readonly AppDefinition[] = parseDefinitionFile(fileJson);

/**
 * Parses a stored or imported definition; `undefined` when it is not valid (an operator's row
 * edited by hand in SQL): the app then falls back to the generic chat rather than failing.
 */
export function parseStoredDefinition(raw: unknown): AppDefinition | undefined {
  const parsed = definitionInputSchema.safeParse(raw);
  if (!parsed.success) return undefined;
  try {
    return resolveDefinition(parsed.data, { freeDailyQuota: DEFAULT_FREE_DAILY_QUOTA });
  } catch (_error) {
    return undefined;
  }
}

import { z } from 'zod';
import { clip } from '../http';
import { guardText, type TextModeration } from '../moderation-guard';
import type { ChatMessage, ModelProvider } from '../provider';
import { UpstreamError } from '../upstream-error';
import type { StructuredOutput, StructuredRequest, StructuredResult } from './provider';

/** Options of {@link createChatStructuredOutput}. */
export interface ChatStructuredOptions {
  /** The configured chat model (the OpenAI-compatible provider). */
  chat: ModelProvider;
  /**
   * Send `response_format: {type: 'json_object'}` (default true). DeepSeek, Qwen (non-thinking),
   * Ollama and vLLM accept it; a server that answers it with HTTP 400 is asked again without it,
   * and without it from then on (the schema in the prompt still steers the model).
   */
  jsonMode?: boolean;
  /** Checks the request before the call and the JSON text after it. */
  moderation?: TextModeration;
  /** Told when JSON mode is switched off, for the operator's log. */
  onWarning?: (message: string) => void;
}

/**
 * A {@link StructuredOutput} over the chat provider: the schema (as JSON Schema, from zod) and the
 * instruction to answer with one JSON object go into the system prompt (the word "JSON" there is
 * required by DeepSeek's and Qwen's JSON mode), the answer is collected from the stream, code
 * fences and text around the object are stripped, and zod validates it. An invalid answer is sent
 * back once with the validation errors; a second invalid answer fails with `invalid-output`.
 * Streaming is kept (no separate non-streamed call): a long list of questions takes longer than
 * the idle timeout to finish, and the stream keeps the connection visibly alive meanwhile.
 */
export function createChatStructuredOutput(options: ChatStructuredOptions): StructuredOutput {
  const { chat, moderation } = options;
  let jsonMode = options.jsonMode ?? true;

  async function ask(messages: ChatMessage[], signal: AbortSignal): Promise<string> {
    try {
      return await collect(chat, messages, signal, jsonMode);
    } catch (error) {
      const rejected =
        error instanceof UpstreamError && error.type === 'http' && error.status === 400;
      if (!jsonMode || !rejected) throw error;
      jsonMode = false;
      options.onWarning?.(
        'The chat endpoint rejected response_format json_object; asking without it',
      );
      return collect(chat, messages, signal, false);
    }
  }

  async function generate<S extends z.ZodType>(
    request: StructuredRequest<S>,
  ): Promise<StructuredResult<z.output<S>>> {
    guardText(moderation, `${request.system ?? ''}\n${request.instruction}`, 'structured', 'input');
    const signal = request.signal ?? new AbortController().signal;
    const messages: ChatMessage[] = [
      { role: 'system', content: systemPrompt(request) },
      { role: 'user', content: request.instruction },
    ];
    let problems = '';
    for (const attempt of [1, 2] as const) {
      const text = await ask(messages, signal);
      guardText(moderation, text, 'structured', 'output');
      const checked = validate(text, request.schema);
      if (checked.ok) return { data: checked.data, attempts: attempt };
      problems = checked.problems;
      messages.push(
        { role: 'assistant', content: clip(text, 8000) },
        {
          role: 'user',
          content: `上面的输出不符合要求：${problems}\n请改正后重新输出完整的 JSON 对象，只输出 JSON，不要任何解释或代码块标记。`,
        },
      );
    }
    throw new UpstreamError(
      'invalid-output',
      `The answer failed the schema twice: ${clip(problems)}`,
      {
        capability: 'structured',
      },
    );
  }

  return { name: `structured(${chat.name})`, available: chat.offline !== true, generate };
}

/** The system prompt: the task's role, then the JSON rule and the schema. */
function systemPrompt(request: StructuredRequest<z.ZodType>): string {
  let schema = '';
  try {
    const json = z.toJSONSchema(request.schema, { io: 'input', unrepresentable: 'any' }) as Record<
      string,
      unknown
    >;
    delete json.$schema;
    schema = JSON.stringify(json);
  } catch {
    // A schema zod cannot express as JSON Schema still validates; the model then goes by the task.
  }
  return [
    request.system ?? '',
    '请只输出一个 JSON 对象，不要输出任何解释、前后缀文字或 ``` 代码块标记。',
    schema ? `这个 JSON 必须符合下面的 JSON Schema：\n${schema}` : '',
  ]
    .filter((s) => s !== '')
    .join('\n\n');
}

/** The whole answer of one chat call. */
async function collect(
  chat: ModelProvider,
  messages: ChatMessage[],
  signal: AbortSignal,
  jsonMode: boolean,
): Promise<string> {
  let text = '';
  for await (const delta of chat.stream({
    messages,
    deepThink: false,
    signal,
    ...(jsonMode ? { responseFormat: 'json_object' as const } : {}),
  })) {
    if (delta.finishReason === 'content_filter') {
      throw new UpstreamError('refused', 'The upstream filtered the answer (content_filter)', {
        capability: 'structured',
        stage: 'output',
      });
    }
    text += delta.answer ?? '';
  }
  return text;
}

/** The JSON text inside a model answer: code fences and surrounding prose removed. */
export function extractJson(text: string): string {
  let t = text.trim();
  const fenced = /```(?:json|JSON)?\s*\n?([\s\S]*?)```/.exec(t);
  if (fenced?.[1] !== undefined) t = fenced[1].trim();
  if (t.startsWith('{') || t.startsWith('[')) return t;
  const start = t.search(/[[{]/);
  const end = Math.max(t.lastIndexOf('}'), t.lastIndexOf(']'));
  return start >= 0 && end > start ? t.slice(start, end + 1) : t;
}

type Checked<T> = { ok: true; data: T } | { ok: false; problems: string };

function validate<S extends z.ZodType>(text: string, schema: S): Checked<z.output<S>> {
  if (text.trim() === '') return { ok: false, problems: '输出为空。' };
  let value: unknown;
  try {
    value = JSON.parse(extractJson(text));
  } catch (error) {
    return { ok: false, problems: `不是合法的 JSON（${(error as Error).message}）。` };
  }
  const parsed = schema.safeParse(value);
  if (parsed.success) return { ok: true, data: parsed.data };
  const problems = parsed.error.issues
    .slice(0, 10)
    .map((issue) => `${issue.path.length > 0 ? issue.path.join('.') : '(根)'}: ${issue.message}`)
    .join('；');
  return { ok: false, problems };
}

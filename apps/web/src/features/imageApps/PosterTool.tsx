import type { ImageTemplateList } from '@aita/api';
import {
  POSTER_HEADING_MAX,
  POSTER_SECTIONS_MAX,
  POSTER_TEXT_MAX,
  POSTER_TITLE_MAX,
} from '@aita/core';
import { Button, Spinner } from '@aita/ui';
import { useState, type FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../shared/hooks';
import { posterRequested, selectImageApps } from './imageAppsSlice';
import { field, TemplatePicker } from './TemplatePicker';

let key = 0;
const section = (heading = '', text = '') => ({ key: ++key, heading, text });

/** 手抄报: a template, the title and up to four sections, laid out on the server. */
export function PosterTool({ templates }: { templates: ImageTemplateList['list'] }) {
  const dispatch = useAppDispatch();
  const { posterBusy, posterUrl } = useAppSelector(selectImageApps);
  const [templateId, setTemplateId] = useState(templates[0]?.id ?? '');
  const [title, setTitle] = useState('');
  const [sections, setSections] = useState(() => [section(), section()]);

  function submit(event: FormEvent) {
    event.preventDefault();
    dispatch(
      posterRequested({
        templateId,
        title,
        sections: sections.map(({ heading, text }) => ({ heading, text })),
      }),
    );
  }

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <form onSubmit={submit} aria-label="手抄报内容" className="space-y-4">
        <TemplatePicker
          label="手抄报模板"
          templates={templates}
          value={templateId}
          onChange={setTemplateId}
        />
        <div className="text-sm text-ink-soft">
          <label htmlFor="poster-title">标题</label>
          <input
            id="poster-title"
            required
            maxLength={POSTER_TITLE_MAX}
            className={field}
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            placeholder="例如：交通安全记心间"
          />
        </div>
        {sections.map((s, i) => (
          <fieldset key={s.key} className="space-y-2 rounded-xl border border-line p-3">
            <legend className="px-1 text-sm text-ink-soft">第 {i + 1} 栏</legend>
            <label className="block text-sm text-ink-soft">
              栏目标题
              <input
                required
                maxLength={POSTER_HEADING_MAX}
                className={field}
                value={s.heading}
                onChange={(e) =>
                  setSections((all) =>
                    all.map((x) => (x.key === s.key ? { ...x, heading: e.target.value } : x)),
                  )
                }
              />
            </label>
            <label className="block text-sm text-ink-soft">
              内容（可留空，供学生书写）
              <textarea
                rows={3}
                maxLength={POSTER_TEXT_MAX}
                className={field}
                value={s.text}
                onChange={(e) =>
                  setSections((all) =>
                    all.map((x) => (x.key === s.key ? { ...x, text: e.target.value } : x)),
                  )
                }
              />
            </label>
            {sections.length > 1 && (
              <Button
                variant="ghost"
                size="sm"
                onClick={() => setSections((all) => all.filter((x) => x.key !== s.key))}
              >
                删除这一栏
              </Button>
            )}
          </fieldset>
        ))}
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            disabled={sections.length >= POSTER_SECTIONS_MAX}
            onClick={() => setSections((all) => [...all, section()])}
          >
            添加一栏
          </Button>
          <Button type="submit" disabled={posterBusy}>
            生成手抄报
          </Button>
        </div>
      </form>
      <Result
        url={posterUrl}
        busy={posterBusy}
        alt="手抄报预览"
        name={`${title || '手抄报'}.png`}
      />
    </div>
  );
}

/** A made image with its download link, or the wait. */
export function Result({
  url,
  busy,
  alt,
  name,
}: {
  url: string | null;
  busy: boolean;
  alt: string;
  name: string;
}) {
  if (busy) return <Spinner className="py-16" label="正在生成" />;
  if (!url) {
    return (
      <div className="flex min-h-48 items-center justify-center rounded-2xl border border-dashed border-line text-sm text-ink-muted">
        生成后在这里预览
      </div>
    );
  }
  return (
    <figure className="space-y-2">
      <img src={url} alt={alt} className="w-full rounded-xl border border-line bg-white" />
      <figcaption>
        <a
          href={url}
          download={name}
          className="inline-flex h-10 items-center rounded-full bg-primary-500 px-4 text-sm font-medium text-white hover:bg-primary-600"
        >
          下载 PNG
        </a>
      </figcaption>
    </figure>
  );
}

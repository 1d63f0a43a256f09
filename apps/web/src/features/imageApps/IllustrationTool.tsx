import type { ImageTemplateList } from '@aita/api';
import { ILLUSTRATION_PROMPT_MAX } from '@aita/core';
import { Button, NoticeBanner, Spinner } from '@aita/ui';
import { useState, type FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../shared/hooks';
import {
  illustrationRequested,
  photoChosen,
  photoCleared,
  selectImageApps,
} from './imageAppsSlice';
import { IMAGE_ACCEPT } from './LineartTool';
import { PhotoCheck } from './PhotoCheck';
import { field, TemplatePicker } from './TemplatePicker';

/** 教学插图: a description (and optionally a sketch) drawn by the image model, as a job. */
export function IllustrationTool({
  templates,
  generation,
  note,
}: {
  templates: ImageTemplateList['list'];
  generation: boolean;
  note: string;
}) {
  const dispatch = useAppDispatch();
  const { photos, task, illustrationBusy, illustrationUrls } = useAppSelector(selectImageApps);
  const [templateId, setTemplateId] = useState(templates[0]?.id ?? '');
  const [prompt, setPrompt] = useState('');
  const sketch = photos.illustration.check;

  function submit(event: FormEvent) {
    event.preventDefault();
    dispatch(
      illustrationRequested({
        templateId,
        prompt,
        ...(sketch?.usable ? { fileId: sketch.fileId } : {}),
      }),
    );
  }

  return (
    <div className="space-y-4">
      {!generation && (
        <NoticeBanner tone="warning" data-testid="image-model-missing">
          {note}
        </NoticeBanner>
      )}
      <form onSubmit={submit} aria-label="教学插图" className="space-y-4">
        <TemplatePicker
          label="插图风格"
          templates={templates}
          value={templateId}
          onChange={setTemplateId}
        />
        <div className="text-sm text-ink-soft">
          <label htmlFor="illustration-prompt">画面描述</label>
          <textarea
            id="illustration-prompt"
            rows={3}
            required
            disabled={!generation}
            maxLength={ILLUSTRATION_PROMPT_MAX}
            className={field}
            value={prompt}
            onChange={(e) => setPrompt(e.target.value)}
            placeholder="例如：小蝌蚪在池塘里找妈妈，荷叶和青蛙"
          />
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <label
            className={`rounded-full px-4 py-2 text-sm ring-1 ${
              generation
                ? 'cursor-pointer text-primary-600 ring-primary-200 hover:bg-primary-50'
                : 'cursor-not-allowed text-ink-muted ring-line'
            }`}
          >
            上传草图（可选，按草图改画）
            <input
              type="file"
              accept={IMAGE_ACCEPT}
              className="sr-only"
              disabled={!generation}
              onChange={(e) => {
                const file = e.target.files?.[0];
                if (file) dispatch(photoChosen({ purpose: 'illustration', file }));
                e.target.value = '';
              }}
            />
          </label>
          {sketch && (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => dispatch(photoCleared('illustration'))}
            >
              不用草图
            </Button>
          )}
        </div>
        <PhotoCheck photo={photos.illustration} />
        <Button type="submit" disabled={!generation || illustrationBusy}>
          生成插图
        </Button>
      </form>
      {illustrationBusy && <Spinner label={task?.stage || '正在生成插图'} />}
      {task?.state === 'failed' && <NoticeBanner tone="error">{task.error}</NoticeBanner>}
      {illustrationUrls.length > 0 && (
        <div className="grid gap-3 sm:grid-cols-2">
          {illustrationUrls.map((url, i) => (
            <figure key={url} className="space-y-2">
              <img
                src={url}
                alt={`插图 ${i + 1}：${task?.prompt ?? ''}`}
                className="w-full rounded-xl border border-line"
              />
              <a
                href={url}
                download={`插图${i + 1}.png`}
                className="text-sm text-primary-700 hover:underline"
              >
                下载
              </a>
            </figure>
          ))}
        </div>
      )}
    </div>
  );
}

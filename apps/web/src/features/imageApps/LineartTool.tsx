import type { ImageTemplateList } from '@aita/api';
import { Button } from '@aita/ui';
import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../shared/hooks';
import { lineartRequested, photoChosen, selectImageApps } from './imageAppsSlice';
import { PhotoCheck } from './PhotoCheck';
import { Result } from './PosterTool';
import { TemplatePicker } from './TemplatePicker';

export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif';

/** 涂色画: a photo checked by the server, then turned into black line art. */
export function LineartTool({ templates }: { templates: ImageTemplateList['list'] }) {
  const dispatch = useAppDispatch();
  const { photos, lineartBusy, lineartUrl } = useAppSelector(selectImageApps);
  const [templateId, setTemplateId] = useState(templates[0]?.id ?? '');
  const check = photos.lineart.check;

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <div className="space-y-4">
        <p className="text-sm text-ink-soft">
          上传一张照片或图画，自动提取轮廓生成黑白线稿，可打印给学生涂色。在本机完成，不需要模型。
        </p>
        <label className="inline-flex cursor-pointer rounded-full px-4 py-2 text-sm text-primary-600 ring-1 ring-primary-200 hover:bg-primary-50">
          上传照片
          <input
            type="file"
            accept={IMAGE_ACCEPT}
            className="sr-only"
            data-testid="lineart-file"
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) dispatch(photoChosen({ purpose: 'lineart', file }));
              e.target.value = '';
            }}
          />
        </label>
        <PhotoCheck photo={photos.lineart} />
        <TemplatePicker
          label="线稿样式"
          templates={templates}
          value={templateId}
          onChange={setTemplateId}
        />
        <Button
          disabled={!check?.usable || lineartBusy}
          onClick={() => check && dispatch(lineartRequested({ fileId: check.fileId, templateId }))}
        >
          生成涂色画
        </Button>
      </div>
      <Result url={lineartUrl} busy={lineartBusy} alt="涂色画预览" name="涂色画.png" />
    </div>
  );
}

import { IMAGE_TEMPLATE_KIND_NAMES, type ImageTemplateKind } from '@aita/core';
import { NoticeBanner, Spinner, Tabs } from '@aita/ui';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../shared/hooks';
import { IllustrationTool } from './IllustrationTool';
import { pageOpened, selectImageApps } from './imageAppsSlice';
import { LineartTool } from './LineartTool';
import { PosterTool } from './PosterTool';

type Tab = ImageTemplateKind | 'video';
const TABS: readonly Tab[] = ['poster', 'lineart', 'illustration', 'video'];

/**
 * `/image-apps/index?tab=…`: the image tools the catalogue's image apps open (手抄报模板,
 * 教学插图, 图片生成微课视频), each saying plainly what it needs.
 */
export function ImageAppsPage() {
  const dispatch = useAppDispatch();
  const { templates } = useAppSelector(selectImageApps);
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab') as Tab | null;
  const tab: Tab = asked && TABS.includes(asked) ? asked : 'poster';

  useEffect(() => {
    dispatch(pageOpened());
  }, [dispatch]);

  if (!templates) return <Spinner className="py-32" label="正在读取模板" />;
  const of = (kind: ImageTemplateKind) => templates.list.filter((t) => t.kind === kind);

  return (
    <div className="mx-auto max-w-6xl space-y-4 p-4 md:p-6">
      <h1 className="text-xl font-semibold text-ink">图片工具</h1>
      <Tabs
        selected={tab}
        onChange={(next) => setParams({ tab: next }, { replace: true })}
        tabs={[
          {
            key: 'poster',
            label: IMAGE_TEMPLATE_KIND_NAMES.poster,
            content: <PosterTool templates={of('poster')} />,
          },
          {
            key: 'lineart',
            label: IMAGE_TEMPLATE_KIND_NAMES.lineart,
            content: <LineartTool templates={of('lineart')} />,
          },
          {
            key: 'illustration',
            label: IMAGE_TEMPLATE_KIND_NAMES.illustration,
            content: (
              <IllustrationTool
                templates={of('illustration')}
                generation={templates.generation}
                note={templates.note}
              />
            ),
          },
          {
            key: 'video',
            label: '微课视频',
            content: (
              <NoticeBanner
                tone={templates.video.available ? 'info' : 'warning'}
                data-testid="video-note"
              >
                {templates.video.note}
              </NoticeBanner>
            ),
          },
        ]}
      />
    </div>
  );
}

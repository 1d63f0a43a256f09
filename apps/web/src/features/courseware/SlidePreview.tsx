import {
  COURSEWARE_THEMES,
  findCoursewareTheme,
  plainMath,
  type CoursewareSlide,
} from '@aita/core';
import type { CSSProperties } from 'react';

const TAGS: Partial<Record<CoursewareSlide['kind'], string>> = {
  objectives: '目标',
  intro: '导入',
  concept: '新授',
  example: '例题',
  exercise: '练习',
  answer: '答案',
  summary: '小结',
  homework: '作业',
};

/**
 * One slide drawn in the browser with the theme's colours, fonts and layout per kind, at the .pptx's
 * 16:9 proportions (sizes in container units, so a thumbnail is the slide scaled down). `$…$` reads as
 * in the download.
 */
export function SlidePreview({
  slide,
  themeId,
  label,
}: {
  slide: CoursewareSlide;
  themeId: string;
  label?: string;
}) {
  const theme = findCoursewareTheme(themeId) ?? COURSEWARE_THEMES[0];
  if (!theme) return null;
  const c = theme.colors;
  const hex = (v: string) => `#${v}`;
  const font = (f: string) => `"${f}", "Noto Sans CJK SC", "PingFang SC", sans-serif`;
  const box: CSSProperties = {
    containerType: 'inline-size',
    aspectRatio: '16 / 9',
    background: hex(slide.kind === 'title' ? c.coverBackground : c.background),
    color: hex(c.text),
    fontFamily: font(theme.fonts.body),
  };
  const points = slide.points.map(plainMath);
  if (slide.kind === 'title') {
    return (
      <div
        style={box}
        className="relative flex flex-col items-center justify-center overflow-hidden rounded-md shadow-sm"
        aria-label={label}
      >
        <div
          style={{
            fontFamily: font(theme.fonts.heading),
            color: hex(c.coverTitle),
            fontSize: '4.4cqw',
            fontWeight: 700,
          }}
          className="px-[5cqw] text-center leading-tight"
        >
          {plainMath(slide.title)}
        </div>
        <div
          style={{
            background: hex(c.coverTitle),
            height: '0.5cqw',
            width: '22cqw',
            margin: '2.5cqw 0',
          }}
        />
        {points.map((p, i) => (
          <div
            key={i}
            style={{ color: hex(c.coverText), fontSize: '2.2cqw' }}
            className="px-[5cqw] text-center"
          >
            {p}
          </div>
        ))}
      </div>
    );
  }
  const tag = TAGS[slide.kind];
  return (
    <div style={box} className="relative overflow-hidden rounded-md shadow-sm" aria-label={label}>
      {theme.ornament === 'band' && (
        <div
          style={{ background: hex(c.accent), height: '1.35cqw' }}
          className="absolute inset-x-0 top-0"
        />
      )}
      {theme.ornament === 'seal' && (
        <div
          style={{
            background: hex(c.accent),
            left: '1.6cqw',
            top: '2.6cqw',
            bottom: '2.6cqw',
            width: '0.9cqw',
          }}
          className="absolute"
        />
      )}
      {theme.ornament === 'dots' && (
        <>
          <div
            style={{
              background: hex(c.accent),
              right: '1.8cqw',
              bottom: '1cqw',
              width: '3.7cqw',
              height: '3.7cqw',
            }}
            className="absolute rounded-full"
          />
          <div
            style={{
              background: hex(c.soft),
              left: '1.2cqw',
              bottom: '1.2cqw',
              width: '2.6cqw',
              height: '2.6cqw',
            }}
            className="absolute rounded-full"
          />
        </>
      )}
      <div
        className="absolute flex items-center gap-[1cqw]"
        style={{
          left: '4.5cqw',
          right: '4.5cqw',
          top: '2.6cqw',
          height: '7.5cqw',
          borderBottom:
            theme.ornament === 'band' || theme.ornament === 'dots'
              ? undefined
              : `0.2cqw solid ${hex(c.accent)}`,
        }}
      >
        <div
          style={{
            fontFamily: font(theme.fonts.heading),
            color: hex(c.title),
            fontSize: '3cqw',
            fontWeight: 700,
          }}
          className="min-w-0 flex-1 truncate"
        >
          {plainMath(slide.title)}
        </div>
        {tag && (
          <span
            style={{ background: hex(c.accent), fontSize: '1.4cqw', padding: '0.6cqw 2cqw' }}
            className="rounded-full font-bold text-white"
          >
            {tag}
          </span>
        )}
      </div>
      <div
        className="absolute flex gap-[3cqw]"
        style={{
          left: '4.5cqw',
          right: '4.5cqw',
          top: '12cqw',
          bottom: '4cqw',
          fontSize: '2.1cqw',
        }}
      >
        <div className="min-w-0 flex-1 overflow-hidden">
          {slide.kind === 'example' ? (
            <>
              {points.length > 0 && (
                <div
                  style={{
                    background: hex(c.soft),
                    border: `0.1cqw solid ${hex(c.accent)}`,
                    padding: '1cqw 1.5cqw',
                  }}
                  className="mb-[1.5cqw]"
                >
                  {points.map((p, i) => (
                    <p key={i}>{p}</p>
                  ))}
                </div>
              )}
              <ol className="list-decimal pl-[3cqw]">
                {slide.steps.map((s, i) => (
                  <li key={i} className="mb-[0.6cqw]">
                    {plainMath(s)}
                  </li>
                ))}
              </ol>
            </>
          ) : (
            <ul className="list-disc pl-[3cqw]">
              {points.map((p, i) => (
                <li key={i} className="mb-[0.7cqw]">
                  {p}
                </li>
              ))}
            </ul>
          )}
        </div>
        {slide.kind === 'concept' && (
          <div
            style={{
              width: '31cqw',
              background: hex(c.soft),
              border: `0.15cqw dashed ${hex(c.accent)}`,
              color: hex(c.accent),
              fontSize: '1.5cqw',
            }}
            className="flex shrink-0 items-center justify-center text-center"
          >
            示意图位置
            <br />
            可在此插入图片或图形
          </div>
        )}
      </div>
    </div>
  );
}

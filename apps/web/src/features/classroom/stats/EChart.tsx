/**
 * One echarts chart (docs/classroom.md "Statistics"), loaded only when the statistics are shown:
 * `ScoreStats` and `ScoreTrend` import this file with `React.lazy`, so echarts stays out of every
 * first-route chunk. Only what the two charts need is registered (bar, line, grid, legend,
 * tooltip, the SVG renderer), which keeps the chunk small; SVG stays sharp when printed.
 * The drawing is `role="img"` with a Chinese `label` saying what it shows.
 */
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { init, use as registerParts, type EChartsCoreOption, type EChartsType } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';

registerParts([BarChart, LineChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

export default function EChart({
  option,
  label,
  height,
  testId,
}: {
  option: EChartsCoreOption;
  label: string;
  height: number;
  testId?: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<EChartsType | null>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return undefined;
    const instance = init(el, null, { renderer: 'svg', locale: 'ZH' });
    chart.current = instance;
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(el);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);
  useEffect(() => {
    chart.current?.setOption(option, true);
  }, [option]);
  return (
    <div
      ref={box}
      role="img"
      aria-label={label}
      data-testid={testId}
      className="w-full"
      style={{ height }}
    />
  );
}

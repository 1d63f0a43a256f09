import type * as React from 'react';
import { cn } from './cn';

/** One QR card of {@link SidePanel}. */
export interface SidePanelQr {
  key: string;
  title: string;
  caption?: string;
  /** QR image URL; without one a neutral placeholder pattern is drawn. */
  image?: string;
}

/** Props of {@link SidePanel}. */
export type SidePanelProps = React.ComponentProps<'aside'> & {
  items: readonly SidePanelQr[];
};

/** A deterministic QR-like placeholder: finder squares and a fixed dot pattern, no randomness. */
function QrPlaceholder({ seed }: { seed: number }) {
  const cells: React.ReactNode[] = [];
  // A tiny linear congruential generator: the same seed draws the same pattern every render.
  let state = Math.imul(seed, 2654435761) >>> 0;
  const next = () => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return state / 0x100000000;
  };
  for (let y = 0; y < 21; y += 1) {
    for (let x = 0; x < 21; x += 1) {
      const draw = next() < 0.48;
      const inFinder = (x < 8 && y < 8) || (x > 12 && y < 8) || (x < 8 && y > 12);
      if (!inFinder && draw) {
        cells.push(<rect key={`${x}-${y}`} x={x} y={y} width={1} height={1} />);
      }
    }
  }
  const finder = (x: number, y: number) => (
    <g key={`f-${x}-${y}`}>
      <rect x={x} y={y} width={7} height={7} />
      <rect x={x + 1} y={y + 1} width={5} height={5} fill="#fff" />
      <rect x={x + 2} y={y + 2} width={3} height={3} />
    </g>
  );
  return (
    <svg viewBox="-1 -1 23 23" className="size-full" fill="currentColor" aria-hidden="true">
      <rect x={-1} y={-1} width={23} height={23} fill="#fff" />
      {finder(0, 0)}
      {finder(14, 0)}
      {finder(0, 14)}
      {cells}
    </svg>
  );
}

/**
 * The right side panel of the layout with QR codes (spec §2 "Layout"; §3 QR list: assistant,
 * group, app download). The layout hides it on chat routes.
 */
export function SidePanel({ items, className, ...props }: SidePanelProps) {
  return (
    <aside className={cn('flex flex-col gap-3', className)} {...props}>
      {items.map((item, index) => (
        <figure
          key={item.key}
          className="flex flex-col items-center gap-2 rounded-card border border-line bg-surface p-3 shadow-card"
        >
          <div className="size-24 overflow-hidden rounded-lg p-1 text-ink ring-1 ring-line">
            {item.image ? (
              <img src={item.image} alt={item.title} className="size-full object-contain" />
            ) : (
              <QrPlaceholder seed={index + 1} />
            )}
          </div>
          <figcaption className="text-center">
            <div className="text-[13px] font-medium text-ink">{item.title}</div>
            {item.caption ? <div className="text-xs text-ink-muted">{item.caption}</div> : null}
          </figcaption>
        </figure>
      ))}
    </aside>
  );
}

import { Button } from '@aita/ui';
import { useEffect, useState } from 'react';

const PRESETS = [1, 3, 5, 10];

/** 03:07 from milliseconds (rounded up, so 0:00 shows only at the end). */
function clock(ms: number): string {
  const s = Math.max(0, Math.ceil(ms / 1000));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

/** A class countdown timer (小组讨论、限时练习): presets, start, pause, reset, 时间到. */
export function ClassTimer() {
  const [total, setTotal] = useState(3 * 60_000);
  const [left, setLeft] = useState(total);
  const [endsAt, setEndsAt] = useState<number | null>(null);
  useEffect(() => {
    if (endsAt === null) return undefined;
    const tick = () => {
      const rest = endsAt - Date.now();
      setLeft(Math.max(0, rest));
      if (rest <= 0) setEndsAt(null);
    };
    const id = window.setInterval(tick, 250);
    return () => window.clearInterval(id);
  }, [endsAt]);
  const running = endsAt !== null;
  const choose = (minutes: number) => {
    setTotal(minutes * 60_000);
    setLeft(minutes * 60_000);
    setEndsAt(null);
  };
  return (
    <section aria-label="课堂计时器" className="rounded-2xl bg-canvas p-4 text-center">
      <h3 className="text-sm font-semibold text-ink">课堂计时</h3>
      <p className="my-2 font-mono text-4xl text-ink" role="timer" aria-live="off">
        {clock(left)}
      </p>
      {left === 0 ? (
        <p role="alert" className="mb-2 text-danger">
          时间到
        </p>
      ) : null}
      <div className="mb-2 flex justify-center gap-1">
        {PRESETS.map((m) => (
          <Button
            key={m}
            size="sm"
            variant={total === m * 60_000 ? 'secondary' : 'ghost'}
            onClick={() => choose(m)}
          >
            {m} 分钟
          </Button>
        ))}
      </div>
      <div className="flex justify-center gap-2">
        <Button
          size="sm"
          onClick={() => (running ? setEndsAt(null) : setEndsAt(Date.now() + (left || total)))}
        >
          {running ? '暂停' : '开始'}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => choose(total / 60_000)}>
          重置
        </Button>
      </div>
    </section>
  );
}

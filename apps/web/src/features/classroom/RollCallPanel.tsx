import type { ClassDetail } from '@aita/api';
import { drawRollCall, EMPTY_ROLL_CALL, notYetCalled, type RollCallState } from '@aita/core';
import { Button } from '@aita/ui';
import { useMemo, useRef, useState } from 'react';
import { ClassTimer } from './ClassTimer';

const storageKey = (classId: number) => `aita.classroom.rollcall.${classId}`;

/** The rotation kept on this device (a private projector laptop is the usual case). */
function loadState(classId: number): RollCallState {
  try {
    const raw = window.localStorage.getItem(storageKey(classId));
    const parsed = raw ? (JSON.parse(raw) as RollCallState) : null;
    return parsed && Array.isArray(parsed.called) ? parsed : EMPTY_ROLL_CALL;
  } catch (_error) {
    return EMPTY_ROLL_CALL;
  }
}

function saveState(classId: number, state: RollCallState) {
  try {
    window.localStorage.setItem(storageKey(classId), JSON.stringify(state));
  } catch (_error) {
    // Private mode or a full storage: the rotation lasts for this page only.
  }
}

/**
 * 课堂点名 (docs/classroom.md "Roll call"): a random name with fair rotation — nobody twice
 * before everyone once — a full-screen view for the projector, and the class timer beside it.
 * It needs nothing from the server once the class is loaded.
 */
export function RollCallPanel({ detail }: { detail: ClassDetail }) {
  const classId = detail.class.classId;
  const ids = useMemo(() => detail.students.map((s) => s.studentId), [detail.students]);
  const names = useMemo(
    () => new Map(detail.students.map((s) => [s.studentId, s.name])),
    [detail.students],
  );
  const [state, setState] = useState<RollCallState>(() => loadState(classId));
  const [picked, setPicked] = useState<number | null>(null);
  const stage = useRef<HTMLDivElement>(null);
  const [shownClass, setShownClass] = useState(classId);
  if (shownClass !== classId) {
    setShownClass(classId);
    setState(loadState(classId));
    setPicked(null);
  }

  const draw = () => {
    const next = drawRollCall(state, ids, Math.random);
    setPicked(next.picked);
    setState(next.state);
    saveState(classId, next.state);
  };
  const reset = () => {
    setState(EMPTY_ROLL_CALL);
    setPicked(null);
    saveState(classId, EMPTY_ROLL_CALL);
  };
  const left = notYetCalled(state, ids).length;
  const fullScreen = () => {
    void stage.current?.requestFullscreen?.().catch(() => undefined);
  };

  return (
    <div className="grid gap-4 lg:grid-cols-[1fr_18rem]">
      <div
        ref={stage}
        className="rollcall-stage flex flex-col items-center justify-center gap-4 rounded-2xl bg-canvas p-6"
      >
        <p className="text-sm text-ink-soft" role="status">
          {ids.length === 0
            ? '班级还没有学生'
            : `第 ${Math.max(state.round, 1)} 轮 · 本轮还有 ${left} 人未点到`}
        </p>
        <p
          className="rollcall-name font-semibold text-ink"
          aria-live="assertive"
          data-testid="rollcall-name"
        >
          {picked === null ? '准备点名' : names.get(picked)}
        </p>
        <div className="flex flex-wrap justify-center gap-2">
          <Button onClick={draw} disabled={ids.length === 0}>
            随机点名
          </Button>
          <Button variant="secondary" onClick={fullScreen}>
            全屏显示
          </Button>
          <Button variant="ghost" onClick={reset}>
            重新开始轮次
          </Button>
        </div>
      </div>
      <ClassTimer />
    </div>
  );
}

import { Stepper } from '@aita/ui';
import { useAppDispatch, useAppSelector } from '../../shared/hooks';
import { toastShown } from '../../shared/toast/toastSlice';
import {
  copied,
  downloadRequested,
  formSubmitted,
  outlineEdited,
  saveRequested,
  selectCourseware,
  slideEdited,
  slideSelected,
  slidesRequested,
  stepChosen,
  themeChosen,
} from './coursewareSlice';
import { FormStep } from './FormStep';
import { MyCoursewares } from './MyCoursewares';
import { OutlineStep } from './OutlineStep';
import { SlidesStep } from './SlidesStep';

const STEPS = ['填写课件信息', '编辑大纲', '预览与下载'] as const;

/**
 * `/courseware/index`, AI课件 (docs/courseware.md "Web"): the form, the outline the teacher edits, then
 * the slides previewed one by one with a text editor per slide and the .pptx download.
 */
export function CoursewarePage() {
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectCourseware);
  const { step, courseware, outline, slides, busy, hint, error } = state;
  const current = step === 'form' ? 0 : step === 'outline' ? 1 : 2;
  const copy = (text: string) => {
    void navigator.clipboard
      ?.writeText(text)
      .then(() => {
        dispatch(toastShown({ kind: 'success', text: '复制成功' }));
        dispatch(copied(text));
      })
      .catch(() => dispatch(toastShown({ kind: 'error', text: '复制失败，请手动选择文字复制' })));
  };
  return (
    <div className="mx-auto w-full max-w-6xl space-y-4 p-3 md:p-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-[20px] font-semibold text-ink">AI课件</h1>
      </div>
      <Stepper steps={STEPS} current={current} className="max-w-2xl" />
      {hint && step !== 'form' && (
        <p
          role="status"
          className="rounded-lg bg-primary-50 px-3 py-2 text-[14px] text-primary-700"
        >
          {hint}
        </p>
      )}
      {error && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-[14px] text-red-700">
          {error}
        </p>
      )}
      {step === 'form' && (
        <FormStep busy={busy === 'outline'} onSubmit={(form) => dispatch(formSubmitted(form))} />
      )}
      {step === 'form' && <MyCoursewares />}
      {step === 'outline' && courseware && outline && (
        <OutlineStep
          form={courseware.form}
          outline={outline}
          busy={busy === 'slides'}
          onChange={(o) => dispatch(outlineEdited(o))}
          onBack={() => dispatch(stepChosen('form'))}
          onGenerate={() => dispatch(slidesRequested())}
        />
      )}
      {step === 'slides' && courseware && (
        <SlidesStep
          slides={slides}
          selected={state.selected}
          themeId={courseware.form.themeId}
          busy={busy}
          unsaved={state.unsaved}
          onSelect={(i) => dispatch(slideSelected(i))}
          onEdit={(index, slide) => dispatch(slideEdited({ index, slide }))}
          onTheme={(id) => dispatch(themeChosen(id))}
          onSave={() => dispatch(saveRequested())}
          onDownload={() => dispatch(downloadRequested())}
          onCopy={copy}
          onBack={() => dispatch(stepChosen('outline'))}
        />
      )}
    </div>
  );
}

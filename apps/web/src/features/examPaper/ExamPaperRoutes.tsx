import { MSG_LOADING } from '@aita/core';
import { Spinner } from '@aita/ui';
import type { ComponentType } from 'react';
import { useLazyFeature } from '../../shared/lazyFeature';
import { examPaperFeature } from './examPaperFeature';
import { NewPaperPage } from './NewPaperPage';
import { PaperEditorPage } from './PaperEditorPage';
import { PaperListPage } from './PaperListPage';
import { PaperPrintPage } from './PaperPrintPage';

function withFeature(Page: ComponentType) {
  return function ExamPaperRoute() {
    const ready = useLazyFeature(examPaperFeature);
    return ready ? <Page /> : <Spinner className="py-32" label={MSG_LOADING} />;
  };
}

/** `/exam-paper/index`: the teacher's papers and smart assembly. */
export const PaperListRoute = withFeature(PaperListPage);
/** `/exam-paper/new`: a paper from the 试题篮. */
export const NewPaperRoute = withFeature(NewPaperPage);
/** `/exam-paper/edit/:paperId`: the editor. */
export const PaperEditorRoute = withFeature(PaperEditorPage);
/** `/exam-paper/print/:paperId?layout=A3`: the print view. */
export const PaperPrintRoute = withFeature(PaperPrintPage);

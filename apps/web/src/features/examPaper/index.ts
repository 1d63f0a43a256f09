// Exam papers (docs/examPaper.md): the pages, slice and saga load with the routes, so importing
// this index loads none of them.
import { lazyPage } from '../../shared/lazyPage';

export type { examPaperSlice } from './examPaperSlice';

const PaperListRoute = lazyPage(() => import('./ExamPaperRoutes'), 'PaperListRoute');
const NewPaperRoute = lazyPage(() => import('./ExamPaperRoutes'), 'NewPaperRoute');
const PaperEditorRoute = lazyPage(() => import('./ExamPaperRoutes'), 'PaperEditorRoute');
const PaperPrintRoute = lazyPage(() => import('./ExamPaperRoutes'), 'PaperPrintRoute');

/** The teacher's papers, the basket's new paper and the editor. */
export const routes = [
  { path: 'exam-paper/index', Component: PaperListRoute },
  { path: 'exam-paper/new', Component: NewPaperRoute },
  { path: 'exam-paper/edit/:paperId', Component: PaperEditorRoute },
  { path: 'exam-paper/print/:paperId', Component: PaperPrintRoute },
];

import { listTeachingAidFiles, type TeachingAidFile } from '@aita/core';
import type { Store } from '@reduxjs/toolkit';
import type { FilePort } from '../../shared/ports/context';
import {
  classBookStarted,
  classNameChanged,
  fileToggled,
  gradeChosen,
  schoolChanged,
  stepAdvanced,
  subjectChosen,
  versionChosen,
} from './classBookSlice';

/** A platform that records what the sagas saved and alerted, instead of a browser. */
export function recordingPlatform() {
  const saved: { blob: Blob; name: string }[] = [];
  const alerts: string[] = [];
  const platform: FilePort = {
    saveFile: (blob, name) => void saved.push({ blob, name }),
    alert: (text) => void alerts.push(text),
  };
  return { platform, saved, alerts };
}

/**
 * Walks the dialog to step 3 the way the buttons do: subject/version/grade, 下一步, the files
 * at `indexes`, 下一步, then school and class. Returns the chosen catalogue files.
 */
export function walkToStep3(
  store: Pick<Store, 'dispatch'>,
  choice: {
    subjectId: number;
    versionId: number;
    grade: number;
    indexes: number[];
    school?: string;
    className?: string;
  },
): TeachingAidFile[] {
  const { dispatch } = store;
  dispatch(classBookStarted({ subjectId: choice.subjectId, school: '' }));
  dispatch(subjectChosen(choice.subjectId));
  dispatch(versionChosen(choice.versionId));
  dispatch(gradeChosen(choice.grade));
  dispatch(stepAdvanced());
  const files = listTeachingAidFiles(choice.subjectId, choice.versionId, choice.grade);
  const chosen = choice.indexes.map((index) => files[index]).filter((f) => f !== undefined);
  for (const file of chosen) dispatch(fileToggled(file.url));
  dispatch(stepAdvanced());
  if (choice.school !== undefined) dispatch(schoolChanged(choice.school));
  if (choice.className !== undefined) dispatch(classNameChanged(choice.className));
  return chosen;
}

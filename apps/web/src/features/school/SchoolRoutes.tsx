import { MSG_LOADING } from '@aita/core';
import { Spinner } from '@aita/ui';
import { useLazyFeature } from '../../shared/lazyFeature';
import { SchoolDiskPage } from './SchoolDiskPage';
import { SchoolManagePage } from './SchoolManagePage';
import { schoolFeature } from './schoolFeature';

/** `/school/disk`: registers the school's slice and saga, then shows the disk. */
export function SchoolDiskRoute() {
  const ready = useLazyFeature(schoolFeature);
  return ready ? <SchoolDiskPage /> : <Spinner className="py-32" label={MSG_LOADING} />;
}

/** `/school/manage`: the admin page. */
export function SchoolManageRoute() {
  const ready = useLazyFeature(schoolFeature);
  return ready ? <SchoolManagePage /> : <Spinner className="py-32" label={MSG_LOADING} />;
}

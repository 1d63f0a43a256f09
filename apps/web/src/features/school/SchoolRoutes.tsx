import { MSG_LOADING } from '@aita/core';
import { Spinner } from '@aita/ui';
import { useAppSelector } from '../../shared/hooks';
import { useLazyFeature } from '../../shared/lazyFeature';
import { selectCurOrgId } from '../identity';
import { SchoolDiskPage } from './SchoolDiskPage';
import { SchoolManagePage } from './SchoolManagePage';
import { schoolFeature } from './schoolFeature';

/** `/school/disk`: registers the school's slice and saga, then shows the disk. */
export function SchoolDiskRoute() {
  const ready = useLazyFeature(schoolFeature);
  return ready ? <SchoolDiskPage /> : <Spinner className="py-32" label={MSG_LOADING} />;
}

/** `/school/manage`: the admin page, fresh for each school (no draft carries over a switch). */
export function SchoolManageRoute() {
  const ready = useLazyFeature(schoolFeature);
  const orgId = useAppSelector(selectCurOrgId);
  return ready ? (
    <SchoolManagePage key={orgId ?? 0} />
  ) : (
    <Spinner className="py-32" label={MSG_LOADING} />
  );
}

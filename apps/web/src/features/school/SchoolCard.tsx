import { SCHOOL_LABELS } from '@aita/core';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../shared/hooks';
import { useLazyFeature } from '../../shared/lazyFeature';
import { selectCurOrgId } from '../identity';
import { SCHOOL_ROUTES } from './paths';
import { schoolFeature } from './schoolFeature';
import { cardRequested, selectSchoolCard } from './schoolSlice';

function CardBody({ orgId }: { orgId: number }) {
  const dispatch = useAppDispatch();
  const { data } = useAppSelector(selectSchoolCard);
  useEffect(() => {
    dispatch(cardRequested(orgId));
  }, [dispatch, orgId]);
  // Another school's card (before the switch's answer) is never shown.
  if (!data || data.orgId !== orgId) return null;
  const stats = [
    [SCHOOL_LABELS.members, data.memberCount],
    [SCHOOL_LABELS.resources, data.resourceCount],
    [SCHOOL_LABELS.monthAdded, data.monthAdded],
  ] as const;
  return (
    <section
      className="w-full rounded-[var(--radius-card)] bg-surface p-5 shadow-card"
      aria-label={`${data.orgName}学校卡片`}
      data-testid="school-card"
    >
      <div className="flex items-center gap-3">
        {data.logo ? <img src={data.logo} alt="" className="size-10 rounded" /> : null}
        <h2 className="min-w-0 flex-1 truncate text-base font-semibold text-ink">{data.orgName}</h2>
        <Link to={SCHOOL_ROUTES.disk} className="text-sm text-primary-700 hover:underline">
          {SCHOOL_LABELS.disk}
        </Link>
        {data.role === 'admin' ? (
          <Link to={SCHOOL_ROUTES.manage} className="text-sm text-primary-700 hover:underline">
            {SCHOOL_LABELS.manage}
          </Link>
        ) : null}
      </div>
      <dl className="mt-4 grid grid-cols-3 gap-2 text-center">
        {stats.map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs text-ink-soft">{label}</dt>
            <dd className="text-xl font-semibold text-ink">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * The school card (`/v1/org/card`): the current school's name, logo, members, resources and
 * this month's additions, with the way to its disk (and, for admins, to 学校管理). Shown on the
 * personal page and the home; it follows the school switch.
 */
export function SchoolCard() {
  const orgId = useAppSelector(selectCurOrgId);
  const ready = useLazyFeature(schoolFeature);
  if (orgId === null || !ready) return null;
  return <CardBody orgId={orgId} />;
}

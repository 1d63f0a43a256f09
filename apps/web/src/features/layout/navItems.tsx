import { SIDEBAR_LABELS } from '@aita/core';
import {
  AppsIcon,
  ChatIcon,
  CourseIcon,
  HomeIcon,
  SchoolIcon,
  StarIcon,
  UserIcon,
  UsersIcon,
  type SidebarNavItem,
} from '@aita/ui';
import { ROUTES } from '../../shared/routes';

/** Sidebar keys, in the spec's order (§2 "Layout"). */
export type SidebarKey = keyof typeof SIDEBAR_LABELS;

/** The route prefix each sidebar item owns (for the active highlight). */
const PREFIX: Record<SidebarKey, string> = {
  home: '/home',
  apps: '/apps',
  chat: '/chat',
  premium: '/question-bank-jp',
  school: '/question-bank-xb',
  classroom: '/classroom',
  course: '/ai-course',
  my: '/my',
};

/** The eight sidebar items with labels from @aita/core, in order; `hidden` marks the hidden. */
export function sidebarItems(hidden: ReadonlySet<string>): SidebarNavItem[] {
  return [
    { key: 'home', label: SIDEBAR_LABELS.home, href: ROUTES.home, icon: <HomeIcon /> },
    { key: 'apps', label: SIDEBAR_LABELS.apps, href: ROUTES.apps, icon: <AppsIcon /> },
    { key: 'chat', label: SIDEBAR_LABELS.chat, href: ROUTES.chat, icon: <ChatIcon /> },
    { key: 'premium', label: SIDEBAR_LABELS.premium, href: ROUTES.premium, icon: <StarIcon /> },
    { key: 'school', label: SIDEBAR_LABELS.school, href: ROUTES.school, icon: <SchoolIcon /> },
    {
      key: 'classroom',
      label: SIDEBAR_LABELS.classroom,
      href: ROUTES.classroom,
      icon: <UsersIcon />,
    },
    { key: 'course', label: SIDEBAR_LABELS.course, href: ROUTES.course, icon: <CourseIcon /> },
    { key: 'my', label: SIDEBAR_LABELS.my, href: ROUTES.my, icon: <UserIcon /> },
  ].map((item) => ({ ...item, hidden: hidden.has(item.key) }));
}

/** The sidebar key whose route prefix matches `pathname`, if any. */
export function activeSidebarKey(pathname: string): SidebarKey | undefined {
  return (Object.keys(PREFIX) as SidebarKey[]).find(
    (key) => pathname === PREFIX[key] || pathname.startsWith(`${PREFIX[key]}/`),
  );
}

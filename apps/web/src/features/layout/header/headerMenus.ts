/**
 * The logged-in header's Headless UI menus (school dropdown, user menu, §2 layout), behind a
 * dynamic import in `HeaderActions` so an anonymous home never loads them.
 */
export { OrgSwitcher, UserMenu } from '@aita/ui';

import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names (`cn('p-2', active && 'bg-primary-50', props.className)`). A plain join: a
 * later utility does not replace an earlier one of the same property — the stylesheet's order
 * decides, so a component offers a prop (size, padding, width, tone) where a caller would need to
 * override one of its classes, and `className` only adds. apps/web/src/classConflicts.test.ts
 * checks every call and caller for classes that would conflict.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}

import type * as React from 'react';
import { cn } from './cn';

/** Props of {@link CategorySection}: a titled section whose children are laid out in a grid. */
export type CategorySectionProps = Omit<React.ComponentProps<'section'>, 'title'> & {
  /** Section heading (the column name, e.g. 热门应用). */
  title: React.ReactNode;
  /** Optional content under the title and above the grid (e.g. document links). */
  lead?: React.ReactNode;
  /** Heading level: 2 for a category, 3 for a sub-column inside a zone. */
  level?: 2 | 3;
  /** When false the children are rendered as they are, without the card grid. */
  grid?: boolean;
};

/**
 * A category of the application centre (spec §2 "Old home": category sections with
 * application cards). The `id` is the scroll anchor the category tab bar targets.
 */
export function CategorySection({
  title,
  lead,
  level = 2,
  grid = true,
  className,
  children,
  ...props
}: CategorySectionProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className={cn('scroll-mt-20', className)} {...props}>
      <Heading
        className={cn(
          'mb-4 flex items-center gap-2 font-semibold',
          level === 2 ? 'text-lg text-ink' : 'text-[15px] text-ink-soft',
        )}
      >
        {level === 2 ? (
          <span aria-hidden="true" className="h-4 w-1 rounded-full bg-primary-500" />
        ) : null}
        {title}
      </Heading>
      {lead}
      {grid ? (
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4">
          {children}
        </div>
      ) : (
        children
      )}
    </section>
  );
}

import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button } from './button';
import { DataTable } from './data-table';
import { FormDialog } from './form-dialog';
import { SelectInput } from './form-field';
import { NoticeBanner } from './notice-banner';
import { StateMessage } from './state-message';

// `cn` joins without merging, so each component puts exactly one class per property: the props
// that replaced callers' overrides (size, padding, width, spacing, tone) must not leave the default
// beside the chosen value.
const classesOf = (element: Element) => element.className.split(/\s+/);

describe('props that replaced class overrides', () => {
  it('Button: the padding prop replaces the size’s padding; icon and danger', () => {
    render(
      <>
        <Button size="sm">a</Button>
        <Button size="sm" padding={5}>
          b
        </Button>
        <Button size="icon" variant="danger" aria-label="c" />
      </>,
    );
    expect(classesOf(screen.getByText('a'))).toEqual(expect.arrayContaining(['h-8', 'px-3']));
    const wide = classesOf(screen.getByText('b'));
    expect(wide).toContain('px-5');
    expect(wide).not.toContain('px-3');
    const icon = classesOf(screen.getByLabelText('c'));
    expect(icon).toEqual(expect.arrayContaining(['size-9', 'px-0', 'bg-danger']));
    expect(icon.filter((c) => /^(h-|px-|bg-)/.test(c))).toEqual(['bg-danger', 'px-0']);
  });

  it('FormDialog: one max-w from the width prop', () => {
    render(
      <FormDialog open title="t" onClose={() => {}} width="3xl" data-testid="d">
        x
      </FormDialog>,
    );
    const widths = classesOf(screen.getByTestId('d')).filter((c) => c.startsWith('max-w-'));
    expect(widths).toEqual(['max-w-3xl']);
  });

  it('SelectInput, StateMessage, NoticeBanner: one width, one padding, one text size', () => {
    render(
      <>
        <SelectInput
          value={null}
          options={[]}
          placeholder="p"
          onValueChange={() => {}}
          width={40}
        />
        <StateMessage title="s" spacing={24} data-testid="s" />
        <NoticeBanner size="base">n</NoticeBanner>
      </>,
    );
    expect(classesOf(screen.getByRole('combobox')).filter((c) => c.startsWith('w-'))).toEqual([
      'w-40',
    ]);
    expect(classesOf(screen.getByTestId('s')).filter((c) => c.startsWith('py-'))).toEqual([
      'py-24',
    ]);
    const note = classesOf(screen.getByRole('note'));
    expect(note.filter((c) => /^(text-(sm|base)|leading-)/.test(c))).toEqual(['text-base']);
  });

  it('DataTable: a muted column’s cells are muted only', () => {
    render(
      <DataTable
        caption="c"
        rows={[{ id: 'r1' }]}
        rowKey={(row) => row.id}
        columns={[
          { key: 'id', header: '编号', cell: (row) => row.id, tone: 'muted' },
          { key: 'v', header: '值', cell: () => 'v' },
        ]}
      />,
    );
    expect(classesOf(screen.getByText('r1'))).toContain('text-ink-muted');
    expect(classesOf(screen.getByText('r1'))).not.toContain('text-ink');
    expect(classesOf(screen.getByText('v'))).toContain('text-ink');
  });
});

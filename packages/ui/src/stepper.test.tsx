import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Stepper } from './stepper';

describe(Stepper, () => {
  it('marks the current step and the done ones', () => {
    render(<Stepper aria-label="步骤" steps={['选择教材', '选择资料', '填写信息']} current={1} />);
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.dataset['state'])).toEqual(['done', 'current', 'todo']);
    expect(screen.getByText('选择资料').closest('li')?.getAttribute('aria-current')).toBe('step');
    expect(items[0]?.getAttribute('aria-current')).toBeNull();
  });
});

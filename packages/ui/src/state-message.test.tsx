import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';
import { StateMessage } from './state-message';
import { Spinner } from './spinner';

describe(StateMessage.name, () => {
  it('announces an error and renders its action', () => {
    const onRetry = vi.fn();
    render(
      <StateMessage
        tone="error"
        title="网络异常，暂无数据"
        action={<Button onClick={onRetry}>重试</Button>}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('网络异常，暂无数据');
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('is not an alert when it is only empty', () => {
    render(<StateMessage title="暂无应用" />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('暂无应用')).toBeTruthy();
  });
});

describe(Spinner.name, () => {
  it('is a status with its label', () => {
    render(<Spinner label="正在加载" />);
    expect(screen.getByRole('status').textContent).toBe('正在加载');
  });
});

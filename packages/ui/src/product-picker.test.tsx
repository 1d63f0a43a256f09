import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ProductPicker } from './product-picker';

const options = [
  {
    id: 1,
    name: '月度会员',
    duration: '30天',
    price: '¥29.00',
    originalPrice: '¥39.00',
    desc: '按月',
  },
  { id: 2, name: '年度会员', duration: '365天', price: '¥259.00', desc: '' },
];

describe(ProductPicker, () => {
  it('is a radio group with the chosen product checked and the list price crossed out', () => {
    const onChange = vi.fn();
    render(<ProductPicker options={options} value={1} onChange={onChange} label="会员套餐" />);
    expect(screen.getByRole('radiogroup', { name: '会员套餐' })).toBeTruthy();
    const radios = screen.getAllByRole('radio');
    expect(radios.map((r) => r.getAttribute('aria-checked'))).toEqual(['true', 'false']);
    expect(screen.getByText('¥39.00').tagName).toBe('DEL');
    expect(document.querySelectorAll('del')).toHaveLength(1);
    expect(screen.getByRole('radio', { name: /^月度会员/ })).toBe(radios[0]);
    fireEvent.click(radios[1] as HTMLElement);
    expect(onChange).toHaveBeenCalledWith(2);
  });
});

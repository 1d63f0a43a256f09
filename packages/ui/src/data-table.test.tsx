import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DataTable } from './data-table';

describe(DataTable, () => {
  it('renders a named table with column headers and one row per item, right-aligned where asked', () => {
    render(
      <DataTable
        caption="我的订单"
        rowKey={(row) => row.id}
        rows={[
          { id: 'a', name: '月度会员', price: '¥29.00' },
          { id: 'b', name: '会员兑换码', price: '¥0.00' },
        ]}
        columns={[
          { key: 'name', header: '商品名称', cell: (row) => row.name },
          { key: 'price', header: '实付金额', align: 'right', cell: (row) => row.price },
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: '我的订单' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['商品名称', '实付金额']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['月度会员¥29.00', '会员兑换码¥0.00']);
    expect(within(rows[0] as HTMLElement).getAllByRole('cell')[1]?.className).toContain(
      'text-right',
    );
  });
});

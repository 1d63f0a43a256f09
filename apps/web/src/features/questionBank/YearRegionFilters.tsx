import { useAppDispatch, useAppSelector } from '../../shared/hooks';
import { FilterRow } from './FilterRow';
import { regionChanged, selectBank, yearChanged } from './questionBankSlice';

/**
 * 年份 and 地区 pills (docs/questionBank.md "Year and region"): the values the listed questions of
 * this 学段/学科 carry; a row is left out when its questions carry none (the seed is 原创, no 地区).
 */
export function YearRegionFilters() {
  const dispatch = useAppDispatch();
  const bank = useAppSelector(selectBank);
  const { years, regions } = bank.filterOptions;
  return (
    <>
      {years.length > 0 && (
        <FilterRow
          label="年份"
          items={years.map((y) => ({ id: y, name: String(y) }))}
          value={bank.year}
          onChange={(v) => dispatch(yearChanged(v))}
        />
      )}
      {regions.length > 0 && (
        <FilterRow
          label="地区"
          items={regions.map((r) => ({ id: r, name: r }))}
          value={bank.region}
          onChange={(v) => dispatch(regionChanged(v))}
        />
      )}
    </>
  );
}

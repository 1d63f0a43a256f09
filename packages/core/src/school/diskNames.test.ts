import { describe, expect, it } from 'vitest';
import { diskFreeName } from './diskNames';

describe(diskFreeName, () => {
  it('keeps a free name', () => {
    expect(diskFreeName('教案.docx', new Set(['别的.docx']), true)).toBe('教案.docx');
  });
  it('numbers a taken file before its extension, skipping taken numbers', () => {
    expect(diskFreeName('教案.docx', new Set(['教案.docx']), true)).toBe('教案（1）.docx');
    expect(diskFreeName('教案.docx', new Set(['教案.docx', '教案（1）.docx']), true)).toBe(
      '教案（2）.docx',
    );
  });
  it('numbers a folder (or a file without extension) at the end', () => {
    expect(diskFreeName('语文组', new Set(['语文组']), false)).toBe('语文组（1）');
    expect(diskFreeName('v1.2', new Set(['v1.2']), false)).toBe('v1.2（1）');
    expect(diskFreeName('README', new Set(['README']), true)).toBe('README（1）');
    expect(diskFreeName('.env', new Set(['.env']), true)).toBe('.env（1）');
  });
});

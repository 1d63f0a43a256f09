import { parseQuestionParagraphs } from '@aita/core';
import { paperDocx } from './__fixtures__/docx';
import { zipSync, strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { readDocxParagraphs } from './docx-import';

describe('readDocxParagraphs', () => {
  it('reads Word equations back as LaTeX and numbered questions out of them', async () => {
    const bytes = await paperDocx([
      '一、选择题',
      '1. 计算 $\\frac{1}{2}+\\frac{1}{3}$ 的结果是（  ）',
      'A. $\\frac{5}{6}$   B. $\\frac{2}{5}$   C. $\\frac{1}{6}$   D. $1$',
      '答案：A',
      '解析：通分得 $\\frac{3}{6}+\\frac{2}{6}=\\frac{5}{6}$。',
      '二、解答题',
      '2. 解方程 $x^{2}-5x+6=0$，并求 $\\sqrt{16}$ 的值。',
      '答案：$x_{1}=2$，$x_{2}=3$；$4$',
      '解析：因式分解 $(x-2)(x-3)=0$。',
    ]);
    const { paragraphs, warnings } = readDocxParagraphs(bytes);
    expect(warnings).toEqual([]);
    const text = paragraphs.join('\n');
    expect(text).toContain('\\frac{1}{2}');
    expect(text).toContain('x^{2}');
    expect(text).toContain('\\sqrt{16}');
    expect(text).toContain('x_{1}');
    const { questions } = parseQuestionParagraphs(paragraphs);
    expect(questions.map((q) => q.type)).toEqual(['single', 'solution']);
    expect(questions[0]?.options).toHaveLength(4);
    expect(questions[0]?.answer).toEqual(['A']);
  });

  it('refuses what is not a Word document, a DTD, and a zip without document.xml', () => {
    expect(() => readDocxParagraphs(strToU8('%PDF-1.7 not a docx'))).toThrow('请上传 Word 文档');
    expect(() => readDocxParagraphs(zipSync({ 'a.txt': strToU8('x') }))).toThrow(
      '请上传 Word 文档',
    );
    const bomb = `<?xml version="1.0"?><!DOCTYPE d [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;">]><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>&b;</w:t></w:r></w:p></w:body></w:document>`;
    expect(() => readDocxParagraphs(zipSync({ 'word/document.xml': strToU8(bomb) }))).toThrow(
      '请上传 Word 文档',
    );
    expect(() =>
      readDocxParagraphs(zipSync({ 'word/document.xml': strToU8('<w:document><w:body>') })),
    ).toThrow('请上传 Word 文档');
  });

  it('keeps an unknown equation element as text with a warning, and counts pictures', () => {
    const w = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
    const m = 'http://schemas.openxmlformats.org/officeDocument/2006/math';
    const xml = `<?xml version="1.0"?><w:document xmlns:w="${w}" xmlns:m="${m}"><w:body>
      <w:p><w:r><w:t>1. 化简 </w:t></w:r><m:oMath><m:mysteryBox><m:r><m:t>a+b</m:t></m:r></m:mysteryBox></m:oMath></w:p>
      <w:p><w:r><w:drawing/></w:r><w:r><w:t xml:space="preserve">填空 </w:t></w:r><w:r><w:rPr><w:u w:val="single"/></w:rPr><w:t xml:space="preserve">      </w:t></w:r></w:p>
    </w:body></w:document>`;
    const { paragraphs, warnings } = readDocxParagraphs(
      zipSync({ 'word/document.xml': strToU8(xml) }),
    );
    expect(paragraphs[0]).toBe('1. 化简 a+b');
    expect(paragraphs[1]).toBe('填空 ____');
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toContain('未能转换为 LaTeX');
    expect(warnings[1]).toContain('1 张图片');
  });
});

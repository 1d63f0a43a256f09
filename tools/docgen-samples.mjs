// Renders the sample exam paper (.docx), deck (.pptx) and workbook (.xlsx) of @aita/docgen, converts them to PDF
// with LibreOffice and to PNG with pdftoppm, so a person can look at them. Build the package first:
//   pnpm --filter @aita/docgen build && node tools/docgen-samples.mjs [outdir]
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { randomUUID } from 'node:crypto';
import * as docgen from '../packages/docgen/dist/index.js';
import * as samples from '../packages/docgen/dist/samples.js';

const out = resolve(process.argv[2] ?? join(tmpdir(), 'docgen-samples'));
mkdirSync(out, { recursive: true });

const files = [
  [
    'paper.docx',
    await docgen.renderPaperDocx(samples.samplePaper(), {
      size: 'A3',
      seal: true,
      scoreTable: true,
    }),
  ],
  ['deck.pptx', await docgen.renderPptx(samples.sampleDeck())],
  ['roster.xlsx', { bytes: await docgen.renderXlsx(samples.sampleWorkbook()), warnings: [] }],
];

for (const [name, { bytes, warnings }] of files) {
  const file = join(out, name);
  writeFileSync(file, bytes);
  for (const w of warnings) console.log(`${name}: ${w.kind} ${w.source}: ${w.message}`);
  const profileDir = join(tmpdir(), `lo-${randomUUID()}`);
  const profile = `file://${profileDir}`;
  execFileSync('soffice', [
    `-env:UserInstallation=${profile}`,
    '--headless',
    '--convert-to',
    'pdf',
    '--outdir',
    out,
    file,
  ]);
  rmSync(profileDir, { recursive: true, force: true });
  const pdf = file.replace(/\.\w+$/, '.pdf');
  execFileSync('pdftoppm', ['-r', '50', '-png', pdf, pdf.replace(/\.pdf$/, '')]);
  console.log(`${pdf} and its PNG pages`);
}

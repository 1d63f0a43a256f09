import { renderDocx } from '@aita/docgen';

/** A Word file made by docgen (formulas become real `m:oMath`), as a teacher's paper would be. */
export async function paperDocx(lines: string[]): Promise<Uint8Array> {
  const { bytes } = await renderDocx({
    sections: [{ blocks: lines.map((runs) => ({ type: 'paragraph' as const, runs })) }],
  });
  return bytes;
}

import type { SlideImage } from '@aita/docgen';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { orgs, users } from '../../db/schema';
import type { ObjectSink } from '../../platform/intake';

/** A stored school logo's URL (`/files/orgs/<32 chars>.webp`, written by the school's image upload). */
const ORG_LOGO = /^\/files\/orgs\/([A-Za-z0-9_-]{32}\.webp)$/;

/**
 * The logo of the teacher's current school as a PNG for the slides (PowerPoint does not read WebP), or
 * undefined when the teacher has no current school, it has no logo, or the logo cannot be read.
 */
export function createSchoolLogoReader(db: Db, sink: ObjectSink) {
  return async (uid: number): Promise<SlideImage | undefined> => {
    const [row] = await db
      .select({ logo: orgs.logo, name: orgs.name })
      .from(users)
      .innerJoin(orgs, eq(orgs.id, users.curOrgId))
      .where(eq(users.id, uid));
    const name = row && ORG_LOGO.exec(row.logo)?.[1];
    if (!row || !name) return undefined;
    try {
      const { default: sharp } = await import('sharp');
      const png = await sharp(await sink.read(`orgs/${name}`))
        .resize(256, 256, { fit: 'inside' })
        .png()
        .toBuffer({ resolveWithObject: true });
      return {
        data: new Uint8Array(png.data),
        format: 'png',
        widthPx: png.info.width,
        heightPx: png.info.height,
        alt: `${row.name}校徽`,
      };
    } catch {
      return undefined;
    }
  };
}

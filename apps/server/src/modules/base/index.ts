import type { AppModule } from '../../platform/deps';
import { capabilitiesRoutes } from './capabilities.routes';
import { qrcodeRoutes } from './qrcode.routes';
import { createQrCodeService } from './qrcode.service';
import { baseConfigRoutes } from './routes';
import { sitePageRoutes } from './site-pages.routes';

/**
 * Site-wide configuration and pages (docs/apps.md "Config", "Pages"): `/v1/base/resource/config`,
 * `/v1/base/grade/config`, `/v1/base/capabilities` (which AI capabilities are configured), the QR codes (`/v1/qrcode/list`) and the small server-rendered pages
 * under `/static/pages/`.
 */
export const baseModule: AppModule = {
  name: 'base',
  plugin: async (app, { config, ai }) => {
    await app.register(baseConfigRoutes, {
      publicOrigin: config.publicOrigin,
      icpRecord: config.icpRecord,
    });
    await app.register(qrcodeRoutes, {
      qrcodes: createQrCodeService({ publicOrigin: config.publicOrigin }),
    });
    await app.register(sitePageRoutes);
    await app.register(capabilitiesRoutes, { ai });
  },
};

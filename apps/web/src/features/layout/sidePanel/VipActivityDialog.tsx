import { VIP_DIALOG_WIDTH } from '@aita/core';
import { AppDialog } from '@aita/ui';

/**
 * The VIP activity dialog (spec §2 "Old home": 30% wide, embeds an activity page with a source
 * parameter). Its own chunk: the dialog library loads only when a teacher opens it.
 */
export function VipActivityDialog({ src, onClose }: { src: string; onClose: () => void }) {
  return (
    <AppDialog
      open
      title="会员活动"
      src={src}
      width={VIP_DIALOG_WIDTH}
      height="70vh"
      allowFullscreen={false}
      onClose={onClose}
    />
  );
}

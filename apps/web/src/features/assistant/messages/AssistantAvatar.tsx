import { LogoMark } from '@aita/ui';

/** The assistant's avatar: the app's logo on `/chat/{uri}`, else the product mark. */
export function AssistantAvatar({ logo }: { logo?: string }) {
  if (logo) return <img src={logo} alt="" className="size-full object-cover" />;
  return <LogoMark className="size-full" />;
}

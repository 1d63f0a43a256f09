import { useAppSelector } from '../../shared/hooks';
import { selectHomeConfig } from './homeSlice';

/**
 * The new home's footer (spec §2): 公司介绍, 用户协议, 隐私政策 and the ICP filing line, all from
 * `POST /v1/base/resource/config`. Without a configured filing number the line is hidden (we do
 * not invent one).
 */
export function HomeFooter() {
  const config = useAppSelector(selectHomeConfig);
  if (!config) return <footer className="mt-auto h-20" aria-hidden="true" />;
  return (
    <footer className="mt-auto flex w-full flex-col items-center gap-2 pt-14 pb-8 text-xs text-ink-muted">
      <nav aria-label="关于我们" className="flex gap-3 md:gap-5">
        {config.footerLinks.map((link) => (
          <a
            key={link.name}
            href={link.link}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center justify-center hover:text-primary-600"
          >
            {link.name}
          </a>
        ))}
      </nav>
      {config.icp.text ? (
        <a
          href={config.icp.link}
          target="_blank"
          rel="noopener noreferrer"
          className="hover:text-primary-600"
          data-testid="icp"
        >
          {config.icp.text}
        </a>
      ) : null}
    </footer>
  );
}

import { MSG_UNDER_CONSTRUCTION } from '@aita/core';
import { UnderConstruction } from '@aita/ui';
import { Link, useParams } from 'react-router';
import { ROUTES } from '../../../shared/routes';

const backHome = (
  <Link
    to={ROUTES.apps}
    className="mt-2 rounded-full bg-primary-500 px-5 py-2 text-sm font-medium text-white hover:bg-primary-600"
  >
    先去看看 AI 应用
  </Link>
);

/**
 * A page that is not built yet: a friendly 建设中 screen naming the area, never a blank page.
 */
export function PlaceholderPage({ pageName }: { pageName: string }) {
  return (
    <UnderConstruction
      pageName={pageName}
      title={MSG_UNDER_CONSTRUCTION}
      description="该功能正在精心打磨中，很快就与您见面，敬请期待。"
      action={backHome}
    />
  );
}

/** /chat/index and /chat/{uri}: the conversation (a later issue). */
export function ChatPage() {
  const { uri } = useParams();
  return <PlaceholderPage pageName={uri ? `会话 · ${uri}` : '会话'} />;
}

/** /404: contents not shown by the spec; a plain way back. */
export function NotFoundPage() {
  return (
    <UnderConstruction
      title="页面走丢了"
      description="您访问的页面不存在或已下线。"
      action={backHome}
    />
  );
}

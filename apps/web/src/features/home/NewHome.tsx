import {
  type AppInfo,
  ESSAY_REVIEW_APP_URIS,
  ESSAY_REVIEW_PATH,
  greetingAt,
  MSG_ENTER_QUESTION,
  NETWORK_SEARCH_OFF,
  NETWORK_SEARCH_ON,
  QUESTION_MAX_CHARS,
  validateQuestion,
} from '@aita/core';
import { ImagePickButton } from '../../shared/upload/ImagePickButton';
import { BrainIcon, Button, GlobeIcon, ImageThumbnails, SendIcon, ToggleChip } from '@aita/ui';
import { Suspense, useEffect, useRef, useState, type ClipboardEvent } from 'react';
import { Link } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../shared/hooks';
import { ROUTES } from '../../shared/routes';
import { toastShown } from '../../shared/toast/toastSlice';
import { selectCurrentOrg } from '../identity';
import { SchoolCard } from '../school';
import { FeatureCarousel } from './FeatureCarousel';
import { HomeFooter } from './HomeFooter';
import {
  homeDataRequested,
  imagePasted,
  imageRemoved,
  questionSent,
  selectHomeFunctions,
  selectHomeSending,
  selectPastedImages,
} from './homeSlice';
import {
  holdPastedImages,
  isUploading,
  MSG_IMAGES_UPLOADING,
  thumbnailsOf,
  uploadedLinks,
} from '../../shared/upload/pastedImages';
import { useRevokeRemovedPreviews } from '../../shared/upload/useRevokeRemovedPreviews';

/**
 * The new chat-style home (spec §2 "New home", strategy A): greeting by hour with an emoji, the
 * 4-row question box with deep-think and network-search toggles, pasted-image thumbnails,
 * recommended function buttons, the feature-card carousel and the footer. Sending follows §4
 * "New-home send" (homeSaga).
 */
export function NewHome() {
  const dispatch = useAppDispatch();
  const [greeting] = useState(() => greetingAt(new Date()));
  const functions = useAppSelector(selectHomeFunctions);
  const images = useAppSelector(selectPastedImages);
  useRevokeRemovedPreviews(images);
  const sending = useAppSelector(selectHomeSending);
  // §6: the home background and logo follow the current school.
  const org = useAppSelector(selectCurrentOrg);
  const [text, setText] = useState('');
  const [deepThink, setDeepThink] = useState(false);
  const [network, setNetwork] = useState(false);
  const [app, setApp] = useState<AppInfo | null>(null);
  const requested = useRef(false);

  useEffect(() => {
    if (requested.current) return;
    requested.current = true;
    dispatch(homeDataRequested());
  }, [dispatch]);

  const uploading = isUploading(images);

  const send = () => {
    if (sending) return;
    const invalid = validateQuestion(text);
    if (invalid) {
      dispatch(toastShown({ kind: 'warning', text: invalid.message || MSG_ENTER_QUESTION }));
      return;
    }
    if (uploading) {
      dispatch(toastShown({ kind: 'info', text: MSG_IMAGES_UPLOADING }));
      return;
    }
    dispatch(
      questionSent({
        content: text,
        app: app
          ? {
              appId: app.appId,
              name: app.name,
              template: app.template,
              category: app.category,
              uri: app.uri,
            }
          : null,
        isDeepThink: deepThink,
        isNetworkSearch: network && images.length === 0 ? NETWORK_SEARCH_ON : NETWORK_SEARCH_OFF,
        imgUrls: uploadedLinks(images),
      }),
    );
  };

  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const pasted = holdPastedImages(event);
    if (pasted.length === 0) return;
    // §4: pasting an image turns network search off; its toggle hides while images are attached.
    setNetwork(false);
    for (const info of pasted) dispatch(imagePasted(info));
  };

  return (
    <div className="relative">
      {org?.background ? (
        <img
          src={org.background}
          alt=""
          data-testid="home-school-background"
          className="pointer-events-none absolute inset-x-0 top-0 h-[220px] w-full object-cover opacity-40 [mask-image:linear-gradient(to_bottom,black_55%,transparent)] md:h-[300px]"
        />
      ) : null}
      <div className="relative mx-auto flex min-h-[calc(100dvh-4rem)] max-w-[960px] flex-col items-center px-6 pt-16 md:pt-24">
        {org ? (
          <p
            className="mb-4 inline-flex items-center gap-2 rounded-full bg-surface/90 px-3 py-1 text-sm text-ink shadow-sm"
            data-testid="home-school"
          >
            {org.logo ? <img src={org.logo} alt="" className="size-5 rounded" /> : null}
            {org.orgName}
          </p>
        ) : null}
        <h1 className="text-center text-3xl font-semibold text-ink md:text-[34px]">
          <span aria-hidden="true" className="mr-2">
            {greeting.emoji}
          </span>
          {greeting.text}，老师
        </h1>
        <p className="mt-3 text-center text-[15px] text-ink-muted">
          我是您的 AI 教学助手，备课、出题、批改，都可以交给我
        </p>

        <div className="mt-10 w-full max-w-3xl rounded-[20px] border border-line bg-surface p-4 shadow-card focus-within:border-primary-300">
          {app ? (
            <div className="mb-2 flex items-center gap-2">
              <span
                className="inline-flex items-center gap-1.5 rounded-full bg-primary-50 px-3 py-1 text-[13px] text-primary-700"
                data-testid="selected-app"
              >
                <img src={app.logo} alt="" className="size-4 rounded" />
                {app.name}
                <button
                  type="button"
                  aria-label={`取消选择${app.name}`}
                  onClick={() => setApp(null)}
                  className="ml-0.5 cursor-pointer text-primary-400 hover:text-primary-700"
                >
                  ×
                </button>
              </span>
            </div>
          ) : null}
          <ImageThumbnails
            className="mb-2"
            images={thumbnailsOf(images)}
            onRemove={(id) => dispatch(imageRemoved(id))}
          />
          <label htmlFor="home-question" className="sr-only">
            输入您的问题
          </label>
          <textarea
            id="home-question"
            rows={4}
            value={text}
            maxLength={QUESTION_MAX_CHARS}
            onChange={(event) => setText(event.target.value)}
            onPaste={onPaste}
            onKeyDown={(event) => {
              // §5: Enter sends; Shift+Enter (and Ctrl+Enter) is a newline; IME Enter confirms.
              if (event.key !== 'Enter' || event.shiftKey || event.ctrlKey) return;
              if (event.nativeEvent.isComposing) return;
              event.preventDefault();
              send();
            }}
            placeholder={
              app
                ? `${app.desc || app.name}（Shift+Enter 换行）`
                : '有什么教学问题都可以问我，也可以直接粘贴图片（Shift+Enter 换行）'
            }
            className="w-full resize-none bg-transparent text-[15px] leading-6 text-ink placeholder:text-ink-muted focus:outline-none"
          />
          <div className="flex flex-wrap items-center gap-2 pt-2">
            <ImagePickButton
              onImages={(chosen) => {
                // As a paste (§4): network search turns off while images are attached.
                setNetwork(false);
                for (const info of chosen) dispatch(imagePasted(info));
              }}
            />
            <ToggleChip
              pressed={deepThink}
              onChange={setDeepThink}
              icon={<BrainIcon className="size-4" />}
            >
              深度思考
            </ToggleChip>
            {images.length === 0 ? (
              <ToggleChip
                pressed={network}
                onChange={setNetwork}
                icon={<GlobeIcon className="size-4" />}
              >
                联网搜索
              </ToggleChip>
            ) : null}
            <span className="flex-1" />
            <Button
              size="icon"
              aria-label="发送"
              onClick={send}
              disabled={sending}
              data-testid="send-button"
            >
              <SendIcon className="size-4" />
            </Button>
          </div>
        </div>

        {functions.length > 0 ? (
          <ul className="mt-6 flex flex-wrap justify-center gap-2" aria-label="推荐功能">
            {functions.map((item) => {
              const selected = app?.appId === item.appId;
              // 作文批改 / 英语作文批改 open the essay marking tool, as from the apps centre.
              if (ESSAY_REVIEW_APP_URIS.includes(item.uri)) {
                return (
                  <li key={item.appId}>
                    <Link
                      to={ESSAY_REVIEW_PATH}
                      className="inline-flex items-center gap-1.5 rounded-full bg-surface px-4 py-1.5 text-sm text-ink-soft ring-1 ring-line transition-colors hover:text-primary-600 hover:ring-primary-200"
                    >
                      <img src={item.logo} alt="" className="size-4 rounded" />
                      {item.name}
                    </Link>
                  </li>
                );
              }
              return (
                <li key={item.appId}>
                  <button
                    type="button"
                    aria-pressed={selected}
                    onClick={() => setApp(selected ? null : item)}
                    className={
                      selected
                        ? 'inline-flex cursor-pointer items-center gap-1.5 rounded-full bg-primary-500 px-4 py-1.5 text-sm text-white shadow-sm'
                        : 'inline-flex cursor-pointer items-center gap-1.5 rounded-full bg-surface px-4 py-1.5 text-sm text-ink-soft ring-1 ring-line transition-colors hover:text-primary-600 hover:ring-primary-200'
                    }
                  >
                    <img src={item.logo} alt="" className="size-4 rounded" />
                    {item.name}
                  </button>
                </li>
              );
            })}
            <li>
              <Link
                to={ROUTES.apps}
                className="inline-flex items-center gap-1 rounded-full px-4 py-1.5 text-sm text-primary-600 hover:bg-primary-50"
              >
                更多应用 →
              </Link>
            </li>
          </ul>
        ) : null}

        {org ? (
          <div className="mt-8 w-full max-w-3xl">
            <Suspense fallback={null}>
              <SchoolCard />
            </Suspense>
          </div>
        ) : null}
        <FeatureCarousel />
        <HomeFooter />
      </div>
    </div>
  );
}

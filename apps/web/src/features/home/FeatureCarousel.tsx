import type { FeatureCard } from '@aita/api';
import {
  canSeeClassBook,
  CAROUSEL_SLIDE_MS,
  carouselActivePage,
  carouselNext,
  carouselPages,
  carouselPrev,
  carouselSettle,
  carouselStart,
  carouselTrack,
  checkFeatureAccess,
  MSG_JOIN_SCHOOL_FIRST,
  showCarouselArrows,
} from '@aita/core';
import { Carousel } from '@aita/ui';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../shared/hooks';
import { loginRequested, selectHasOrg, selectIsLoggedIn, selectUser } from '../identity';
import { classBookDialogOpened } from '../teachingAids';
import { toastShown } from '../../shared/toast/toastSlice';
import { selectHomeCards } from './homeSlice';

/** The key of the 教辅资料下载 card (spec §2 "Class-book download dialogs"). */
export const CLASS_BOOK_CARD = 'class-book';

/** Accent of each card's icon tile, by position in a page. */
const TINTS = [
  'from-primary-500 to-primary-400',
  'from-emerald-500 to-emerald-400',
  'from-amber-500 to-orange-400',
  'from-fuchsia-500 to-pink-400',
];

function CardPage({
  cards,
  onOpen,
}: {
  cards: FeatureCard[];
  onOpen: (card: FeatureCard) => void;
}) {
  return (
    <ul className="grid grid-cols-2 gap-4 px-1 py-1 lg:grid-cols-4">
      {cards.map((card, index) => (
        <li key={card.key}>
          <button
            type="button"
            data-card-key={card.key}
            onClick={() => onOpen(card)}
            className="flex h-full w-full cursor-pointer flex-col items-start gap-3 rounded-card border border-line bg-surface p-4 text-left shadow-card transition hover:-translate-y-0.5 hover:border-primary-200 hover:shadow-card-hover focus-visible:outline-2 focus-visible:outline-primary-500"
          >
            <span
              aria-hidden="true"
              className={`inline-flex size-10 items-center justify-center rounded-xl bg-linear-to-br text-base font-semibold text-white ${TINTS[index % TINTS.length]}`}
            >
              {card.title.slice(0, 1)}
            </span>
            <span className="text-[15px] font-semibold text-ink">{card.title}</span>
            <span className="line-clamp-2 text-[13px] leading-5 text-ink-muted">{card.desc}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * The new home's feature-card carousel (spec §2, §4, §9): 4 cards per page, looping with a clone
 * page at each end (core's carousel paging), arrows only with more than one page, a 300 ms
 * slide and no transition on the jump from a clone. jptk/xbtk need an organisation
 * (请先加入学校); class management needs only login (§5).
 */
export function FeatureCarousel() {
  const allCards = useAppSelector(selectHomeCards);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const user = useAppSelector(selectUser);
  // §5: the class-book card only for primary-school 语文/数学 teachers (or unset) and anonymous
  // users; a logged-in teacher whose info is not loaded yet does not see it flash in.
  const cards = useMemo(
    () =>
      allCards.filter(
        (card) =>
          card.key !== CLASS_BOOK_CARD ||
          (loggedIn ? user !== null && canSeeClassBook(user) : true),
      ),
    [allCards, loggedIn, user],
  );
  const hasOrganisation = useAppSelector(selectHasOrg);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const pages = useMemo(() => carouselPages(cards), [cards]);
  if (pages.length === 0) return null;
  // A new page count starts over at the first real page (a fresh state).
  return (
    <CarouselTrack
      key={pages.length}
      pages={pages}
      loggedIn={loggedIn}
      hasOrganisation={hasOrganisation}
      dispatch={dispatch}
      navigate={navigate}
    />
  );
}

function CarouselTrack({
  pages,
  loggedIn,
  hasOrganisation,
  dispatch,
  navigate,
}: {
  pages: FeatureCard[][];
  loggedIn: boolean;
  hasOrganisation: boolean;
  dispatch: ReturnType<typeof useAppDispatch>;
  navigate: ReturnType<typeof useNavigate>;
}) {
  const [position, setPosition] = useState(() => carouselStart(pages.length));

  const open = (card: FeatureCard) => {
    // The class-book dialog is open to everyone; its confirm asks for login (§6).
    if (card.key === CLASS_BOOK_CARD) {
      dispatch(classBookDialogOpened());
      return;
    }
    const access = checkFeatureAccess(card.key, { loggedIn, hasOrganisation });
    if (access.kind === 'login' || (card.needLogin === 1 && !loggedIn)) {
      dispatch(loginRequested({ reason: `card:${card.key}` }));
      return;
    }
    if (access.kind === 'denied' || (card.needOrg === 1 && !hasOrganisation)) {
      const text = access.kind === 'denied' ? access.error.message : MSG_JOIN_SCHOOL_FIRST;
      dispatch(toastShown({ kind: 'warning', text }));
      return;
    }
    navigate(card.path);
  };

  const track = carouselTrack(pages).map((page, index) => (
    <CardPage key={index} cards={page} onOpen={open} />
  ));
  return (
    <Carousel
      aria-label="功能推荐"
      className="mt-10 w-full"
      track={track}
      index={position.index}
      animate={position.animate}
      slideMs={CAROUSEL_SLIDE_MS}
      showArrows={showCarouselArrows(pages.length)}
      pageCount={pages.length}
      activePage={carouselActivePage(position, pages.length)}
      onPrev={() => setPosition((pos) => carouselPrev(pos, pages.length))}
      onNext={() => setPosition((pos) => carouselNext(pos, pages.length))}
      onSlideEnd={() => setPosition((pos) => carouselSettle(pos, pages.length))}
    />
  );
}

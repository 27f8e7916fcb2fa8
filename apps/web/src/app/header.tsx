import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { badgeOf, displayName } from '@ireti/shared/accounts/names';
import { useAuth } from '../lib/auth.ts';
import { imageUrl, fallbackToPlaceholder } from '../lib/images.ts';
import { buttonClass } from '../components/ui/button.tsx';
import { UnderReviewBadge } from '../features/account/components/identity-status.tsx';
import { LowDataSwitch } from '../components/ui/low-data-switch.tsx';
import { LanguageSwitch } from '../components/ui/language-switch.tsx';
import { useMyAssignments } from '../lib/volunteers/get-my-assignments.ts';
import { count, i18n, useT } from '../lib/i18n/index.ts';

export const messages = i18n('shell/header', {
  home: 'Ireti home',
  howItWorks: 'How it Works',
  volunteer: 'Volunteer',
  organizations: 'Organizations',
  searchCampaigns: 'Search campaigns',
  searchPlaceholder: 'Search campaigns, causes, places…',
  search: 'Search',
  closeSearch: 'Close search',
  accountMenu: 'Account menu',
  myProfile: 'My Profile',
  myCampaigns: 'My Campaigns',
  admin: 'Admin',
  logout: 'Logout',
  signIn: 'Sign In',
  startCampaign: 'START CAMPAIGN',
  openMenu: 'Open menu',
  menu: 'Menu',
  main: 'Main',
  mobile: 'Mobile',
  closeMenu: 'Close menu',
  homeLink: 'Home',
  exploreCampaigns: 'Explore campaigns',
  successStories: 'Success stories',
  badgeVolunteer: 'VOLUNTEER',
  badgeVerified: 'VERIFIED',
  badgeUnverified: 'UNVERIFIED',
  toCheck: 'To check',
  toCheckLabel: count({ one: '{count} campaign waiting for you to check', other: '{count} campaigns waiting for you to check' }),
});

/**
 * A volunteer's queue in the header (issue 26): a link to /volunteer_queue with the number of
 * campaigns waiting for them to check; nothing for anyone else.
 */
export function QueueLink({ inMenu = false }: { inMenu?: boolean }) {
  const t = useT(messages);
  const { user } = useAuth();
  const volunteer = (user?.is_volunteer ?? 0) > 0;
  const q = useMyAssignments(volunteer);
  if (!volunteer) return null;
  const n = q.data?.campaigns.length ?? 0;
  const badge = n > 0 && (
    <span
      aria-hidden="true"
      className="inline-flex min-w-5 items-center justify-center rounded-full bg-red-700 px-1.5 text-xs leading-5 font-bold text-white"
    >
      {n > 99 ? '99+' : n}
    </span>
  );
  return (
    <Link
      to="/volunteer_queue"
      className={
        inMenu
          ? buttonClass('secondary', 'gap-2')
          : 'inline-flex min-h-11 items-center gap-1.5 rounded-md px-2 text-sm font-semibold text-brand-800 hover:bg-brand-50'
      }
    >
      <svg viewBox="0 0 20 20" className="h-5 w-5" aria-hidden="true" fill="currentColor">
        <path d="M7 2h6v2h3v14H4V4h3V2zm1 2v1h4V4H8zM6 6v10h8V6h-1v1H7V6H6zm1.3 5.2 1.4-1.4L10 11.1l2.8-2.8 1.4 1.4L10 13.9l-2.7-2.7z" />
      </svg>
      <span className={inMenu ? '' : 'hidden sm:inline'}>{t.toCheck}</span>
      {badge}
      {/* The name starts with what is seen ("To check", the count), as axe's label-content-name-mismatch asks. */}
      <span className="sr-only">{t.toCheckLabel(n)}</span>
    </Link>
  );
}

export function Logo({ light = false }: { light?: boolean }) {
  const t = useT(messages);
  return (
    <Link to="/" className="flex items-center gap-2" aria-label={t.home}>
      <svg viewBox="0 0 64 64" className="h-8 w-8" aria-hidden="true">
        <rect width="64" height="64" rx="14" fill={light ? '#ffffff' : '#0f5132'} />
        <path d="M32 50s-16-9.5-16-21a9 9 0 0 1 16-5.6A9 9 0 0 1 48 29c0 11.5-16 21-16 21z" fill="#f5c542" />
      </svg>
      <span className={`text-xl font-extrabold tracking-tight ${light ? 'text-white' : 'text-brand-800'}`}>Ireti</span>
    </Link>
  );
}

const nav = [
  { to: '/how_it_works', label: 'howItWorks' },
  { to: '/volunteer', label: 'volunteer' },
  { to: '/verified_page', label: 'organizations' },
] as const;

const badgeText = { VOLUNTEER: 'badgeVolunteer', VERIFIED: 'badgeVerified', UNVERIFIED: 'badgeUnverified' } as const;

const badgeStyle = {
  VOLUNTEER: 'bg-sun-400 text-slate-900',
  VERIFIED: 'bg-brand-100 text-brand-800',
  UNVERIFIED: 'bg-slate-200 text-slate-700',
} as const;

/**
 * An overlay of the header as a native modal <dialog>. In the top layer the header's backdrop
 * blur (which makes it the box of its fixed children) cannot clip it to the header's height; the
 * browser keeps the focus inside, closes it on Escape and gives the focus back to its opener.
 */
function HeaderDialog({
  label,
  onClose,
  className,
  children,
}: {
  label: string;
  onClose: () => void;
  className: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  // Closed by its owner's state: Escape asks the owner (cancel), and unmounting closes the dialog.
  // The browser's own close on Escape tells the owner a task later, after an Enter pressed at once
  // on the opener has asked for it again (the keyboard journey, stop 36's CI): the dialog stayed
  // shut, or the late news closed the new one. A close that is not this dialog's any more is ignored.
  const live = useRef(true);
  useLayoutEffect(() => {
    const d = ref.current!;
    live.current = true;
    d.showModal();
    return () => {
      live.current = false;
      if (d.open) d.close();
    };
  }, []);
  return (
    <dialog
      ref={ref}
      aria-label={label}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClose={() => live.current && onClose()}
      onClick={(e) => e.target === ref.current && onClose()}
      className={className}
    >
      {children}
    </dialog>
  );
}

function SearchOverlay({ onClose }: { onClose: () => void }) {
  const t = useT(messages);
  const [text, setText] = useState('');
  const navigate = useNavigate();
  return (
    <HeaderDialog
      label={t.searchCampaigns}
      onClose={onClose}
      className="m-0 w-full max-w-none bg-transparent px-2 pt-20 pb-4 backdrop:bg-slate-900/70 sm:px-4"
    >
      {/* On a phone the box has a row of its own, so its placeholder shows whole (issue 26: it was 140 px, "Search campa…"). */}
      <form
        role="search"
        className="mx-auto flex max-w-2xl flex-wrap gap-2 rounded-xl bg-white p-2 shadow-xl sm:flex-nowrap sm:p-3"
        onSubmit={(e) => {
          e.preventDefault();
          onClose();
          navigate('/campaigns', { state: { search: text.trim() } });
        }}
      >
        <label htmlFor="site-search" className="sr-only">
          {t.searchCampaigns}
        </label>
        <input
          id="site-search"
          autoFocus
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={t.searchPlaceholder}
          className="min-w-0 basis-full rounded-lg border border-slate-300 px-3 py-2 text-base sm:basis-auto sm:flex-1"
          maxLength={100}
        />
        <button type="submit" className={buttonClass('primary', 'flex-1 sm:flex-none')}>
          {t.search}
        </button>
        <button type="button" onClick={onClose} className={buttonClass('ghost')} aria-label={t.closeSearch}>
          ✕
        </button>
      </form>
    </HeaderDialog>
  );
}

function UserMenu() {
  const t = useT(messages);
  const { user } = useAuth();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const close = (e: MouseEvent) => ref.current && !ref.current.contains(e.target as Node) && setOpen(false);
    document.addEventListener('click', close);
    return () => document.removeEventListener('click', close);
  }, []);
  if (!user) return null;
  const badge = badgeOf(user);
  return (
    <div ref={ref} className="relative flex items-center gap-2">
      <span className="hidden text-right text-sm leading-tight md:block">
        <span className="block max-w-40 truncate font-semibold text-slate-900">{displayName(user)}</span>
        <span className={`mt-0.5 inline-block rounded px-1.5 py-0.5 text-[10px] font-bold tracking-wide ${badgeStyle[badge]}`}>
          {t[badgeText[badge]]}
        </span>
        <UnderReviewBadge user={user} className="mt-0.5 ml-1" />
      </span>
      <button
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-label={t.accountMenu}
        onClick={() => setOpen((o) => !o)}
        className="rounded-full ring-brand-600 focus-visible:ring-2"
      >
        <img
          src={imageUrl(user.image_url, 'avatar')}
          onError={fallbackToPlaceholder}
          alt=""
          width={40}
          height={40}
          className="h-10 w-10 rounded-full border border-slate-200 object-cover"
        />
      </button>
      {open && (
        <div
          role="menu"
          className="absolute top-12 right-0 z-40 w-48 overflow-hidden rounded-lg border border-slate-200 bg-white py-1 shadow-lg"
          onClick={() => setOpen(false)}
        >
          <Link role="menuitem" to="/profile" className="block px-4 py-2 text-sm hover:bg-slate-50">
            {t.myProfile}
          </Link>
          <Link role="menuitem" to="/profile" state={{ tab: 'campaigns' }} className="block px-4 py-2 text-sm hover:bg-slate-50">
            {t.myCampaigns}
          </Link>
          {user.role === 'admin' && (
            <Link role="menuitem" to="/admin" className="block px-4 py-2 text-sm hover:bg-slate-50">
              {t.admin}
            </Link>
          )}
          <Link role="menuitem" to="/signout" className="block px-4 py-2 text-sm text-red-700 hover:bg-slate-50">
            {t.logout}
          </Link>
        </div>
      )}
    </div>
  );
}

export function Header({ bare = false }: { bare?: boolean }) {
  const t = useT(messages);
  const { token, user } = useAuth();
  const [search, setSearch] = useState(false);
  const location = useLocation();
  // The phone menu is open on the page it was opened on, so a new page closes it. An effect closing
  // it on each new path would also run once after the hydration, and close a menu tapped open
  // before the drawn page was live (holdEarlyTaps makes that tap again).
  const [menuOn, setMenuOn] = useState<string | null>(null);
  const menu = menuOn === location.pathname;
  const setMenu = (open: boolean) => setMenuOn(open ? location.pathname : null);

  const linkClass = ({ isActive }: { isActive: boolean }) =>
    `rounded-md px-3 py-2 text-sm font-medium ${isActive ? 'text-brand-800' : 'text-slate-700 hover:text-brand-800'}`;

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <Logo />
        {!bare && (
          <>
            <nav aria-label={t.main} className="hidden items-center gap-1 lg:flex">
              {nav.map((n) => (
                <NavLink key={n.to} to={n.to} className={linkClass}>
                  {t[n.label]}
                </NavLink>
              ))}
              <button
                type="button"
                onClick={() => setSearch(true)}
                className="flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:text-brand-800"
              >
                <svg viewBox="0 0 20 20" className="h-4 w-4" aria-hidden="true" fill="currentColor">
                  <path d="M8.5 3a5.5 5.5 0 0 1 4.38 8.83l3.65 3.64-1.06 1.06-3.64-3.65A5.5 5.5 0 1 1 8.5 3zm0 1.5a4 4 0 1 0 0 8 4 4 0 0 0 0-8z" />
                </svg>
                {t.search}
              </button>
              <span className="ml-1">
                <LanguageSwitch compact tone="dark" />
              </span>
            </nav>
            <div className="flex items-center gap-2">
              {!token && (
                <Link to="/signin" className="hidden px-3 py-2 text-sm font-semibold text-brand-800 sm:inline-block">
                  {t.signIn}
                </Link>
              )}
              {/* Signed in too: starting a campaign is the site's first call to action (issue 15). */}
              <span className="hidden sm:block">
                <Link to="/create_campaigns" className={buttonClass('primary')}>
                  {t.startCampaign}
                </Link>
              </span>
              {token && <QueueLink />}
              {token && <UserMenu />}
              <button
                type="button"
                className="rounded-md p-2 text-slate-700 lg:hidden"
                aria-label={t.search}
                onClick={() => setSearch(true)}
              >
                <svg viewBox="0 0 20 20" className="h-5 w-5" aria-hidden="true" fill="currentColor">
                  <path d="M8.5 3a5.5 5.5 0 0 1 4.38 8.83l3.65 3.64-1.06 1.06-3.64-3.65A5.5 5.5 0 1 1 8.5 3zm0 1.5a4 4 0 1 0 0 8 4 4 0 0 0 0-8z" />
                </svg>
              </button>
              <button
                type="button"
                className="rounded-md p-2 text-slate-700 lg:hidden"
                aria-label={t.openMenu}
                aria-expanded={menu}
                aria-controls="side-menu"
                onClick={() => setMenu(true)}
              >
                <svg viewBox="0 0 20 20" className="h-6 w-6" aria-hidden="true" fill="currentColor">
                  <path d="M3 5h14v1.5H3zM3 9.25h14v1.5H3zM3 13.5h14V15H3z" />
                </svg>
              </button>
            </div>
          </>
        )}
      </div>
      {search && <SearchOverlay onClose={() => setSearch(false)} />}
      {menu && (
        <HeaderDialog
          label={t.menu}
          onClose={() => setMenu(false)}
          className="m-0 ml-auto h-full max-h-none w-72 max-w-[85vw] bg-white p-4 shadow-xl backdrop:bg-slate-900/60 lg:hidden"
        >
          <nav id="side-menu" aria-label={t.mobile} className="flex h-full flex-col gap-1">
            <div className="mb-4 flex items-center justify-between">
              <Logo />
              <button type="button" onClick={() => setMenu(false)} className="rounded-md p-2" aria-label={t.closeMenu} autoFocus>
                ✕
              </button>
            </div>
            <NavLink to="/" end className={linkClass}>
              {t.homeLink}
            </NavLink>
            <NavLink to="/campaigns" className={linkClass}>
              {t.exploreCampaigns}
            </NavLink>
            {nav.map((n) => (
              <NavLink key={n.to} to={n.to} className={linkClass}>
                {t[n.label]}
              </NavLink>
            ))}
            <NavLink to="/success_stories" className={linkClass}>
              {t.successStories}
            </NavLink>
            <div className="mt-4 flex flex-col gap-4 border-t border-slate-200 pt-4">
              <LowDataSwitch tone="dark" />
              <LanguageSwitch tone="dark" />
            </div>
            <div className="mt-auto flex flex-col gap-2 border-t border-slate-200 pt-4">
              {token ? (
                <>
                  <Link to="/create_campaigns" className={buttonClass('primary')}>
                    {t.startCampaign}
                  </Link>
                  {user?.role === 'admin' && (
                    <Link to="/admin" className={buttonClass('secondary')}>
                      {t.admin}
                    </Link>
                  )}
                  <QueueLink inMenu />
                  <Link to="/profile" className={buttonClass('secondary')}>
                    {t.myProfile}
                  </Link>
                  <Link to="/signout" className={buttonClass('ghost')}>
                    {t.logout}
                  </Link>
                </>
              ) : (
                <>
                  <Link to="/signin" className={buttonClass('secondary')}>
                    {t.signIn}
                  </Link>
                  <Link to="/create_campaigns" className={buttonClass('primary')}>
                    {t.startCampaign}
                  </Link>
                </>
              )}
            </div>
          </nav>
        </HeaderDialog>
      )}
    </header>
  );
}

import { useEffect, useId, useRef, useState } from 'react';
import { Link } from '../routes/router';
import { buildPath, selectFullName } from '@campus/core';
import { useSession } from '@campus/ui';
import { useSignOut } from './use-sign-out';
import { useSiteT } from '../messages/site-messages';

/**
 * The user menu: who is signed in, their profile (where the data, password and account deletion live) and sign-out.
 * A disclosure button with a list of actions: Escape or a click outside closes it and focus returns to it.
 */
export function UserMenu() {
  const t = useSiteT();
  const signOutNow = useSignOut();
  const fullName = useSession(selectFullName) ?? '';
  const email = useSession((state) => state.email);
  const [open, setOpen] = useState(false);
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const signOut = async () => {
    setOpen(false);
    await signOutNow();
  };

  return (
    <div className="site-user-menu" ref={root}>
      <button
        ref={button}
        type="button"
        className="site-user-menu__button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        <span className="site-user-menu__avatar" aria-hidden="true">
          {initialsOf(fullName)}
        </span>
        <span className="site-visually-hidden">{t('site.user_menu.label', { name: fullName })}</span>
      </button>
      <div id={listId} className="site-user-menu__panel" hidden={!open}>
        <p className="site-user-menu__who">
          <strong>{fullName}</strong>
          {email !== null && <span>{email}</span>}
        </p>
        <ul>
          <li>
            <Link to={buildPath('profile')} className="site-user-menu__item" onClick={() => setOpen(false)}>
              {t('site.user_menu.profile')}
            </Link>
          </li>
          <li>
            <Link to={buildPath('offline')} className="site-user-menu__item" onClick={() => setOpen(false)}>
              {t('site.user_menu.downloads')}
            </Link>
          </li>
          <li>
            <button type="button" className="site-user-menu__item" onClick={() => void signOut()}>
              {t('site.user_menu.sign_out')}
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}

/** Up to two initials of a name, for the avatar. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase() || '?';
}

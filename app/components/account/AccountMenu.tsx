import {Link} from '@remix-run/react';
import {useEffect, useRef, type KeyboardEvent, type RefObject} from 'react';
import {useTranslation} from '~/hooks/use-translation';
import {LogoutForm} from '~/components/account/LogoutForm';
import {useLocalePath} from '~/hooks/use-locale-path';

/**
 * The logged-in customer's menu (loaded when first opened): Order History and Logout. Arrow keys
 * move between the items; Escape, Tab or a click outside closes it, Escape returning focus to the icon.
 */
export default function AccountMenu({trigger, onClose}: {trigger: RefObject<HTMLElement | null>; onClose: () => void}) {
  const {t} = useTranslation();
  const localePath = useLocalePath();
  const menu = useRef<HTMLDivElement>(null);
  const items = () => [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];

  useEffect(() => {
    menu.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  }, []);

  useEffect(() => {
    const closeOnOutside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !trigger.current?.contains(target)) onClose();
    };
    document.addEventListener('pointerdown', closeOnOutside);
    return () => document.removeEventListener('pointerdown', closeOnOutside);
  }, [onClose, trigger]);

  const onKeyDown = (event: KeyboardEvent) => {
    const list = items();
    const current = list.indexOf(document.activeElement as HTMLElement);
    const move = (index: number) => {
      event.preventDefault();
      list[(index + list.length) % list.length]?.focus();
    };
    if (event.key === 'ArrowDown') move(current + 1);
    else if (event.key === 'ArrowUp') move(current - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(list.length - 1);
    else if (event.key === 'Tab') onClose();
    else if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
      trigger.current?.focus();
    }
  };

  return (
    <div
      ref={menu}
      role="menu"
      tabIndex={-1}
      aria-label={t('account.accountMenu')}
      onKeyDown={onKeyDown}
      className="absolute right-0 top-full z-50 mt-2 w-48 rounded-md border border-neutral-200 bg-white py-1 text-sm text-neutral-900 shadow-lg"
    >
      <Link
        role="menuitem"
        to={localePath('/account')}
        onClick={onClose}
        className="block px-4 py-2 hover:bg-neutral-100 focus:bg-neutral-100"
      >
        {t('account.orderHistory')}
      </Link>
      <LogoutForm>
        <button
          type="submit"
          role="menuitem"
          className="block w-full px-4 py-2 text-left hover:bg-neutral-100 focus:bg-neutral-100"
        >
          {t('account.logout')}
        </button>
      </LogoutForm>
    </div>
  );
}

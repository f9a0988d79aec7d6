import { useCallback, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from '@talentindia/router';
import { ChevronDownIcon } from '../icons/icons';
import styles from './dropdown-menu.module.css';
import { useDismiss } from './use-dismiss';

export type DropdownMenuItem =
  | { kind?: 'link'; label: ReactNode; to: string; icon?: ReactNode }
  | { kind: 'action'; label: ReactNode; onSelect: () => void; icon?: ReactNode; danger?: boolean }
  | { kind: 'separator' };

export interface DropdownMenuProps {
  /** What the trigger shows. */
  trigger: ReactNode;
  /** The trigger's accessible name when it shows only an icon or an avatar. */
  triggerLabel?: string;
  items: DropdownMenuItem[];
  align?: 'start' | 'end';
  showChevron?: boolean;
}

/**
 * A menu button (WAI-ARIA menu button pattern): Enter, Space or ArrowDown opens it on the first
 * item; arrows, Home and End move; Escape closes and returns focus; Tab or an outside click closes.
 */
export function DropdownMenu({ trigger, triggerLabel, items, align = 'start', showChevron = true }: DropdownMenuProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const menuId = useId();
  const triggerId = useId();

  const focusItem = (which: 'first' | 'last' | 'next' | 'previous') => {
    const elements = Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
    if (elements.length === 0) return;
    const current = elements.indexOf(document.activeElement as HTMLElement);
    const index =
      which === 'first'
        ? 0
        : which === 'last'
          ? elements.length - 1
          : which === 'next'
            ? (current + 1) % elements.length
            : (current - 1 + elements.length) % elements.length;
    elements[index]?.focus();
  };

  const openMenu = (focus: 'first' | 'last') => {
    setOpen(true);
    requestAnimationFrame(() => focusItem(focus));
  };

  const close = useCallback((reason: 'outside' | 'escape' | 'select' | 'tab') => {
    setOpen(false);
    if (reason === 'escape') triggerRef.current?.focus();
  }, []);

  useDismiss(rootRef, open, close);

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      openMenu('first');
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openMenu('last');
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const moves: Record<string, 'first' | 'last' | 'next' | 'previous'> = {
      ArrowDown: 'next',
      ArrowUp: 'previous',
      Home: 'first',
      End: 'last',
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      focusItem(move);
    } else if (event.key === 'Tab') {
      close('tab');
    }
  };

  return (
    <div ref={rootRef} className={styles.root}>
      <button
        ref={triggerRef}
        id={triggerId}
        type="button"
        className={`${styles.trigger} ${open ? styles.triggerOpen : ''}`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={triggerLabel}
        onClick={() => (open ? setOpen(false) : openMenu('first'))}
        onKeyDown={onTriggerKeyDown}
      >
        {trigger}
        {showChevron ? <ChevronDownIcon className={styles.chevron} width={16} height={16} /> : null}
      </button>
      {open ? (
        <ul
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-labelledby={triggerId}
          className={`${styles.menu} ${styles[align]}`}
          onKeyDown={onMenuKeyDown}
        >
          {items.map((item, index) => {
            if (item.kind === 'separator')
              return <li key={`separator-${index}`} role="separator" className={styles.separator} />;
            if (item.kind === 'action') {
              return (
                <li key={index} role="none">
                  <button
                    type="button"
                    role="menuitem"
                    tabIndex={-1}
                    className={`${styles.item} ${item.danger ? styles.danger : ''}`}
                    onClick={() => {
                      close('select');
                      // The item is about to go: focus goes back to the menu button (WAI-ARIA menu
                      // button pattern), so a dialog the action opens returns focus there when it closes.
                      triggerRef.current?.focus();
                      item.onSelect();
                    }}
                  >
                    {item.icon}
                    {item.label}
                  </button>
                </li>
              );
            }
            return (
              <li key={item.to} role="none">
                <Link
                  role="menuitem"
                  tabIndex={-1}
                  className={styles.item}
                  to={item.to}
                  onClick={() => close('select')}
                >
                  {item.icon}
                  {item.label}
                </Link>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}

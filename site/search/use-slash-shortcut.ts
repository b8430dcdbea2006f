/**
 * "/" anywhere on the page, outside fields, moves the keyboard to search, as on most documentation
 * sites, unless the user has turned it off (slash-shortcut-setting.tsx).
 */
import { type RefObject, useEffect } from 'react';
import { safely } from '../session/session-storage';
import { slashShortcutKey, slashShortcutOff } from './slash-shortcut-key';

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

export function useSlashShortcut(input: RefObject<HTMLInputElement | null>): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return;
      if (!input.current || safely(() => localStorage.getItem(slashShortcutKey), null) === slashShortcutOff) return;
      // In a closed phone menu the field cannot take focus; the key is still not typed anywhere else.
      event.preventDefault();
      input.current.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [input]);
}

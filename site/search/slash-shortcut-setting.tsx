/**
 * Turns the "/" search shortcut off and on again: speech input or a stray key can send a "/" that
 * would move the keyboard to the search field. The choice is remembered by this browser.
 */
import { useState } from 'react';
import { useSite } from '../chrome/site-context';
import { safely } from '../session/session-storage';
import { slashShortcutKey, slashShortcutOff } from './slash-shortcut-key';

export const slashShortcutOn = (): boolean =>
  safely(() => localStorage.getItem(slashShortcutKey), null) !== slashShortcutOff;

function remember(on: boolean): void {
  safely(
    () => (on ? localStorage.removeItem(slashShortcutKey) : localStorage.setItem(slashShortcutKey, slashShortcutOff)),
    undefined,
  );
}

export function SlashShortcutSetting() {
  const { site } = useSite();
  const [on, setOn] = useState(slashShortcutOn);
  return (
    <label>
      <input
        type="checkbox"
        checked={on}
        onChange={(event) => {
          remember(event.target.checked);
          setOn(event.target.checked);
        }}
      />{' '}
      {site.search.shortcutSetting}
    </label>
  );
}

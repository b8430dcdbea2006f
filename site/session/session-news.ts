/**
 * News between this browser's tabs of the site. They share the session cookie, so a sign-out in one
 * has ended the session of all, and a sign-in in one has started it for all; sessionStorage, which
 * mirrors it for the UI, is per tab and hears of neither. BroadcastChannel reaches every tab of the
 * origin at once and is in every browser React 19 and the build's target support, so it is used
 * without a check for its presence or a storage-event fallback. Telling needs no more than the
 * channel's name, so it stays here, in the entry; hearing comes with the signed-in area
 * (other-tabs.tsx).
 */
import type { Account } from '../../engine/shared/types';

export type SessionNews = { kind: 'signed-out' } | { kind: 'signed-in'; account: Account };

export const sessionChannelName = 'portal-session';

/** Tells every tab, this one's listener too, which finds its own news already done. */
export function tellOtherTabs(news: SessionNews): void {
  const channel = new BroadcastChannel(sessionChannelName);
  channel.postMessage(news);
  channel.close();
}

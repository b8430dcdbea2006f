/**
 * News between this browser's tabs of the site. They share the session cookie, so a sign-out in one
 * has ended the session of all, and a sign-in in one has started it for all; sessionStorage, which
 * mirrors it for the UI, is per tab and hears of neither. BroadcastChannel reaches every other tab of
 * the origin at once and is in every browser React 19 and the build's target support, so it is used
 * without a check for its presence or a storage-event fallback.
 */
import type { Account } from '../../engine/types';

export type SessionNews = { kind: 'signed-out' } | { kind: 'signed-in'; account: Account };

export const sessionChannelName = 'portal-session';

export interface SessionChannel {
  /** Tells the other tabs; this tab does not hear its own news. */
  tell: (news: SessionNews) => void;
  close: () => void;
}

function isSessionNews(data: unknown): data is SessionNews {
  if (!data || typeof data !== 'object') return false;
  const { kind, account } = data as { kind?: unknown; account?: unknown };
  return kind === 'signed-out' || (kind === 'signed-in' && Boolean(account) && typeof account === 'object');
}

export function openSessionChannel(hear: (news: SessionNews) => void): SessionChannel {
  const channel = new BroadcastChannel(sessionChannelName);
  channel.onmessage = ({ data }: MessageEvent) => {
    if (isSessionNews(data)) hear(data);
  };
  return { tell: (news) => channel.postMessage(news), close: () => channel.close() };
}

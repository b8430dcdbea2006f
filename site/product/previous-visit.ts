/**
 * When this browser last visited a product line, for the Updated badges: remembered in
 * localStorage per model, never sent to the server. A visit lasts as long as the browser tab: its
 * first page of the line takes the time remembered before as the visit's baseline (kept in
 * sessionStorage, so reloads and returns within the tab show the same badges) and remembers now
 * for the next visit.
 */
import { useEffect, useMemo } from 'react';
import { contentDayOf } from '../../engine/shared/dates';
import { safely } from '../session/session-storage';

/** localStorage: the ISO time of the latest visit to the line. */
export const lastVisitKey = (model: string) => `lastVisit:${model}`;
/** sessionStorage: this tab's baseline, the ISO time of the visit before it, or '' on a first visit. */
export const visitBaselineKey = (model: string) => `visitBaseline:${model}`;

// Without storage every visit is a first visit, without badges.
const read = (storage: () => Storage, key: string) => safely(() => storage().getItem(key), null);
const write = (storage: () => Storage, key: string, value: string) =>
  safely(() => storage().setItem(key, value), undefined);
const local = () => localStorage;
const session = () => sessionStorage;

/** The remembered time as a day, or undefined when there is none or it is not a time. */
function dayOfStored(value: string | null): string | undefined {
  if (!value) return undefined;
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? undefined : contentDayOf(instant);
}

/** The day (YYYY-MM-DD) of the previous visit to the line, or undefined on a first visit. */
export function usePreviousVisit(model: string): string | undefined {
  const baseline = useMemo(() => read(session, visitBaselineKey(model)) ?? read(local, lastVisitKey(model)), [model]);
  useEffect(() => {
    if (read(session, visitBaselineKey(model)) !== null) return;
    write(session, visitBaselineKey(model), baseline ?? '');
    write(local, lastVisitKey(model), new Date().toISOString());
  }, [model, baseline]);
  return dayOfStored(baseline);
}

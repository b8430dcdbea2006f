/** Site-wide texts and public settings (GET /api/site), needed by every screen including the login. */
import { type ReactNode, startTransition, useContext, useEffect, useState } from 'react';
import { getSite, type SiteAnswer } from '../api/client';
import { onContentChange } from '../shared/content-refresh';
import { Loading } from './loading';
import { SiteContext } from './site-texts';
import { textsBeforeSite } from './texts-before-site';

let lastAsked: Promise<SiteAnswer> | undefined;
/** The question the entry asked before anything was drawn, for the first provider to take. */
let early: Promise<SiteAnswer> | undefined;

function loadSite(): Promise<SiteAnswer> {
  lastAsked = getSite();
  return lastAsked;
}

/** Asks for the site texts now, before anything is drawn (main.tsx), beside the route's code. */
export function startSite(): void {
  early = loadSite();
  // A failure is the provider's to show.
  early.catch(() => undefined);
}

function takeEarly(): Promise<SiteAnswer> {
  const answer = early ?? loadSite();
  early = undefined;
  return answer;
}

/**
 * The site texts for the router, which adds a product line's routes before anything is drawn: the
 * answer the portal asked for last, or a question of its own when that one was not answered.
 */
export function siteAnswer(): Promise<SiteAnswer> {
  return (lastAsked ?? getSite()).catch(() => getSite());
}

/**
 * Draws its children once the site texts have arrived. Without them there is no header or login to
 * draw: loading stands alone, in the default language, and a failure is shown by the app's error
 * boundary (app.tsx), whose reload asks again.
 */
export function SiteProvider({ children }: { children: ReactNode }) {
  const [answer, setAnswer] = useState<SiteAnswer | { failed: unknown }>();
  useEffect(() => {
    let live = true;
    takeEarly().then(
      (site) => live && startTransition(() => setAnswer(site)),
      (failed: unknown) => live && setAnswer({ failed }),
    );
    return () => {
      live = false;
    };
  }, []);
  if (!answer) return <Loading label={textsBeforeSite.loading} />;
  if ('failed' in answer) throw answer.failed;
  return (
    <SiteContext.Provider value={answer}>
      {/* A production build has no import.meta.hot, so it leaves this out. */}
      {import.meta.hot && <AskAgainOnContentChange show={setAnswer} />}
      {children}
    </SiteContext.Provider>
  );
}

/**
 * `npm run dev` only: a content save asks for the site texts again, keeping the page on screen until
 * the answer arrives, and on a failure too.
 */
function AskAgainOnContentChange({ show }: { show: (answer: SiteAnswer) => void }) {
  useEffect(() => onContentChange(() => loadSite().then(show, () => undefined)), [show]);
  return null;
}

export function useSite(): SiteAnswer {
  const value = useContext(SiteContext);
  if (!value) throw new Error('useSite outside <SiteProvider>');
  return value;
}

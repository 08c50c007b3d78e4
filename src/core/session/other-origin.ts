import { readPortalConfig } from '../config';
import { embeddingAdvice } from '../rules/embedding-advice';
import type { ResumeOutcome } from '../rules/page-reach';
import { forgetClient, type Session } from './session';

/**
 * A page of another origin than the API's (the company's CMS on its own origin of the site): it
 * cannot read the portal's signed-in marker, so it asks the API, with the cookie, whether the client
 * is signed in: once as the page loads, and again when its tab comes back signed in (a sign-out on
 * the portal meanwhile shows then). Without a session, for whatever reason, its widgets show what a
 * visitor sees and the page stays where it is; the console tells the embedder, once per page, what
 * to set up. `waitFor` gets each question, for the calls that need its answer.
 * The session's own code fetches this module only on such a page.
 */
export function shareSessionHere(
  session: Session,
  waitFor: (question: Promise<void>) => void,
): Promise<void> {
  let told = false;
  const advise = (outcome: ResumeOutcome) => {
    const advice = embeddingAdvice(outcome, {
      page: location.origin,
      api: new URL(readPortalConfig().apiBase, location.href).origin,
      cookiesEnabled: navigator.cookieEnabled,
    });
    if (told || !advice) return;
    told = true;
    console.warn(advice);
  };
  const ask = async () => {
    const outcome = await session.api.resume();
    if (outcome === 'signed-in') session.$signedIn.set(true);
    else if (session.$signedIn.get()) forgetClient(session);
    advise(outcome);
  };
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible' && session.$signedIn.get()) waitFor(ask());
  });
  return ask();
}

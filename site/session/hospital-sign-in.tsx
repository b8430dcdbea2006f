/**
 * Signing in with the hospital's own account, under the password form: a work e-mail whose domain
 * finds the hospital, sent to the server as a plain form (it works without JavaScript too); or, on
 * the login page of one hospital's account (`/login?org=<account>`), that hospital's button. Either
 * carries the page to come back to and the page's language; the server does the rest
 * (server/sso/sso-routes.ts).
 */
import { useId } from 'react';
import { useLocation } from 'react-router-dom';
import { hospitalSignInPaths } from '../../engine/shared/routes/hospital-sign-in';
import { nextPageParam } from '../../engine/shared/routes/login-path';
import { askedLanguage } from '../api/http';
import { useSite } from '../chrome/site-context';

/** `org`: the account whose hospital's button is shown instead of the e-mail field. */
export function HospitalSignIn({ org }: { org?: string }) {
  const texts = useSite().site.login.hospital;
  const id = useId();
  const next = new URLSearchParams(useLocation().search).get(nextPageParam);
  const lang = askedLanguage();
  const carried = { ...(next && { next }), ...(lang && { lang }) };
  if (org) {
    // A link, not a form: the server may send it straight on to the hospital.
    const query = new URLSearchParams({ org, ...carried });
    return (
      <div className="login__hospital">
        <a className="button" href={`${hospitalSignInPaths.start}?${query}`}>
          {texts.buttonLabel}
        </a>
      </div>
    );
  }
  return (
    <form className="login__form login__hospital" method="get" action={hospitalSignInPaths.start} aria-labelledby={id}>
      <h2 id={id} className="login__subheading">
        {texts.heading}
      </h2>
      <label className="login__label" htmlFor={`${id}e`}>
        {texts.emailLabel}
      </label>
      <input id={`${id}e`} className="input" type="email" name="email" autoComplete="email" required />
      {Object.entries(carried).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className="button login__submit">
        {texts.continueLabel}
      </button>
    </form>
  );
}

/**
 * Everything the console's account page loads (accounts/account-page.tsx), answered from the
 * fixtures: a test of one part of that page spreads this and overrides only what it is about, so
 * a part added to the page later does not leave the others' tests waiting on an unanswered call.
 */
import { consolePaths } from '../../../engine/shared/console/console-api';
import {
  accounts,
  accountUsage,
  catalogue,
  hospitalSignIn,
  lockouts,
  namedPeople,
  sessions,
  signInLinks,
  siteLanguages,
} from './console-fixtures';

export const accountPageAnswers = (name: string) => ({
  [`GET ${consolePaths.catalogue}`]: catalogue,
  [`GET ${consolePaths.account(name)}`]: accounts[0],
  [`GET ${consolePaths.accountSessions(name)}`]: sessions,
  [`GET ${consolePaths.accountLinks(name)}`]: signInLinks,
  [`GET ${consolePaths.languages}`]: siteLanguages,
  [`GET ${consolePaths.accountUsage(name)}`]: accountUsage,
  [`GET ${consolePaths.lockouts}`]: lockouts,
  [`GET ${consolePaths.accountPeople(name)}`]: namedPeople,
  [`GET ${consolePaths.accountHospitalSignIn(name)}`]: hospitalSignIn,
});

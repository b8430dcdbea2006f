/**
 * Nothing overflows sideways on phones: at 320, 360, 390 and 414 px the document is never wider
 * than the window, on the login page, the catalogue and one page of every kind (the first route
 * of each kind in the compiled manifests), with its small-screen menu and disclosure open too. A
 * failure names the elements that stick out, outermost first, with their right edge.
 *
 * The widths are set on a plain browser context rather than an emulated phone: a phone zooms out
 * to fit content wider than the screen, which would hide the very overflow measured here.
 */
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import type { PageKind } from '../../engine/shared/types';
import { firstRouteOfEachKind, pageKinds, revealDisclosure, settle, signIn } from './testing/portal-browser';

const phoneWidths = [320, 360, 390, 414];
const phoneHeight = 800;
const routeOfKind = firstRouteOfEachKind();

/**
 * The document's width and the window's, and the outermost elements whose right edge passes the
 * window's, as `selector (right edge px, "text")`. An element clipped by a scrolling or
 * hidden-overflow ancestor is left out: it scrolls inside that ancestor and does not widen the
 * page. Runs in the page, so it uses nothing from this file.
 */
function measureOverflow(): { scrollWidth: number; innerWidth: number; offenders: string[] } {
  const limit = window.innerWidth + 0.5;
  const selectorOf = (element: Element): string => {
    const path: string[] = [];
    for (let node: Element | null = element; node && node !== document.body && path.length < 4; ) {
      const classes = [...node.classList].map((name) => `.${name}`).join('');
      path.unshift(`${node.localName}${node.id ? `#${node.id}` : ''}${classes}`);
      node = node.parentElement;
    }
    return path.join(' > ');
  };
  const offenders: string[] = [];
  const visit = (element: Element): void => {
    const box = element.getBoundingClientRect();
    if (box.width > 0 && box.right > limit) {
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      offenders.push(`${selectorOf(element)} (right edge ${Math.round(box.right)} px${text ? `, "${text}"` : ''})`);
      return;
    }
    if (getComputedStyle(element).overflowX !== 'visible') return;
    for (const child of element.children) visit(child);
  };
  visit(document.body);
  return { scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth, offenders };
}

/** At every phone width, the page must fit the window; fails listing each width that does not. */
async function expectNoSidewaysOverflow(page: Page, state: string): Promise<void> {
  const failures: string[] = [];
  for (const width of phoneWidths) {
    await page.setViewportSize({ width, height: phoneHeight });
    // Pictures may swap or reflow at a new width; measure once they have loaded.
    await page.waitForFunction(() => [...document.images].every((image) => image.complete));
    const { scrollWidth, innerWidth, offenders } = await page.evaluate(measureOverflow);
    if (scrollWidth > innerWidth) {
      failures.push(
        `${width} px: document ${scrollWidth} px wide\n    ${offenders.join('\n    ') || '(no element found)'}`,
      );
    }
  }
  expect(failures, `sideways overflow on ${new URL(page.url()).pathname} (${state})`).toEqual([]);
}

test('login page', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByLabel('Password')).toBeVisible();
  await expectNoSidewaysOverflow(page, 'signed out');
  // The error state adds a message and the administrator link.
  await page.getByLabel('Password').fill('not the password');
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expectNoSidewaysOverflow(page, 'failed sign-in');
});

test.describe('signed in as demo', () => {
  let context: BrowserContext;
  let page: Page;

  test.beforeAll(async ({ browser }, testInfo) => {
    context = await browser.newContext({
      baseURL: testInfo.project.use.baseURL,
      viewport: { width: phoneWidths[0] ?? 320, height: phoneHeight },
    });
    page = await context.newPage();
    await signIn(page, 'demo');
  });

  test.afterAll(async () => {
    await context?.close();
  });

  test('catalogue', async () => {
    await page.goto('/');
    await expect(page.getByRole('article').first()).toBeVisible();
    await settle(page);
    await expectNoSidewaysOverflow(page, 'catalogue');
  });

  for (const kind of pageKinds) {
    test(`page kind ${kind}`, async () => {
      const route = routeOfKind.get(kind);
      if (!route) throw new Error(`no route of kind ${kind} in the compiled content`);
      await page.goto(route.path);
      await settle(page);
      await expectNoSidewaysOverflow(page, 'as loaded');
      await openEverything(page, kind);
      await expectNoSidewaysOverflow(page, 'menu and disclosure open');
    });
  }
});

/** Opens the small-screen menu (every width here is a phone's) and what the page kind can reveal. */
async function openEverything(page: Page, kind: PageKind): Promise<void> {
  const menu = page.getByRole('button', { name: 'Menu' });
  if ((await menu.count()) > 0 && (await menu.getAttribute('aria-expanded')) === 'false') await menu.click();
  await revealDisclosure(page, kind);
}

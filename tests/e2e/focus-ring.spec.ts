/**
 * The focus ring marks where a keyboard reader is, and only then: a deep link whose address leads
 * on to a page (a product line's own address, to its home) moves the focus to that page's heading
 * without a ring; the first Tab from there shows the ring on the link it reaches; Enter on a link
 * brings the next heading into focus with its ring, and a click brings it without; so does signing
 * in with Enter, or with a click, from a deep link to a page.
 */
import { expect, type Page, test } from '@playwright/test';
import { loadCompiledProducts, signIn } from './testing/portal-browser';

const pump = loadCompiledProducts()[0];
if (!pump) throw new Error('The demo catalogue is empty');
const { pathPrefix, homePath, title } = pump.product;

/** The focused element: its tag, text, whether it matches :focus-visible, and its drawn outline. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    const style = element ? getComputedStyle(element) : undefined;
    return {
      tag: element?.tagName ?? '',
      text: element?.textContent?.trim() ?? '',
      ring: element?.matches(':focus-visible') ?? false,
      outline: style ? `${style.outlineStyle} ${style.outlineWidth}` : '',
    };
  });

const headingFocused = (page: Page, name: string) =>
  expect
    .poll(async () => {
      const { tag, text } = await focused(page);
      return `${tag} ${text}`;
    })
    .toBe(`H1 ${name}`);

test('a deep link moves the focus to the heading without a ring; the keyboard shows it', async ({ page, context }) => {
  await signIn(page, 'demo');
  const tab = await context.newPage();
  // The line's own address leads on to its home: the move to the home page's heading is the portal's.
  await tab.goto(pathPrefix);
  await expect(tab).toHaveURL((url) => url.pathname === homePath);
  await headingFocused(tab, title);
  const heading = await focused(tab);
  expect(heading.ring).toBe(false);
  expect(heading.outline).toMatch(/^none /);

  // The first Tab from the heading reaches a link, which shows its ring.
  await tab.keyboard.press('Tab');
  await expect.poll(async () => (await focused(tab)).tag).toBe('A');
  const link = await focused(tab);
  expect(link.ring, link.text).toBe(true);
  expect(link.outline).not.toMatch(/^none /);
  expect(link.outline).not.toMatch(/ 0px$/);
});

test('a heading reached by keyboard shows the ring, one reached by a click does not', async ({ page }) => {
  await signIn(page, 'demo');
  await page.goto(homePath);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const quickTips = page.getByRole('main').getByRole('link', { name: 'Quick Tips' }).first();

  await quickTips.focus();
  await page.keyboard.press('Enter');
  await headingFocused(page, 'Quick Tips');
  expect((await focused(page)).outline).not.toMatch(/^none /);

  await page.goBack();
  await headingFocused(page, title);
  await page.getByRole('main').getByRole('link', { name: 'Quick Tips' }).first().click();
  await headingFocused(page, 'Quick Tips');
  const clicked = await focused(page);
  expect(clicked.ring).toBe(false);
  expect(clicked.outline).toMatch(/^none /);
});

for (const how of ['Enter', 'a click'] as const) {
  test(`signing in with ${how} from a deep link focuses the page's heading ${how === 'Enter' ? 'with' : 'without'} a ring`, async ({
    page,
  }) => {
    await page.goto(homePath);
    const password = page.getByLabel('Password');
    await password.fill('demo');
    if (how === 'Enter') await password.press('Enter');
    else await page.getByRole('button', { name: 'LOGIN' }).click();
    await expect(page).toHaveURL((url) => url.pathname === homePath);
    await headingFocused(page, title);
    const heading = await focused(page);
    expect(heading.ring).toBe(how === 'Enter');
    if (how === 'Enter') expect(heading.outline).not.toMatch(/^none /);
    else expect(heading.outline).toMatch(/^none /);
  });
}

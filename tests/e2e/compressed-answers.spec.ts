/**
 * What the browser really receives: signed in, the page, its scripts and styles and the product
 * manifest arrive brotli-compressed (Chromium asks for br), and reloading the page revalidates
 * the manifest by its ETag instead of downloading it again. Headers are read from the responses
 * Chromium reports, as it saw them.
 */
import { expect, type Page, type Response, test } from '@playwright/test';
import { walkRoutes } from '../../engine/shared/routes/route-tree';
import { loadCompiledProducts, signIn } from './testing/portal-browser';

const [first] = loadCompiledProducts();
if (!first) throw new Error('no compiled product line');
const listPage = [...walkRoutes(first.product.routes)].find((route) => route.kind === 'content-list');
if (!listPage) throw new Error(`${first.product.title} has no content list`);
const manifestPath = `/api/products/${first.product.model}`;

/** Every same-origin response of one full load of `path`, once the page has settled. */
async function responsesOfLoad(page: Page, load: () => Promise<unknown>): Promise<Response[]> {
  const origin = new URL(page.url()).origin;
  const responses: Response[] = [];
  const record = (response: Response) => {
    if (response.url().startsWith(origin)) responses.push(response);
  };
  page.on('response', record);
  try {
    await load();
    await expect(page.getByRole('heading', { level: 1, name: listPage?.meta.title })).toBeVisible();
    await page.waitForLoadState('networkidle');
  } finally {
    page.off('response', record);
  }
  return responses;
}

const pathOf = (response: Response) => new URL(response.url()).pathname;

/** Statuses the server sent, by path, as Chromium's network layer received them (before its cache answers the page). */
async function wireStatuses(page: Page): Promise<(path: string) => number[]> {
  const cdp = await page.context().newCDPSession(page);
  const paths = new Map<string, string>();
  const statuses: { requestId: string; status: number }[] = [];
  cdp.on('Network.requestWillBeSent', ({ requestId, request }) => {
    paths.set(requestId, new URL(request.url).pathname);
  });
  // Chromium may report what came on the wire before it reports the request: its path is looked up when asked.
  cdp.on('Network.responseReceivedExtraInfo', ({ requestId, statusCode }) => {
    statuses.push({ requestId, status: statusCode });
  });
  await cdp.send('Network.enable');
  return (path) => statuses.filter((entry) => paths.get(entry.requestId) === path).map((entry) => entry.status);
}

test.describe('compressed answers in the browser', () => {
  test('the page, scripts, styles and product manifest arrive as br', async ({ page }) => {
    await signIn(page, 'demo');
    const responses = await responsesOfLoad(page, () => page.goto(listPage?.path ?? '/'));
    const ofType = (type: string) => responses.filter((response) => response.request().resourceType() === type);
    const wanted = [
      ...ofType('document'),
      ...ofType('script'),
      ...ofType('stylesheet'),
      ...responses.filter((response) => pathOf(response) === manifestPath),
    ];
    // The page itself, the entry script, its stylesheet, the lazy product chunk and the manifest at least.
    expect(ofType('document')).toHaveLength(1);
    expect(ofType('script').length).toBeGreaterThanOrEqual(2);
    expect(ofType('stylesheet').length).toBeGreaterThanOrEqual(1);
    const encodings = await Promise.all(
      wanted.map(async (response) => `${pathOf(response)}: ${await response.headerValue('content-encoding')}`),
    );
    expect(encodings).toEqual(wanted.map((response) => `${pathOf(response)}: br`));
    expect(
      await responses
        .find((r) => pathOf(r) === manifestPath)
        ?.request()
        .headerValue('accept-encoding'),
    ).toMatch(/\bbr\b/);
  });

  test('a reload revalidates the manifest by its ETag: 304 on the wire, no second download', async ({ page }) => {
    await signIn(page, 'demo');
    const firstLoad = await responsesOfLoad(page, () => page.goto(listPage?.path ?? '/'));
    const original = firstLoad.find((response) => pathOf(response) === manifestPath);
    const etag = await original?.headerValue('etag');
    expect(etag).toBeTruthy();
    expect((await original?.request().sizes())?.responseBodySize).toBeGreaterThan(0);

    // The page sees the cached answer as a 200; what the server sent is read from the browser's network layer.
    const statusOnTheWire = await wireStatuses(page);
    const reload = await responsesOfLoad(page, () => page.reload());
    const again = reload.filter((response) => pathOf(response) === manifestPath);
    expect(again).toHaveLength(1);
    const [revalidated] = again;
    expect(await revalidated?.request().headerValue('if-none-match')).toBe(etag);
    expect(statusOnTheWire(manifestPath)).toEqual([304]);
    expect((await revalidated?.request().sizes())?.responseBodySize).toBe(0);
  });
});

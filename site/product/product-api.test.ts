import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../testing/fake-api';
import { account, sessionSettings } from '../testing/fixtures';
import { keepSessionAnswer, loadProduct } from './product-api';

const model = 'demo-pump';
const keptSettings = { ...sessionSettings, learningLibraryUrl: 'https://kept.example.test' };

describe('loadProduct', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks for the session beside the manifest when the tab has no fresh answer', async () => {
    const api = fakeApi();
    const { settings } = await loadProduct(model, new AbortController().signal);
    expect(settings).toEqual(sessionSettings);
    expect(api.callsTo('GET', '/api/session')).toHaveLength(1);
    expect(api.callsTo('GET', `/api/products/${model}`)).toHaveLength(1);
  });

  it('takes an answer the tab has just had instead of asking, and only once', async () => {
    const api = fakeApi();
    keepSessionAnswer({ account, settings: keptSettings });
    const first = await loadProduct(model, new AbortController().signal);
    expect(first.settings).toEqual(keptSettings);
    expect(api.callsTo('GET', '/api/session')).toHaveLength(0);
    // The manifest is still asked for: its answer is where the server decides the session is alive.
    expect(api.callsTo('GET', `/api/products/${model}`)).toHaveLength(1);

    const second = await loadProduct(model, new AbortController().signal);
    expect(second.settings).toEqual(sessionSettings);
    expect(api.callsTo('GET', '/api/session')).toHaveLength(1);
  });

  it('asks anew once the kept answer is ten seconds old', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const api = fakeApi();
    keepSessionAnswer({ account, settings: keptSettings });
    vi.setSystemTime(Date.now() + 10_000);
    const { settings } = await loadProduct(model, new AbortController().signal);
    expect(settings).toEqual(sessionSettings);
    expect(api.callsTo('GET', '/api/session')).toHaveLength(1);
  });

  it('fails as the manifest does when the session is gone, though an answer was kept', async () => {
    fakeApi({ fail: { [`GET /api/products/${model}`]: 401 } });
    keepSessionAnswer({ account, settings: keptSettings });
    await expect(loadProduct(model, new AbortController().signal)).rejects.toMatchObject({ kind: 'unauthenticated' });
  });
});

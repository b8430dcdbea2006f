import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fixtureLine } from '../../../tests/fixtures/fixture-content';
import { routeAt } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render-with-providers';
import { VideoPage } from './video';

const videoPath = '/demo/internal/pharmacy/program-primary-infusion';

function renderVideo(url?: string | null, lang?: string) {
  const compiled = fixtureLine();
  const found = routeAt(compiled, videoPath);
  const meta = url === undefined ? found.meta : { ...found.meta, url: url ?? undefined };
  const route = { ...found, meta: lang ? { ...meta, lang } : meta };
  return renderWithProviders(<VideoPage route={route} compiled={compiled} />, {
    compiled,
    initialEntries: [route.path],
  });
}

describe('VideoPage', () => {
  it('shows the route title and the video in an 800 by 600 frame titled like the route', () => {
    renderVideo();
    expect(screen.getByRole('heading', { level: 1, name: 'Program a Primary Infusion' })).toBeInTheDocument();
    const frame = screen.getByTitle('Program a Primary Infusion');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'https://player.example.com/video/primary-infusion');
    expect(frame).toHaveAttribute('width', '800');
    expect(frame).toHaveAttribute('height', '600');
    // Fullscreen is granted through the permissions policy; a second allowfullscreen attribute only makes Chromium warn.
    expect(frame.getAttribute('allow')).toContain('fullscreen');
    expect(frame).not.toHaveAttribute('allowfullscreen');
    expect(frame.getAttribute('sandbox')).toContain('allow-scripts');
    expect(frame.getAttribute('sandbox')).not.toMatch(/allow-top-navigation/);
    expect(frame).not.toHaveAttribute('style');
  });

  it("is the one h1 of the page, and says the title's language when the content gives one", () => {
    renderVideo(undefined, 'es');
    const [heading, ...others] = screen.getAllByRole('heading', { level: 1 });
    expect(others).toEqual([]);
    expect(heading).toHaveAttribute('lang', 'es');
    expect(screen.getByTitle('Program a Primary Infusion')).toHaveAttribute('lang', 'es');
  });

  it('frames a player page of this site without an escapable sandbox', () => {
    renderVideo('/public/training/videos/demo/primary-infusion/index.html');
    const frame = screen.getByTitle('Program a Primary Infusion');
    expect(frame).toHaveAttribute('src', '/public/training/videos/demo/primary-infusion/index.html');
    expect(frame).not.toHaveAttribute('sandbox');
  });

  it('says so when the route has no video address', () => {
    renderVideo(null);
    expect(screen.queryByTitle('Program a Primary Infusion')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This video is not available.');
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CompiledRoute } from '../../../engine/shared/types';
import { fixtureLine, fixtureSite } from '../../../tests/fixtures/fixture-content';
import { routeAt } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render-with-providers';
import { spanishSite } from '../../testing/spanish-site';
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

  describe('a video file of this site', () => {
    const folder = '/public/training/videos/demo/priming';
    const fileMeta: Partial<CompiledRoute['meta']> = {
      url: `${folder}/priming.mp4`,
      captions: [
        { lang: 'en', src: `${folder}/priming.en.vtt` },
        { lang: 'es', src: `${folder}/priming.es.vtt`, label: 'Español (España)' },
      ],
      transcript: ['Close the roller clamp and spike the bag.', 'Select Prime and wait until no air is left.'],
    };

    function renderFile(meta: Partial<CompiledRoute['meta']> = fileMeta, spanish = false) {
      const compiled = fixtureLine();
      const found = routeAt(compiled, videoPath);
      const route = { ...found, meta: { ...found.meta, ...meta } };
      return renderWithProviders(<VideoPage route={route} compiled={compiled} />, {
        compiled,
        initialEntries: [route.path],
        ...(spanish ? { site: spanishSite(fixtureSite()) } : {}),
      });
    }

    it('plays in the page at 800 by 600, named by the heading, with a caption track per language', () => {
      const { container } = renderFile();
      expect(screen.queryByTitle('Program a Primary Infusion')).not.toBeInTheDocument();
      const video = container.querySelector('video');
      expect(video).toHaveAttribute('src', `${folder}/priming.mp4`);
      expect(video).toHaveAttribute('controls');
      expect(video).toHaveAttribute('width', '800');
      expect(video).toHaveAttribute('height', '600');
      expect(video).toHaveAccessibleName('Program a Primary Infusion');
      const tracks = [...container.querySelectorAll('video > track')].map((track) => ({
        kind: track.getAttribute('kind'),
        srclang: track.getAttribute('srclang'),
        label: track.getAttribute('label'),
        src: track.getAttribute('src'),
        default: track.hasAttribute('default'),
      }));
      // A track without a label of its own is named by the site's name of its language.
      expect(tracks).toEqual([
        { kind: 'captions', srclang: 'en', label: 'English', src: `${folder}/priming.en.vtt`, default: true },
        { kind: 'captions', srclang: 'es', label: 'Español (España)', src: `${folder}/priming.es.vtt`, default: false },
      ]);
    });

    it("turns on the captions of the reader's language", () => {
      const { container } = renderFile(fileMeta, true);
      const on = [...container.querySelectorAll('track[default]')].map((track) => track.getAttribute('srclang'));
      expect(on).toEqual(['es']);
    });

    it('shows the transcript in a disclosure under the video, closed until opened', async () => {
      renderFile();
      const summary = screen.getByText('Transcript');
      const paragraph = screen.getByText('Close the roller clamp and spike the bag.');
      expect(paragraph).not.toBeVisible();
      await userEvent.click(summary);
      expect(paragraph).toBeVisible();
      expect(screen.getByText('Select Prime and wait until no air is left.')).toBeVisible();
    });

    it("names the transcript in the page's language and keeps the video's language on its words", () => {
      renderFile({ ...fileMeta, lang: 'es', transcript: ['Cierre la pinza de rodillo.'] }, true);
      expect(screen.getByText('Transcripción')).toBeInTheDocument();
      expect(screen.getByText('Cierre la pinza de rodillo.').closest('[lang]')).toHaveAttribute('lang', 'es');
    });

    it('draws no transcript when the content gives none', () => {
      renderFile({ ...fileMeta, transcript: undefined });
      expect(screen.queryByText('Transcript')).not.toBeInTheDocument();
    });
  });
});

import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render';
import { VideoPlayer } from './VideoPlayer';
import { ALL_VIDEOS, HELP_SECTIONS } from './videos';

const sidebar = () => screen.getByRole('navigation', { name: 'Video guides' });

describe('Help', () => {
  it('lists 13 videos in the 4 sections', () => {
    mockFetch({});
    renderApp('/help', { user: null });
    expect(HELP_SECTIONS.map((s) => s.title)).toEqual([
      'Getting Started',
      'Planning & Scheduling',
      'Display & Preferences',
      'Payroll & Pay Run Settings',
    ]);
    for (const s of HELP_SECTIONS) expect(within(sidebar()).getByRole('heading', { name: s.title })).toBeInTheDocument();
    expect(within(sidebar()).getAllByRole('button')).toHaveLength(13);
  });

  it('disables Prev on the first video and Next on the last', async () => {
    mockFetch({});
    const { ui, location } = renderApp('/help', { user: null });
    expect(screen.getByRole('heading', { level: 2, name: ALL_VIDEOS[0].title })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Prev' })).toBeDisabled();
    await ui.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { level: 2, name: ALL_VIDEOS[1].title })).toBeInTheDocument();
    expect(location()).toBe(`/help?video=${ALL_VIDEOS[1].slug}`);
    expect(screen.getByRole('button', { name: 'Prev' })).toBeEnabled();

    await ui.click(within(sidebar()).getByRole('button', { name: ALL_VIDEOS[12].title }));
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByText('Guide 13 of 13')).toBeInTheDocument();
  });

  it('opens the video named in the link', () => {
    mockFetch({});
    renderApp('/help?video=add-shifts-and-assign-staff', { user: null });
    expect(screen.getByRole('heading', { level: 2, name: 'Add shifts and assign staff' })).toBeInTheDocument();
    expect(within(sidebar()).getByRole('button', { name: 'Add shifts and assign staff' })).toHaveAttribute('aria-current', 'true');
  });

  it('opens the guide list from the ? button and closes it after a choice', async () => {
    mockFetch({});
    const { ui } = renderApp('/help', { user: null });
    const toggle = screen.getByRole('button', { name: 'Show video guides' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await ui.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(sidebar()).toHaveClass('help-sidebar-open');
    await ui.click(within(sidebar()).getByRole('button', { name: 'Change currency' }));
    expect(sidebar()).not.toHaveClass('help-sidebar-open');
    expect(toggle).toHaveFocus();
    expect(screen.getByRole('heading', { level: 2, name: 'Change currency' })).toBeInTheDocument();
  });

  it('closes the guide list on Escape', async () => {
    mockFetch({});
    const { ui } = renderApp('/help', { user: null });
    await ui.click(screen.getByRole('button', { name: 'Show video guides' }));
    await ui.keyboard('{Escape}');
    expect(sidebar()).not.toHaveClass('help-sidebar-open');
  });

  it.each(ALL_VIDEOS.map((v) => [v.slug, v] as const))('plays the recorded %s video with English captions on', (_slug, video) => {
    const { container } = render(<VideoPlayer video={video} />);
    const player = screen.getByLabelText(`Video: ${video.title}`);
    expect(player.tagName).toBe('VIDEO');
    expect(player).toHaveAttribute('controls');
    expect(player).toHaveAttribute('preload', 'metadata');
    expect(player).toHaveAttribute('playsinline');
    expect(player).toHaveAttribute('poster', `/help/${video.slug}.jpg`);
    expect(player.querySelector('source')).toHaveAttribute('src', `/help/${video.slug}.webm`);
    expect(player.querySelector('source')).toHaveAttribute('type', 'video/webm');
    const track = player.querySelector('track');
    expect(track).toHaveAttribute('kind', 'captions');
    expect(track).toHaveAttribute('src', `/help/${video.slug}.vtt`);
    expect(track).toHaveAttribute('srclang', 'en');
    expect(track).toHaveAttribute('label', 'English');
    expect(track).toHaveAttribute('default');
    expect(container.querySelector('iframe')).toBeNull();
  });

  it('swaps the video and its captions when another guide is chosen, with the written steps below', async () => {
    mockFetch({});
    const { ui } = renderApp('/help', { user: null });
    const player = () => screen.getByLabelText(/^Video: /);
    expect(player().querySelector('source')).toHaveAttribute('src', `/help/${ALL_VIDEOS[0].slug}.webm`);
    await ui.click(within(sidebar()).getByRole('button', { name: 'Zoom the planner' }));
    expect(player()).toHaveAccessibleName('Video: Zoom the planner');
    expect(player().querySelector('source')).toHaveAttribute('src', '/help/zoom-planner.webm');
    expect(player().querySelector('track')).toHaveAttribute('src', '/help/zoom-planner.vtt');
    const steps = screen.getByRole('list', { name: 'Steps' });
    expect(within(steps).getByRole('listitem')).toHaveTextContent(
      'In the Daily view, use the zoom in and zoom out buttons above the timeline.',
    );
  });
});

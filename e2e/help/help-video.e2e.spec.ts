import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';

/**
 * Journey: the help videos are recorded from the app (`npm run help:videos`) and served by it.
 * A visitor opens a guide, plays it (muted, as a browser allows without a gesture) and the
 * English captions load with it; the landing page's Help links open their own videos.
 */

const player = (page: Page) => page.locator('.video-frame video');

test('plays a help video with its captions', async ({ page }) => {
  await page.goto('/help?video=zoom-planner');
  await expect(page.getByRole('heading', { level: 2, name: 'Zoom the planner' })).toBeVisible();
  const video = page.getByLabel('Video: Zoom the planner');
  await expect(video).toBeVisible();
  await expect(video).toHaveAttribute('poster', '/help/zoom-planner.jpg');

  // The browser can decode it: Debian's Chromium plays VP9 WebM.
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(1); // HAVE_METADATA
  expect(await video.evaluate((v: HTMLVideoElement) => v.duration)).toBeGreaterThan(3);

  await video.evaluate(async (v: HTMLVideoElement) => {
    v.muted = true;
    await v.play();
  });
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 }).toBeGreaterThan(1);
  expect(await video.evaluate((v: HTMLVideoElement) => v.error)).toBeNull();

  // The default English track is showing and its cues are the written steps.
  const captions = () =>
    video.evaluate((v: HTMLVideoElement) => {
      const track = v.textTracks[0];
      return {
        kind: track.kind,
        language: track.language,
        mode: track.mode,
        cues: Array.from(track.cues ?? [], (c) => (c as VTTCue).text),
      };
    });
  await expect.poll(async () => (await captions()).cues.length).toBe(1);
  expect(await captions()).toEqual({
    kind: 'captions',
    language: 'en',
    mode: 'showing',
    cues: ['In the Daily view, use the zoom in and zoom out buttons above the timeline.'],
  });
  await expect(page.getByRole('list', { name: 'Steps' }).getByRole('listitem')).toHaveText([
    'In the Daily view, use the zoom in and zoom out buttons above the timeline.',
  ]);
});

test('serves captions as text/vtt and the video in ranges, so it can be seeked', async ({ page }) => {
  const captions = await page.request.get('/help/add-shifts-and-assign-staff.vtt');
  expect(captions.status()).toBe(200);
  expect(captions.headers()['content-type']).toMatch(/^text\/vtt/);
  expect(await captions.text()).toMatch(/^WEBVTT\n/);

  const whole = await page.request.get('/help/add-shifts-and-assign-staff.webm');
  expect(whole.headers()['content-type']).toBe('video/webm');
  expect(whole.headers()['accept-ranges']).toBe('bytes');
  const size = Number(whole.headers()['content-length']);
  const part = await page.request.get('/help/add-shifts-and-assign-staff.webm', { headers: { Range: 'bytes=100-199' } });
  expect(part.status()).toBe(206);
  expect(part.headers()['content-range']).toBe(`bytes 100-199/${size}`);
  expect((await part.body()).equals((await whole.body()).subarray(100, 200))).toBe(true);
});

test("the landing page's Help links open their videos", async ({ page }) => {
  for (const [link, slug, title] of [
    ['Getting Started', 'create-workplace-and-employees', 'Create a workplace and add employees'],
    ['Rota Planning', 'add-shifts-and-assign-staff', 'Add shifts and assign staff'],
  ]) {
    await page.goto('/');
    await page
      .getByRole('main')
      .getByRole('link', { name: new RegExp(link) })
      .click();
    await expect(page).toHaveURL(`/help?video=${slug}`);
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
    await expect.poll(() => player(page).evaluate((v: HTMLVideoElement) => v.currentSrc)).toMatch(new RegExp(`/help/${slug}\\.webm$`));
    await expect.poll(() => player(page).evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(1);
  }
});

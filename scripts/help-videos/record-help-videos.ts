/**
 * `npm run help:videos`: records the 13 help videos from the real app.
 *
 * Needs a built app (`npm run build`: apps/api/dist and frontend/dist), Debian's Chromium at
 * /usr/bin/chromium and ffmpeg/ffprobe on the PATH. Starts the embedded server on a free
 * loopback port over a fresh temporary DATA_DIR (rate limits off), and for each guide of
 * frontend/src/features/help/videos.ts signs up a new manager, seeds what the guide needs
 * through the public API, acts the guide out in Chromium (scripts/help-videos/guides.ts) while
 * the screencast records, and writes into frontend/public/help/:
 *   <slug>.webm  VP9, 1280×720, 12 fps, no sound
 *   <slug>.vtt   the written steps as captions, each from the moment that step begins
 *   <slug>.jpg   a poster: the guide's outcome
 * Pass slugs to record only those guides (`npm run help:videos -- zoom-planner`).
 * Removes its temporary data and stops the server when done, or on failure.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { ALL_VIDEOS, helpMediaPaths, type HelpVideo } from '../../frontend/src/features/help/videos';
import { Director, POINTER_OVERLAY } from './director';
import { GUIDE_SCRIPTS } from './guides';
import { probeDuration, ScreencastRecorder, VIDEO_HEIGHT, VIDEO_WIDTH, writePoster } from './recorder';
import { SeedApi } from './seed';
import { toVtt, type Cue } from './vtt';
import chromiumLaunch from '../../e2e/support/chromium.json';

const root = join(__dirname, '../..');
const outputDir = join(root, 'frontend/public');
const MAX_BYTES = 1024 * 1024;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function startServer(dataDir: string): Promise<{ child: ChildProcess; baseUrl: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, [join(root, 'apps/api/dist/main.js')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, RATE_LIMITS: 'false', SERVE_FRONTEND: 'true' },
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return { child, baseUrl };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill();
  throw new Error('The server did not answer /api/health within 60 s');
}

/** One cue per written step: from when the step begins until the next begins (the last until the end). */
function captionCues(video: HelpVideo, stepStarts: number[], duration: number): Cue[] {
  if (stepStarts.length !== video.steps.length) {
    throw new Error(`${video.slug}: the script marked ${stepStarts.length} steps, the guide has ${video.steps.length}`);
  }
  return video.steps.map((text, i) => ({
    start: stepStarts[i],
    end: Math.min(i + 1 < stepStarts.length ? stepStarts[i + 1] : duration, duration),
    text,
  }));
}

async function record(browser: Browser, baseUrl: string, video: HelpVideo, workDir: string): Promise<void> {
  const script = GUIDE_SCRIPTS[video.slug];
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: VIDEO_WIDTH, height: VIDEO_HEIGHT },
    deviceScaleFactor: 1,
    locale: 'en-GB',
    timezoneId: 'Europe/London',
    colorScheme: 'light',
  });
  try {
    const api = await SeedApi.signUp(context.request, `guide.${video.slug}.${Date.now().toString(36)}@example.com`);
    const startPath = await script.seed(api);
    await context.addInitScript({ path: POINTER_OVERLAY });
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    await page.goto(startPath);
    await page.waitForLoadState('networkidle');

    const framesDir = join(workDir, video.slug);
    mkdirSync(framesDir);
    const recorder = new ScreencastRecorder(page, framesDir);
    await recorder.start();
    const director = new Director(page, recorder);
    await script.act(director);
    await recorder.stop();

    const paths = helpMediaPaths(video.slug);
    const webm = join(outputDir, paths.video);
    recorder.encode(webm);
    const duration = probeDuration(webm);
    writeFileSync(join(outputDir, paths.captions), toVtt(captionCues(video, director.stepStarts, duration)));
    writePoster(recorder.frameBeforeEnd(0.3), join(outputDir, paths.poster));
    const bytes = statSync(webm).size;
    console.log(`${video.slug}: ${duration.toFixed(1)} s, ${Math.round(bytes / 1024)} KB`);
    if (bytes >= MAX_BYTES) throw new Error(`${video.slug}.webm is ${bytes} bytes: keep each video under 1 MB`);
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  for (const built of ['apps/api/dist/main.js', 'frontend/dist/index.html']) {
    if (!existsSync(join(root, built))) throw new Error(`${built} is missing: run \`npm run build\` first`);
  }
  const wanted = process.argv.slice(3);
  const unknown = wanted.filter((slug) => !ALL_VIDEOS.some((v) => v.slug === slug));
  if (unknown.length) throw new Error(`No such guide: ${unknown.join(', ')}`);
  const missing = ALL_VIDEOS.filter((v) => !GUIDE_SCRIPTS[v.slug]).map((v) => v.slug);
  if (missing.length) throw new Error(`No script in scripts/help-videos/guides.ts for: ${missing.join(', ')}`);
  const videos = wanted.length ? ALL_VIDEOS.filter((v) => wanted.includes(v.slug)) : ALL_VIDEOS;

  const workDir = mkdtempSync(join(tmpdir(), 'rotaledger-help-videos-'));
  const dataDir = join(workDir, 'data');
  mkdirSync(join(outputDir, 'help'), { recursive: true });
  const started = Date.now();
  const { child, baseUrl } = await startServer(dataDir);
  let browser: Browser | null = null;
  try {
    browser = await chromium.launch({
      executablePath: chromiumLaunch.executablePath,
      args: [
        ...chromiumLaunch.args,
        // Date fields show dd/mm/yyyy, as a British manager sees them.
        '--lang=en-GB',
      ],
    });
    // One guide failing (the UI changed under its script) does not stop the others.
    const failed: string[] = [];
    for (const video of videos) {
      try {
        await record(browser, baseUrl, video, workDir);
      } catch (error) {
        failed.push(video.slug);
        console.error(`${video.slug}: FAILED: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    const seconds = Math.round((Date.now() - started) / 1000);
    console.log(`Recorded ${videos.length - failed.length} of ${videos.length} help video(s) in ${seconds} s into frontend/public/help/`);
    if (failed.length) throw new Error(`Not recorded: ${failed.join(', ')} (see scripts/help-videos/guides.ts)`);
  } finally {
    await browser?.close();
    child.kill('SIGTERM');
    await new Promise((resolve) => (child.exitCode === null ? child.once('exit', resolve) : resolve(null)));
    rmSync(workDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});

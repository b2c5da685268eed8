import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CDPSession, Page } from '@playwright/test';

/** One screencast frame: a JPEG file and when (seconds since recording began) it was painted. */
interface Frame {
  file: string;
  at: number;
}

export const VIDEO_WIDTH = 1280;
export const VIDEO_HEIGHT = 720;
const FPS = 12;

/**
 * Records a page through Chromium's screencast (CDP `Page.startScreencast`): the browser
 * sends a JPEG whenever the page repaints, and each is kept with the moment it arrived.
 * Playwright's own video recording needs a downloaded ffmpeg, which is not available here.
 */
export class ScreencastRecorder {
  private readonly frames: Frame[] = [];
  private session: CDPSession | null = null;
  private startedAt = 0;
  private stoppedAt = 0;

  constructor(
    private readonly page: Page,
    private readonly framesDir: string,
  ) {}

  /** Seconds since the recording started. */
  now(): number {
    return (performance.now() - this.startedAt) / 1000;
  }

  async start(): Promise<void> {
    const session = await this.page.context().newCDPSession(this.page);
    this.session = session;
    this.startedAt = performance.now();
    session.on('Page.screencastFrame', (event: { data: string; sessionId: number }) => {
      const file = join(this.framesDir, `frame-${String(this.frames.length).padStart(5, '0')}.jpg`);
      writeFileSync(file, Buffer.from(event.data, 'base64'));
      this.frames.push({ file, at: this.now() });
      session.send('Page.screencastFrameAck', { sessionId: event.sessionId }).catch(() => undefined);
    });
    await session.send('Page.startScreencast', { format: 'jpeg', quality: 90, maxWidth: VIDEO_WIDTH, maxHeight: VIDEO_HEIGHT });
  }

  /** Stops recording; returns the length of the recording in seconds. */
  async stop(): Promise<number> {
    await this.session?.send('Page.stopScreencast');
    await this.session?.detach();
    this.stoppedAt = this.now();
    if (this.frames.length === 0) throw new Error('The screencast sent no frame');
    return this.stoppedAt;
  }

  /** The frame on screen `secondsFromEnd` before the end: the poster shows the guide's outcome. */
  frameBeforeEnd(secondsFromEnd: number): string {
    const at = this.stoppedAt - secondsFromEnd;
    return (this.frames.filter((f) => f.at <= at).at(-1) ?? this.frames[0]).file;
  }

  /**
   * Encodes the frames into a VP9 WebM at a steady frame rate: each frame lasts until the next
   * one arrived (the concat demuxer's `duration`), the first from 0 and the last to the end.
   */
  encode(output: string): void {
    const lines = ['ffconcat version 1.0'];
    this.frames.forEach((frame, i) => {
      const from = i === 0 ? 0 : frame.at;
      const until = i + 1 < this.frames.length ? this.frames[i + 1].at : this.stoppedAt;
      lines.push(`file '${frame.file}'`, `duration ${Math.max(until - from, 0.001).toFixed(4)}`);
    });
    // The concat demuxer ignores the last entry's duration unless the file is listed once more.
    lines.push(`file '${this.frames.at(-1)!.file}'`);
    const list = join(this.framesDir, 'frames.ffconcat');
    writeFileSync(list, lines.join('\n') + '\n');
    ffmpeg([
      '-f',
      'concat',
      '-safe',
      '0',
      '-i',
      list,
      '-vf',
      `fps=${FPS},scale=${VIDEO_WIDTH}:${VIDEO_HEIGHT}:force_original_aspect_ratio=decrease,pad=${VIDEO_WIDTH}:${VIDEO_HEIGHT}:-1:-1:color=white,format=yuv420p`,
      '-t',
      this.stoppedAt.toFixed(3),
      '-c:v',
      'libvpx-vp9',
      '-b:v',
      '0',
      '-crf',
      '42',
      '-deadline',
      'good',
      '-cpu-used',
      '4',
      '-row-mt',
      '1',
      '-threads',
      '2',
      '-g',
      String(FPS * 10),
      '-an',
      output,
    ]);
  }
}

export function ffmpeg(args: string[]): void {
  execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], { stdio: ['ignore', 'inherit', 'inherit'] });
}

/** The duration ffprobe reports for a media file, in seconds. */
export function probeDuration(file: string): number {
  const out = execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'default=nw=1:nk=1', file], {
    encoding: 'utf8',
  });
  const seconds = Number.parseFloat(out.trim());
  if (!Number.isFinite(seconds)) throw new Error(`ffprobe gave no duration for ${file}: ${out}`);
  return seconds;
}

/** A small poster image (JPEG, 960 px wide) from one screencast frame. */
export function writePoster(frame: string, output: string): void {
  ffmpeg(['-i', frame, '-vf', 'scale=960:-2', '-q:v', '5', '-frames:v', '1', output]);
}

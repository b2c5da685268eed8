import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import type { ScreencastRecorder } from './recorder';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * A round pointer that follows the mouse and a ring on every press, so viewers see what is
 * clicked (the screencast shows no system cursor): a browser script the page runs before its own.
 */
export const POINTER_OVERLAY = join(__dirname, 'pointer-overlay.js');

/**
 * Drives one guide on camera: moves the visible pointer to what it clicks, types at a
 * readable pace, and notes when each written step begins (the captions' start times).
 */
export class Director {
  /** Seconds into the video at which each written step begins, in order. */
  readonly stepStarts: number[] = [];
  private mouse = { x: 640, y: 360 };

  constructor(
    readonly page: Page,
    private readonly recorder: ScreencastRecorder,
  ) {}

  /** Marks the start of written step `number` (1-based, in order). */
  async step(number: number): Promise<void> {
    if (number !== this.stepStarts.length + 1) throw new Error(`Step ${number} marked after step ${this.stepStarts.length}`);
    this.stepStarts.push(this.recorder.now());
    await this.pause(500);
  }

  pause(ms: number): Promise<void> {
    return wait(ms);
  }

  /** Glides the pointer to the middle of `target` (about half a second). */
  async pointAt(target: Locator): Promise<void> {
    await target.scrollIntoViewIfNeeded();
    const box = await target.boundingBox();
    if (!box) throw new Error('The pointer cannot reach an element with no box on screen (hidden or detached)');
    const to = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    const from = this.mouse;
    const steps = 14;
    for (let i = 1; i <= steps; i++) {
      const t = i / steps;
      const eased = t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2;
      await this.page.mouse.move(from.x + (to.x - from.x) * eased, from.y + (to.y - from.y) * eased);
      await wait(28);
    }
    this.mouse = to;
    await wait(250);
  }

  async click(target: Locator, settleMs = 900): Promise<void> {
    await this.pointAt(target);
    await target.click();
    await wait(settleMs);
  }

  /** Clicks into a field, empties it and types `text` key by key. */
  async type(target: Locator, text: string): Promise<void> {
    await this.pointAt(target);
    await target.click();
    await target.fill('');
    await target.pressSequentially(text, { delay: 65 });
    await wait(350);
  }

  /** Picks an option of a native <select> (its drop-down list is not drawn in a screencast). */
  async select(target: Locator, value: string | { label: string }): Promise<void> {
    await this.pointAt(target);
    await target.selectOption(value);
    await wait(700);
  }
}

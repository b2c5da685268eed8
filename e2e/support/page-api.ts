import type { Page } from '@playwright/test';

/**
 * Calls the API as the page's signed-in user (its context's session cookie): for a journey's
 * setup (a workplace, employees) and its checks against the server's answers. Throws on a
 * non-2xx answer, naming the call.
 */
export async function pageApi(page: Page, method: string, url: string, body?: unknown) {
  const response = await page.request.fetch(`/api${url}`, { method, data: body });
  const text = await response.text();
  if (!response.ok()) throw new Error(`${method} ${url}: ${response.status()} ${text}`);
  return text ? JSON.parse(text) : null;
}

import { describe, expect, it } from 'vitest';
import { SESSION_PATH } from '../features/auth/session-path';
import { sessionPreloadTag } from './preload-session';

describe('sessionPreloadTag', () => {
  it('preloads the session read under /api as a fetch with the cookie', () => {
    expect(sessionPreloadTag(undefined)).toEqual({
      tag: 'link',
      attrs: { rel: 'preload', as: 'fetch', crossorigin: 'use-credentials', href: '/api/auth/me?optional=true' },
      injectTo: 'head',
    });
  });

  it('follows VITE_API_BASE, as the app does', () => {
    expect(sessionPreloadTag('https://api.example.com/v1/').attrs?.href).toBe(`https://api.example.com/v1${SESSION_PATH}`);
  });
});

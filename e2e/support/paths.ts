import os from 'node:os';
import path from 'node:path';

/** The DATA_DIR the e2e server runs on (scripts/e2e-server.mjs uses the same path). */
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR || path.join(os.tmpdir(), 'rotaledger-e2e');

/** Where the server writes each e-mail when SMTP_URL is unset. */
export const OUTBOX_DIR = path.join(E2E_DATA_DIR, 'outbox');

/** 8099 unless E2E_PORT says otherwise (lets two checkouts' runs share a machine). */
export const E2E_PORT = Number(process.env.E2E_PORT) || 8099;
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`;

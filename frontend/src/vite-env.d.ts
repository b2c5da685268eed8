// The build-time variables the frontend reads (Vite's documented way to type `import.meta.env`).
interface ImportMetaEnv {
  /** Where the API lives when not same-origin `/api` (src/lib/config.ts). */
  readonly VITE_API_BASE?: string;
}

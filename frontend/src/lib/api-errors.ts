/** What RTK Query reports (FetchBaseQueryError, SerializedError) or a `catch` caught: anything. */
type ApiError = unknown;

/** The server's `{ message }` text when there is one, else the given fallback. */
export function apiErrorMessage(error: ApiError, fallback: string): string {
  if (error && typeof error === 'object' && 'data' in error) {
    const data = (error as { data?: unknown }).data;
    if (data && typeof data === 'object' && 'message' in data) {
      const message = (data as { message?: unknown }).message;
      if (typeof message === 'string' && message.trim()) return message;
      if (Array.isArray(message) && message.length && message.every((m) => typeof m === 'string')) {
        return message.join(' ');
      }
    }
  }
  return fallback;
}

export function apiErrorStatus(error: ApiError): number | string | undefined {
  if (error && typeof error === 'object' && 'status' in error) {
    return (error as { status: number | string }).status;
  }
  return undefined;
}

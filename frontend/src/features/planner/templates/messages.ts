/** What the templates' screens say (our own wording; the refusals are the server's). */
export const TEMPLATE_MESSAGES = {
  saved: (name: string) => `Template "${name}" saved.`,
  applied: (added: number) =>
    added === 0 ? 'Template applied: nothing to add.' : `Template applied: ${added} open ${added === 1 ? 'shift' : 'shifts'} added.`,
  nameRequired: 'Give the template a name.',
  none: 'No templates yet: save a week as one first.',
  saveFailed: 'The template could not be saved. Please try again.',
  applyFailed: 'The template could not be applied. Please try again.',
  loadFailed: 'The templates could not be loaded.',
  deleted: (name: string) => `Template "${name}" deleted.`,
} as const;

/** "3 needs, 7 people" under a template's name. */
export function needsSummary(needs: readonly { count: number }[]): string {
  const people = needs.reduce((n, need) => n + need.count, 0);
  return `${needs.length} ${needs.length === 1 ? 'need' : 'needs'}, ${people} ${people === 1 ? 'person' : 'people'}`;
}

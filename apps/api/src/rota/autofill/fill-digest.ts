import { createHash } from 'node:crypto';
import { canonicalJson, FillInput, FillRow, rowDependencies } from '@rotaledger/domain';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The inputs' digest: sha-256 of the FillInput's canonical JSON (the same rota, the same digest). */
export const inputDigest = (input: FillInput) => sha256(canonicalJson(input));

/** The digest of what one row depends on (its slot and its person's inputs), or null when either is gone. */
export function rowDigest(input: FillInput, row: Pick<FillRow, 'assignmentId' | 'employeeId'>): string | null {
  const dependencies = rowDependencies(input, row.assignmentId, row.employeeId);
  return dependencies === null ? null : sha256(dependencies);
}

/** One id per control, so labels, validation focus and tests agree. */
import type { FieldPath } from '../../domain/validation.ts';

export function fieldId(path: FieldPath): string {
  return `field-${path.replace('.', '-')}`;
}

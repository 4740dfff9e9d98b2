import { countText } from '@domain/es-cl-format';

/** '1 día' / 'N días' (day counts of the date cells, core-platform §2). */
export function dayCountText(count: number): string {
  return countText(count, 'día', 'días');
}

/**
 * Text of the days left until the due date (core-platform §2 "due shows days remaining"):
 * 'N días por vencer', or 'vencido hace N días' once past.
 */
export function dueText(left: number): string {
  return left >= 0 ? `${dayCountText(left)} por vencer` : `vencido hace ${dayCountText(-left)}`;
}

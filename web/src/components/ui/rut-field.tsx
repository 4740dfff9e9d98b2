import type { ComponentProps } from 'react';
import { TextField } from './text-field';

/**
 * A field where a RUT is typed as people write it ('24.989.778-7', '24989778-7', '24 989 778 7'). It never cuts what
 * is typed or pasted: dots and spaces are removed before the length and check-digit rules apply (core-platform §5,
 * domain/rut.ts), and those rules answer on submit with their own message.
 */
export function RutField(props: Omit<ComponentProps<typeof TextField>, 'maxLength'>) {
  return <TextField placeholder="12.345.678-9" autoComplete="off" spellCheck={false} {...props} />;
}

import type { Mode } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { changeMode } from '../session-actions';

export interface ModeChoice {
  mode: Mode;
  /** Communicate mode: the customer in view. */
  customer?: { id: number; name: string };
}

/** A mode change (spec 4): the server's new mode, the roles reloaded, the customer kept. */
export const useChangeModeMutation = () =>
  useMutation({
    mutationFn: ({ mode, customer }: ModeChoice) => changeMode(mode, customer),
  });

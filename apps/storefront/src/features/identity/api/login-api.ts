import { getPhoneCode } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/call';

/** A sign-in code by SMS (login_type '2'); the screen shows the errmsg itself. */
export const useSendLoginCodeMutation = () =>
  useMutation({
    mutationFn: (phone: string) => call(getPhoneCode, { phone: phone.trim() }, { silent: true }),
  });

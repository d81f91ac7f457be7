import { Button } from '@mantine/core';

/** The button beside a verification code field: Send code, then the wait before a resend. */
export function SendCodeButton({
  onSend,
  sending,
  countdown,
}: {
  onSend: () => void;
  sending: boolean;
  countdown: { running: boolean; remaining: number };
}) {
  return (
    <Button
      variant="subtle"
      size="compact-sm"
      onClick={onSend}
      loading={sending}
      disabled={countdown.running}
    >
      {countdown.running ? `Resend in ${countdown.remaining} s` : 'Send code'}
    </Button>
  );
}

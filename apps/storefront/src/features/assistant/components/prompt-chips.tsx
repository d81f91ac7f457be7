import { Button } from '@mantine/core';
import classes from './cara.module.css';

/** A row of prompts to send with one tap (Cara's opening guides, an answer's follow-ups). */
export function PromptChips({
  prompts,
  variant,
  disabled,
  onPick,
  testId,
}: {
  prompts: readonly string[];
  variant: 'outline' | 'light';
  disabled: boolean;
  onPick: (prompt: string) => void;
  testId: string;
}) {
  return (
    <div className={classes.chips} data-testid={testId}>
      {prompts.map((prompt) => (
        <Button
          key={prompt}
          size="compact-sm"
          variant={variant}
          radius="xl"
          disabled={disabled}
          onClick={() => onPick(prompt)}
        >
          {prompt}
        </Button>
      ))}
    </div>
  );
}

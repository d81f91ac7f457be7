import { Badge, Button, Group, Text } from '@mantine/core';
import { Policy } from '@portal/contract';
import { SmartLink } from '../../components/smart-link';
import { LandingSection } from './landing-section';
import { LandingSteps } from './landing-steps';

/** A brand's own band on its landing (the brand's `landing-story.json`). */
export interface LandingStoryContent {
  eyebrow: string;
  /** Texts may name a policy value as `{approvalHours}`: filled from the contract's `Policy`. */
  title: string;
  badge?: string;
  text?: string;
  steps?: readonly { title: string; text: string }[];
  actions?: readonly { label: string; to: string; variant?: string }[];
}

/** `{name}` → the contract's `Policy[name]`, so that the copy follows the policy. */
export function fillPolicy(text: string): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in Policy ? String(Policy[name as keyof typeof Policy]) : whole,
  );
}

type Actions = NonNullable<LandingStoryContent['actions']>;

/** After steps the buttons follow in a row; otherwise one button, or a group of them. */
function StoryActions({ actions, afterSteps }: { actions: Actions; afterSteps: boolean }) {
  const button = (action: Actions[number], spacing: { mt?: string; ml?: string }) => (
    <Button
      key={action.to}
      component={SmartLink}
      to={action.to}
      variant={action.variant}
      {...spacing}
    >
      {action.label}
    </Button>
  );
  if (afterSteps)
    return actions.map((a, i) => button(a, i > 0 ? { mt: 'xl', ml: 'sm' } : { mt: 'xl' }));
  if (actions.length === 1) return actions.map((a) => button(a, { mt: 'lg' }));
  return <Group mt="lg">{actions.map((a) => button(a, {}))}</Group>;
}

/** The band: eyebrow and title, then a badge, a paragraph, numbered steps and buttons. */
export function LandingStory({ story }: { story: LandingStoryContent }) {
  const steps = story.steps?.map((step) => ({ ...step, text: fillPolicy(step.text) }));
  return (
    <LandingSection eyebrow={story.eyebrow} title={fillPolicy(story.title)}>
      {story.badge && (
        <Group gap="xs" mb="sm">
          <Badge variant="light">{story.badge}</Badge>
        </Group>
      )}
      {story.text && (
        <Text maw={640} size="lg">
          {story.text}
        </Text>
      )}
      {steps && <LandingSteps steps={steps} />}
      {story.actions && <StoryActions actions={story.actions} afterSteps={Boolean(steps)} />}
    </LandingSection>
  );
}

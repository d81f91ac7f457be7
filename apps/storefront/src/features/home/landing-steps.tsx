import { SimpleGrid, Text, ThemeIcon } from '@mantine/core';

/** Numbered steps inside a landing section. */
export function LandingSteps({ steps }: { steps: readonly { title: string; text: string }[] }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: steps.length }} spacing="xl" component="ol" p={0} m={0}>
      {steps.map((step, index) => (
        <li key={step.title} style={{ listStyle: 'none' }}>
          <ThemeIcon size={36} radius="xl" variant="light" aria-hidden="true">
            {index + 1}
          </ThemeIcon>
          <Text fw={600} mt="sm">
            {step.title}
          </Text>
          <Text c="dimmed" size="sm" mt={4}>
            {step.text}
          </Text>
        </li>
      ))}
    </SimpleGrid>
  );
}

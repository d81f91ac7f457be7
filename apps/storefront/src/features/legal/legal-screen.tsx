import { Container, Stack, Text, Title } from '@mantine/core';
import { PageHeading } from '../../components/page-heading';
import { legalDocument } from './legal-documents';

/** A legal or policy page; its text (and every figure in it) comes from legal-documents.ts. */
export function LegalScreen({ route }: { route: string }) {
  const doc = legalDocument(route);
  if (!doc) return null;
  return (
    <Container size="md" py={48}>
      <PageHeading>{doc.title}</PageHeading>
      <Text size="lg" c="dimmed" mt="sm" mb="xl">
        {doc.intro}
      </Text>
      <Stack gap="xl">
        {doc.sections.map((section) => (
          <section key={section.heading}>
            <Title order={2} size="h3" mb="xs">
              {section.heading}
            </Title>
            {section.paragraphs.map((p) => (
              <Text key={p} mb="sm" lh={1.65}>
                {p}
              </Text>
            ))}
          </section>
        ))}
      </Stack>
    </Container>
  );
}

import { Anchor, Container, List, Stack, Text, Title } from '@mantine/core';
import type { MouseEvent } from 'react';
import { PageHeading } from '../../components/page-heading';
import { legalDocument } from './legal-documents';
import classes from './legal-screen.module.css';
import { longDate, sectionId } from './legal-types';

/**
 * Moves to the section and focuses its heading, so the next Tab continues from there (a bare
 * fragment link scrolls but leaves keyboard focus on the contents list).
 */
function jumpTo(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  event.preventDefault();
  target.scrollIntoView({ block: 'start' });
  target.focus({ preventScroll: true });
}

/** A legal or policy page; its text (and every figure in it) comes from legal-documents.ts. */
export function LegalScreen({ route }: { route: string }) {
  const doc = legalDocument(route);
  if (!doc) return null;
  const sections = doc.sections.map((s) => ({ ...s, id: sectionId(s.heading) }));
  return (
    <Container size="md" py={48}>
      <PageHeading>{doc.title}</PageHeading>
      <Text size="sm" c="dimmed" mt={4} data-testid="legal-updated">
        Last updated: <time dateTime={doc.updated}>{longDate(doc.updated)}</time>
      </Text>
      <Text size="lg" mt="md" mb="lg">
        {doc.intro}
      </Text>
      <nav aria-labelledby="legal-contents" className={classes.contents}>
        <Title order={2} size="h4" id="legal-contents" mb="xs">
          Contents
        </Title>
        <List type="ordered" spacing={4}>
          {sections.map((s) => (
            <List.Item key={s.id}>
              <Anchor href={`#${s.id}`} onClick={(e) => jumpTo(e, s.id)}>
                {s.heading}
              </Anchor>
            </List.Item>
          ))}
        </List>
      </nav>
      <Stack gap="xl" mt="xl">
        {sections.map((section) => (
          <section key={section.id} aria-labelledby={section.id}>
            <Title
              order={2}
              size="h3"
              mb="xs"
              id={section.id}
              tabIndex={-1}
              className={classes.heading}
            >
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

import { Button, Text } from '@mantine/core';
import { imageUrl, PUBLICATION_COVER_BLOCK, type Publication } from '@portal/contract';
import { CURRENT_BRAND } from '../../../lib/current-brand';
import classes from './publications.module.css';

const month = (iso: string) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** One issue: the drawn cover with its title, what is inside, and the PDF in a new tab. */
export function PublicationCard({ issue }: { issue: Publication }) {
  const titleId = `issue-${issue.id}`;
  return (
    <li className={classes.issue} aria-labelledby={titleId} data-testid="publication">
      <div className={classes.cover}>
        <img
          src={imageUrl(PUBLICATION_COVER_BLOCK, issue.cover, 400)}
          alt=""
          loading="lazy"
          width={300}
          height={400}
        />
        <div className={classes.masthead} aria-hidden="true">
          <div className={classes.brand}>{CURRENT_BRAND.name}</div>
          <div className={classes.coverTitle}>{issue.title}</div>
        </div>
      </div>
      <div className={classes.meta}>
        <Text fw={700} size="lg" id={titleId}>
          {issue.title}: {issue.subtitle}
        </Text>
        <Text size="sm" c="dimmed">
          {month(issue.published_on)} · {issue.product_count} pieces
        </Text>
        <Text size="sm" mt={6}>
          {issue.summary}
        </Text>
      </div>
      <Button
        component="a"
        href={issue.pdf_url}
        target="_blank"
        rel="noopener"
        variant="light"
        mt="md"
        aria-label={`Open ${issue.title} (PDF, opens in a new tab)`}
      >
        Open PDF
      </Button>
    </li>
  );
}

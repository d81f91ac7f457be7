import { Container, Text } from '@mantine/core';
import { PageHeading } from '../../components/page-heading';
import type { RenderCard } from './favourite-grid';
import { FavouritesList } from './favourites-list';

/** /my-favorites: the list the session reaches (own; the preset customer's when communicating). */
export function MyFavouritesScreen({ renderCard }: { renderCard: RenderCard }) {
  return (
    <Container size="lg" py={40} pb={80}>
      <PageHeading>My Favorites</PageHeading>
      <Text c="dimmed" mt="xs" mb="lg">
        Products you saved with the heart. Save them as a collection to share by email.
      </Text>
      <FavouritesList renderCard={renderCard} label="My favorites" />
    </Container>
  );
}

/**
 * Texts of favourites, collections and their shared links. The spec words the expired link
 * (section 8); the rest are ours, in the same plain style.
 */
export const FavouriteMessages = {
  // Spec 8.
  linkExpired: 'Sorry, the link has expired',
  // Ours.
  linkInvalid: 'The link is not valid',
  collectionNameRequired: 'Please enter a collection name',
  collectionNameTooLong: 'Please enter up to 50 characters',
  collectionEmpty: 'Choose at least one product for the collection',
  collectionNotFound: 'The collection does not exist',
  customerNotFound: 'The customer does not exist',
  shareSent: 'The list has been sent',
  added: 'Added to your favorites',
  removed: 'Removed from your favorites',
  empty: 'No favorites yet',
  noCollections: 'No collections yet',
} as const;

/** Longest collection name (ours, the same as a project name's limit). */
export const COLLECTION_NAME_MAX = 50;
/** Most products a collection holds (ours). */
export const COLLECTION_ITEMS_MAX = 200;
/** How long a shared list's link works (ours, decision 020). */
export const SHARE_LINK_DAYS = 7;

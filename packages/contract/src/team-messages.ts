import { Limits, Tiers } from './constants';

/**
 * Texts of sub-account management and activation. Spec 8 words the refusals; the confirmations
 * are ours.
 */
export const TeamMessages = {
  // Spec 8.
  limitReached: 'The company has reached its maximum number of activated accounts',
  alreadyRegistered: 'The account is already registered',
  accountClosed: 'The account is closed, please operate the Activate button',
  linkExpired: 'The link has expired',
  // Ours.
  invitationSent: 'The invitation has been sent',
  closed: 'The sub-account is closed; its customers and projects are now yours',
  reopened: 'The sub-account is active again',
  activated: 'Your account is activated, please sign in',
  notFound: 'The sub-account does not exist',
  notToBeActivated: 'Only an account to be activated can be sent an invitation again',
  /** Limits.openInvitationsPerCompany, worded like spec 8's limit of activated accounts. */
  openInvitationsReached: 'The company has reached its maximum number of open invitations',
  /** Limits.invitationsPerInviterPerHour. */
  invitationRateReached:
    'You have sent the maximum number of invitations for now, please try again in an hour',
} as const;

/** Spec 3: sub-account status as the management screen names it (users.status underneath). */
export const SubAccountStatuses = ['to_be_activated', 'activated', 'closed'] as const;
export type SubAccountStatus = (typeof SubAccountStatuses)[number];
export const SubAccountStatusLabels: Record<SubAccountStatus, string> = {
  to_be_activated: 'To be activated',
  activated: 'Activated',
  closed: 'Closed',
};

/**
 * Spec 3 tiers (constants.ts `Tiers`), two ladders in our reading: designer companies climb
 * Bronze to Diamond, dealer companies Member to Premier. A company's tier is one of these names.
 */
export const TierNames = [...Tiers.designer, ...Tiers.member] as const;
export type Tier = (typeof TierNames)[number];

/** A stored tier name, or the first rung of its ladder when the value is unknown. */
export const tierOf = (value: string, dealer: boolean): Tier =>
  (TierNames as readonly string[]).includes(value) ? (value as Tier) : dealer ? 'Member' : 'Bronze';

/** Invitation links work 3 days (spec 6 and 9). */
export const INVITATION_DAYS = Limits.invitationDays;

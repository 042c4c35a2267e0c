import type { SQL } from 'drizzle-orm';
import { ROLE_GUESTS } from '../../../shared/enums';
import { feedbackNameSchema, firstProblem, nameSchema, phoneSchema } from '../../../shared/account-schema';
import { DomainError, invalid } from '../../lib/errors';
import type { Viewer } from '../../lib/viewer';
import { isGuest, userInfo } from './auth-kit';
import type { ServiceKit } from './auth-service-kit';
import type { UserInfo } from './auth-types';
import type { ProfileRow } from './auth.repository';
import { orderEmailRegistrableCondition } from './auth-guests.repository';

/** Who a customer is, for the rest of the server (names, contact, reviews) and the account's own profile page. */
export function createAccounts(kit: ServiceKit) {
  const { repo, clock } = kit;

  return {
    /** Who the viewer is, for `v1 { customer { … } }`. */
    async viewerAccount(viewer: Viewer | null): Promise<(UserInfo & { isGuest: boolean; isAuthenticated: boolean; impersonatorId: string | null }) | null> {
      if (!viewer) return null;
      const account = await repo.findAccount(viewer.customerId);
      if (!account || account.deleted) return null;
      return {
        ...userInfo(account),
        isGuest: isGuest(account),
        isAuthenticated: !isGuest(account),
        impersonatorId: viewer.impersonatorId ? String(viewer.impersonatorId) : null,
      };
    },

    /** The name shown on a customer's public reviews: the feedback name, else the first name. */
    async publicNameOf(customerId: number): Promise<string> {
      const account = await repo.findAccount(customerId);
      return account?.feedbackName?.trim() || account?.firstName?.trim() || 'Customer';
    },

    /** Whether a guest's order could still become an account: the customer is a guest and no account uses the e-mail. */
    canRegisterForOrder(customerId: number, email: string): Promise<boolean> {
      return repo.orderEmailRegistrable(customerId, email);
    },

    /** The same, as a condition for another module's statement (checkout asks it with its idempotency look-up, in one statement). */
    canRegisterForOrderCondition: (customerId: number, email: string): SQL<boolean> => orderEmailRegistrableCondition(customerId, email),

    /** A live customer by id or e-mail (registered accounts win over guests with the same address): whom a quote is made for. */
    findLiveCustomer(by: { id?: number; email?: string }): Promise<{ id: number } | null> {
      return repo.findLiveCustomer(by);
    },

    /** The feedback and first names of customers, for the authors of their reviews (one read for a page of reviews). */
    reviewerNames(customerIds: number[]): Promise<Map<number, { feedbackName: string; firstName: string }>> {
      return repo.reviewerNames(customerIds);
    },

    /** Spec 1 §3 Account of a customer, with the e-mail address waiting for confirmation. */
    async profile(customerId: number): Promise<(ProfileRow & { pendingEmail: string | null }) | null> {
      const row = await repo.profile(customerId);
      if (!row) return null;
      return { ...row, pendingEmail: (await repo.pendingEmailChange(customerId, clock.now()))?.newEmail ?? null };
    },

    /** `loginAndSecurity.changeName`. */
    async changeName(customerId: number, input: { firstName?: string | null; lastName?: string | null }): Promise<ProfileRow> {
      const parsed = nameSchema.safeParse(input);
      if (!parsed.success) throw invalid(firstProblem(parsed.error));
      await repo.setName(customerId, parsed.data.firstName, parsed.data.lastName);
      return (await repo.profile(customerId))!;
    },

    /** `loginAndSecurity.changeNumber`: stored in E.164. */
    async changeNumber(customerId: number, input: { phoneNumber?: string | null }): Promise<ProfileRow> {
      const parsed = phoneSchema.safeParse(input);
      if (!parsed.success) throw invalid(firstProblem(parsed.error));
      await repo.setPhoneNumber(customerId, parsed.data.phoneNumber);
      return (await repo.profile(customerId))!;
    },

    /** `loginAndSecurity.changeFeedbackName`: the public name on reviews; unique, no e-mail, no profanity. */
    async changeFeedbackName(customerId: number, input: { feedbackName?: string | null }): Promise<ProfileRow> {
      const parsed = feedbackNameSchema.safeParse(input);
      if (!parsed.success) throw invalid(firstProblem(parsed.error));
      const name = parsed.data.feedbackName;
      const taken = new DomainError('CONFLICT', 'This feedback name is taken. Please choose another.');
      if (await repo.feedbackNameTaken(name, customerId)) throw taken;
      if ((await repo.setFeedbackName(customerId, name)) === 'taken') throw taken;
      return (await repo.profile(customerId))!;
    },

    /** The e-mail address of customers, for modules that mail them (back in stock). */
    async contactOf(customerId: number): Promise<{ email: string; name: string } | null> {
      const row = await repo.profile(customerId);
      if (!row?.email || row.roles.includes(ROLE_GUESTS)) return null;
      return { email: row.email, name: `${row.firstName} ${row.lastName}`.trim() };
    },
  };
}

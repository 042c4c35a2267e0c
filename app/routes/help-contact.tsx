import { HelpArticle } from '~/features/help/components/help-article';
import { HelpField, HelpForm, readForm, submitHelpForm, type HelpFormResult } from '~/features/help/components/help-form';
import { loadContentPage } from '~/features/help/help-content';
import { graphql } from '~/gql/gql';
import { serverQuery } from '~/lib/graphql';
import { pageMeta } from '~/lib/meta';
import { CONTACT_TOPICS, SUPPORT_LIMITS } from '../../shared/support-forms';
import type { Route } from './+types/help-contact';

const FIELDS = ['name', 'email', 'orderNumber', 'topic', 'message'] as const;

const CONTACT_US = graphql(`
  mutation ContactUs($input: ContactMessageInput!, $guard: FormGuardInput!) {
    v1 {
      support {
        contactUs(input: $input, guard: $guard) {
          reference
          fieldErrors {
            field
            message
          }
        }
      }
    }
  }
`);

export async function loader({ context }: Route.LoaderArgs) {
  return { page: await loadContentPage(context, '/help/contactus'), startedAt: Date.now() };
}

/** Sends the message through the API; field errors come back to show beside their fields. */
export async function action({ request, context }: Route.ActionArgs): Promise<HelpFormResult> {
  const { values, guard } = readForm(await request.formData(), FIELDS);
  return submitHelpForm(values, guard, async () => (await serverQuery(context, CONTACT_US, { input: { ...values, orderNumber: values.orderNumber || null }, guard })).v1.support.contactUs);
}

export function meta(args: Route.MetaArgs) {
  const page = args.loaderData?.page;
  return pageMeta(args, { title: page?.title ?? 'Contact Us', description: page?.description });
}

export default function HelpContact({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <HelpArticle page={loaderData.page}>
      <h2 className="mt-8 text-xl font-bold">Send us a message</h2>
      <HelpForm
        label="Contact form"
        result={actionData}
        startedAt={loaderData.startedAt}
        submitLabel="Send message"
        confirmation={(reference) => (
          <>
            <p className="font-semibold">Thank you. Your message is on its way to our parts specialists.</p>
            <p className="mt-1">
              Your reference is <strong>{reference}</strong>. We have sent a copy to your e-mail address and answer within one business day.
            </p>
          </>
        )}
      >
        <HelpField name="name" label="Your name" required result={actionData} maxLength={SUPPORT_LIMITS.name} autoComplete="name" />
        <HelpField name="email" label="E-mail address" type="email" required result={actionData} maxLength={SUPPORT_LIMITS.email} autoComplete="email" />
        <HelpField name="orderNumber" label="Order number" hint="If your message is about an order, e.g. IY-1000245." result={actionData} maxLength={SUPPORT_LIMITS.orderNumber} />
        <HelpField name="topic" label="Topic" required result={actionData} options={CONTACT_TOPICS} />
        <HelpField
          name="message"
          label="Message"
          required
          multiline
          hint="For a part, give the machine's make, model and serial number."
          result={actionData}
          maxLength={SUPPORT_LIMITS.message}
        />
      </HelpForm>
    </HelpArticle>
  );
}

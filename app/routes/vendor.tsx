import { HelpArticle } from '~/features/help/components/help-article';
import { HelpField, HelpForm, readForm, submitHelpForm, type HelpFormResult } from '~/features/help/components/help-form';
import { loadContentPage } from '~/features/help/help-content';
import { graphql } from '~/gql/gql';
import { serverQuery } from '~/lib/graphql';
import { pageMeta } from '~/lib/meta';
import { SUPPORT_LIMITS, VENDOR_CATALOGUE_SIZES } from '../../shared/support-forms';
import type { Route } from './+types/vendor';

const FIELDS = ['company', 'contactName', 'email', 'phone', 'website', 'brands', 'catalogueSize', 'warehouses', 'message'] as const;

const APPLY = graphql(`
  mutation ApplyAsVendor($input: VendorApplicationInput!, $guard: FormGuardInput!) {
    v1 {
      support {
        applyAsVendor(input: $input, guard: $guard) {
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
  return { page: await loadContentPage(context, '/vendor'), startedAt: Date.now() };
}

/** Sends the application through the API; field errors come back to show beside their fields. */
export async function action({ request, context }: Route.ActionArgs): Promise<HelpFormResult> {
  const { values, guard } = readForm(await request.formData(), FIELDS);
  return submitHelpForm(values, guard, async () => (await serverQuery(context, APPLY, { input: { ...values, website: values.website || null, message: values.message || null }, guard })).v1.support.applyAsVendor);
}

export function meta(args: Route.MetaArgs) {
  const page = args.loaderData?.page;
  return pageMeta(args, { title: page?.title ?? 'Become a Vendor', description: page?.description });
}

export default function Vendor({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <HelpArticle page={loaderData.page}>
      <h2 className="mt-8 text-xl font-bold">Vendor application</h2>
      <HelpForm
        label="Vendor application"
        result={actionData}
        startedAt={loaderData.startedAt}
        submitLabel="Send application"
        confirmation={(reference) => (
          <>
            <p className="font-semibold">Thank you. We have your application.</p>
            <p className="mt-1">
              Your reference is <strong>{reference}</strong>. We have sent a confirmation by e-mail; our vendor team reviews it within five business days.
            </p>
          </>
        )}
      >
        <HelpField name="company" label="Company name" required result={actionData} maxLength={SUPPORT_LIMITS.company} autoComplete="organization" />
        <HelpField name="contactName" label="Contact name" required result={actionData} maxLength={SUPPORT_LIMITS.name} autoComplete="name" />
        <HelpField name="email" label="E-mail address" type="email" required result={actionData} maxLength={SUPPORT_LIMITS.email} autoComplete="email" />
        <HelpField name="phone" label="Phone number" type="tel" required result={actionData} maxLength={SUPPORT_LIMITS.phone} autoComplete="tel" />
        <HelpField name="website" label="Website" type="url" hint="e.g. https://example.com" result={actionData} maxLength={SUPPORT_LIMITS.website} />
        <HelpField name="brands" label="Brands you carry" required multiline hint="Brands and product lines, e.g. Bosch starters, Donaldson filters, remanufactured Sundstrand pumps." result={actionData} maxLength={SUPPORT_LIMITS.brands} />
        <HelpField name="catalogueSize" label="Catalogue size" required options={VENDOR_CATALOGUE_SIZES} result={actionData} />
        <HelpField name="warehouses" label="Warehouses" required multiline hint="City and state of each warehouse, one per line." result={actionData} maxLength={SUPPORT_LIMITS.warehouses} />
        <HelpField name="message" label="Anything else we should know" multiline result={actionData} maxLength={SUPPORT_LIMITS.message} />
      </HelpForm>
    </HelpArticle>
  );
}

import {
  CV_CONTACT_LABELS,
  CV_CONTACTS,
  CvHeaderFormSchema,
  cvHeaderDefaults,
  cvHeaderTexts,
  cvMutations,
  cvQueryOptions,
  messages,
  type CvContact,
  type CvHeaderForm,
  type CvPublic,
  type CvUpdate,
  type Profile,
} from '@vita/api';
import { Button, Heading, Switch, Text } from '@vita/ui';
import { useQueryClient } from '@tanstack/react-query';
import { Controller, type Control } from 'react-hook-form';
import { FormTextField } from '../../components/form-fields';
import { useZodForm } from '../../lib/forms';
import { useApiMutation } from '../../lib/mutations';
import { useApi } from '../../lib/services';
import * as styles from './cv-export.css';
import { orNull } from './api';

/** The contact details typed on the CV itself; the other links are the profile's, shown or not. */
const TYPED = ['email', 'phone', 'location', 'linkedin'] as const;
type Typed = (typeof TYPED)[number];
const FIELD: Record<
  Typed,
  'contact_email' | 'contact_phone' | 'contact_location' | 'linkedin_profile_url'
> = {
  email: 'contact_email',
  phone: 'contact_phone',
  location: 'contact_location',
  linkedin: 'linkedin_profile_url',
};
const LINKS_ONLY = CV_CONTACTS.filter((key) => !(TYPED as readonly string[]).includes(key));

export function headerFormFrom(cv: CvPublic): CvHeaderForm {
  const hidden = new Set<string>(cv.hidden_contacts);
  return {
    headline: cv.headline ?? '',
    contact_email: cv.contact_email ?? '',
    contact_phone: cv.contact_phone ?? '',
    contact_location: cv.contact_location ?? '',
    linkedin_profile_url: cv.linkedin_profile_url ?? '',
    shown: Object.fromEntries(CV_CONTACTS.map((key) => [key, !hidden.has(key)])) as Record<
      CvContact,
      boolean
    >,
  };
}

/** Emptied fields are stored as none (null): the profile's value prints. */
export function toHeaderUpdate(values: CvHeaderForm): CvUpdate {
  return {
    headline: orNull(values.headline),
    contact_email: orNull(values.contact_email),
    contact_phone: orNull(values.contact_phone),
    contact_location: orNull(values.contact_location),
    linkedin_profile_url: orNull(values.linkedin_profile_url),
    hidden_contacts: CV_CONTACTS.filter((key) => !values.shown[key]),
  };
}

/**
 * The Header panel: the headline and contact details this CV prints under the person's name.
 * Each field shows what an empty one prints (the profile's value, or nothing) as its
 * placeholder; each contact detail has a switch to leave it off this CV. Saved with the CV.
 */
export function CvHeaderPanel({ cv, profile }: { cv: CvPublic; profile: Profile }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const defaults = cvHeaderDefaults(profile);
  const form = useZodForm(CvHeaderFormSchema, { defaultValues: headerFormFrom(cv) });
  const { control, formState, handleSubmit, reset, watch } = form;
  const save = useApiMutation(cvMutations(api).update, {
    success: messages.cvUpdated,
    onSuccess: (updated) => {
      queryClient.setQueryData(cvQueryOptions(api, cv.id).queryKey, updated);
      reset(headerFormFrom(updated));
    },
  });
  const shown = watch('shown');

  const hint = (key: 'headline' | Typed) => {
    if (!defaults[key]) return cvHeaderTexts.noDefault;
    if (key === 'headline') return cvHeaderTexts.headlineDefault;
    return cvHeaderTexts.profileDefault;
  };

  return (
    <section className={styles.field} aria-labelledby="cv-header-heading">
      <Heading level={2} size="md" id="cv-header-heading">
        {cvHeaderTexts.heading}
      </Heading>
      <Text size="sm" tone="muted">
        {cvHeaderTexts.intro}
      </Text>
      <form
        className={styles.headerForm}
        noValidate
        onSubmit={handleSubmit((values) =>
          save.mutate({ id: cv.id, body: toHeaderUpdate(values) }),
        )}
      >
        <div className={styles.contact}>
          <FormTextField
            control={control}
            name="headline"
            label={cvHeaderTexts.headline}
            placeholder={defaults.headline ?? ''}
            description={hint('headline')}
          />
        </div>
        {TYPED.map((key) => (
          <div key={key} className={styles.contact}>
            <FormTextField
              control={control}
              name={FIELD[key]}
              label={CV_CONTACT_LABELS[key]}
              type={key === 'email' ? 'email' : 'text'}
              placeholder={defaults[key] ?? ''}
              description={hint(key)}
              isDisabled={!shown[key]}
            />
            <ShownSwitch control={control} contact={key} />
          </div>
        ))}
        {LINKS_ONLY.map((key) => {
          const links = key === 'links' ? defaults.links : [defaults[key]].filter(Boolean);
          return (
            <div key={key} className={styles.contact}>
              <ShownSwitch control={control} contact={key} isDisabled={links.length === 0} />
              <Text size="sm" tone="muted" className={styles.link}>
                {links.length > 0 ? links.join(', ') : cvHeaderTexts.notInProfile}
              </Text>
            </div>
          );
        })}
        <Button
          type="submit"
          variant="outline"
          isDisabled={!formState.isDirty || !form.isValid}
          isPending={save.isPending}
        >
          {cvHeaderTexts.save}
        </Button>
      </form>
    </section>
  );
}

function ShownSwitch({
  control,
  contact,
  isDisabled,
}: {
  control: Control<CvHeaderForm>;
  contact: CvContact;
  isDisabled?: boolean;
}) {
  return (
    <Controller
      control={control}
      name={`shown.${contact}`}
      render={({ field }) => (
        <Switch
          isSelected={Boolean(field.value) && !isDisabled}
          isDisabled={isDisabled}
          onChange={field.onChange}
        >
          {cvHeaderTexts.print[contact]}
        </Switch>
      )}
    />
  );
}

import {
  ApiError,
  APPLICATION_STAGE_LABELS,
  APPLICATION_STAGES,
  applicationQueryOptions,
  ApplicationFormSchema,
  COVER_LETTER_MAX_LENGTH,
  coverLetterPdfFilename,
  currentUserQueryOptions,
  FREEZING_STAGE,
  messages,
  serverMessages,
  type ApplicationPublic,
  type ApplicationStage,
} from '@vita/api';
import {
  Button,
  CoverLetterEditor,
  DatePicker,
  EmptyState,
  Heading,
  Select,
  Skeleton,
  Text,
} from '@vita/ui';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, FileDown, Gauge, Send } from 'lucide-react';
import { useEffect, useEffectEvent, useState } from 'react';
import { Controller } from 'react-hook-form';
import { AnalysisReport } from '../../components/analysis-report/analysis-report';
import { ApplicationStageBadge } from '../../components/application-stage';
import { FormTextAreaField } from '../../components/form-controls';
import { FormTextField } from '../../components/form-fields';
import { Link, LinkButton } from '../../components/links';
import { useDateTimeFormatter } from '../../lib/date-format';
import { useZodForm } from '../../lib/forms';
import { saveBlob } from '../../lib/save-blob';
import { useApi } from '../../lib/services';
import { allCvsQueryOptions, applicationFormFrom, useApplicationMutations } from './api';
import * as styles from './applications.css';

/** One application's page: what it is, where it stands, what was sent and the cover letter. */
export function ApplicationPage({ applicationId }: { applicationId: string }) {
  const api = useApi();
  const application = useQuery(applicationQueryOptions(api, applicationId));

  if (application.error) {
    const missing = application.error instanceof ApiError && application.error.status === 404;
    return (
      <div className={styles.page}>
        <EmptyState
          title={missing ? serverMessages.applicationNotFound : messages.somethingWentWrongTitle}
          description={missing ? 'It may have been deleted.' : application.error.message}
          headingLevel={2}
          action={<LinkButton to="/applications">Back to applications</LinkButton>}
        />
      </div>
    );
  }
  if (!application.data) {
    return (
      <div className={styles.page} aria-busy="true">
        <Skeleton height={40} width="40%" />
        <Skeleton height={240} />
      </div>
    );
  }
  return <ApplicationDetail key={application.data.id} application={application.data} />;
}

function ApplicationDetail({ application }: { application: ApplicationPublic }) {
  const api = useApi();
  const user = useQuery(currentUserQueryOptions(api));
  const mutations = useApplicationMutations();
  const formatDateTime = useDateTimeFormatter();
  const { id } = application;
  const facts = [application.company, application.location].filter(Boolean).join(' · ');

  return (
    <div className={styles.page}>
      <div className={styles.detailHeader}>
        <Link to="/applications">
          <ArrowLeft size={14} aria-hidden /> Applications
        </Link>
        <Heading level={1}>{application.title}</Heading>
        <div className={styles.facts}>
          <ApplicationStageBadge stage={application.stage} />
          <Text elementType="span" tone="muted">
            {facts}
          </Text>
        </div>
      </div>

      <div className={styles.actions}>
        <Select
          label="Stage"
          className={styles.filter}
          options={APPLICATION_STAGES.map((stage) => ({
            id: stage,
            label: APPLICATION_STAGE_LABELS[stage],
          }))}
          value={application.stage}
          isDisabled={mutations.move.isPending}
          onChange={(stage) => {
            if (stage !== application.stage) {
              mutations.move.mutate({ id, stage: stage as ApplicationStage });
            }
          }}
        />
        {application.stage === 'saved' ? (
          <Button
            onPress={() => mutations.move.mutate({ id, stage: FREEZING_STAGE })}
            isPending={mutations.move.isPending}
            pendingLabel="Saving..."
          >
            <Send size={16} aria-hidden />
            Mark Applied
          </Button>
        ) : null}
        {application.frozen_cv ? (
          <Button
            variant="outline"
            isPending={mutations.frozenCv.isPending}
            pendingLabel="Downloading..."
            onPress={() =>
              mutations.frozenCv.mutate(id, {
                onSuccess: (blob) => saveBlob(blob, application.frozen_cv!.filename),
              })
            }
          >
            <FileDown size={16} aria-hidden />
            Download the CV sent
          </Button>
        ) : null}
      </div>
      {application.frozen_cv ? (
        <Text tone="muted">
          {`Sent: ${application.frozen_cv.cv_title}, as it printed on ${formatDateTime(application.frozen_cv.frozen_at)}.`}
        </Text>
      ) : null}

      <section className={styles.section} aria-labelledby="application-details">
        <Heading level={2} id="application-details">
          Details
        </Heading>
        <DetailsForm application={application} />
      </section>

      <section className={styles.section} aria-labelledby="application-history">
        <Heading level={2} id="application-history">
          Stage history
        </Heading>
        <ol className={styles.history}>
          {application.stage_history.map((change) => (
            <li key={`${change.stage}-${change.at}`} className={styles.historyItem}>
              <ApplicationStageBadge stage={change.stage} />
              <time dateTime={change.at}>{formatDateTime(change.at)}</time>
            </li>
          ))}
        </ol>
      </section>

      <section className={styles.section} aria-labelledby="application-analysis">
        <Heading level={2} id="application-analysis">
          Analysis
        </Heading>
        <div className={styles.actions}>
          <Button
            variant="secondary"
            isPending={mutations.analyse.isPending}
            pendingLabel="Analyzing..."
            onPress={() => mutations.analyse.mutate(id)}
          >
            <Gauge size={16} aria-hidden />
            {application.analysis ? 'Run the analysis again' : 'Run analysis'}
          </Button>
          {application.analysed_at ? (
            <Text tone="muted">{`Analysed ${formatDateTime(application.analysed_at)}`}</Text>
          ) : null}
        </div>
        {application.analysis ? (
          <AnalysisReport result={application.analysis} headingLevel={3} />
        ) : (
          <Text tone="muted">
            Compare the attached CV with the posting: the score shows on the board.
          </Text>
        )}
      </section>

      <section className={styles.section}>
        <CoverLetter
          application={application}
          onExport={() =>
            mutations.coverLetterPdf.mutate(id, {
              onSuccess: (blob) =>
                saveBlob(
                  blob,
                  coverLetterPdfFilename(user.data?.full_name ?? null, application.company),
                ),
            })
          }
          isExporting={mutations.coverLetterPdf.isPending}
        />
      </section>
    </div>
  );
}

function CoverLetter({
  application,
  onExport,
  isExporting,
}: {
  application: ApplicationPublic;
  onExport: () => void;
  isExporting: boolean;
}) {
  const { draftCoverLetter, saveCoverLetter } = useApplicationMutations();
  const saved = application.cover_letter ?? '';
  const [text, setText] = useState(saved);
  // A newer stored letter (saved here, or elsewhere and refetched) replaces the text only when
  // the text has no edits of its own.
  const [base, setBase] = useState(saved);
  if (saved !== base) {
    setBase(saved);
    if (text === base) setText(saved);
  }
  return (
    <CoverLetterEditor
      title="Cover letter"
      value={text}
      onChange={setText}
      maxLength={COVER_LETTER_MAX_LENGTH}
      isDirty={text !== saved}
      onDraft={() =>
        draftCoverLetter.mutate(application.id, {
          onSuccess: (letter) => setText(letter.cover_letter),
        })
      }
      onSave={() => saveCoverLetter.mutate({ id: application.id, cover_letter: text })}
      onExport={onExport}
      isDrafting={draftCoverLetter.isPending}
      isSaving={saveCoverLetter.isPending}
      isExporting={isExporting}
    />
  );
}

function DetailsForm({ application }: { application: ApplicationPublic }) {
  const api = useApi();
  const cvs = useQuery(allCvsQueryOptions(api));
  const { update } = useApplicationMutations();
  const form = useZodForm(ApplicationFormSchema, {
    defaultValues: applicationFormFrom(application),
  });
  const { control } = form;
  // A move or an analysis refetches the application: the form follows what is stored, unless
  // the member is in the middle of an edit, which stays as typed.
  const follow = useEffectEvent(() => {
    if (!form.formState.isDirty) form.reset(applicationFormFrom(application));
  });
  useEffect(() => follow(), [application.updated_at]);
  return (
    <form
      noValidate
      className={styles.form}
      onSubmit={form.handleSubmit((values) =>
        update.mutate(
          { id: application.id, body: values },
          { onSuccess: (row) => form.reset(applicationFormFrom(row)) },
        ),
      )}
    >
      <div className={styles.grid}>
        <FormTextField control={control} name="title" label="Job title" />
        <FormTextField control={control} name="company" label="Company" />
        <FormTextField control={control} name="location" label="Location" />
        <FormTextField control={control} name="posting_url" label="Posting address" />
        <FormTextField control={control} name="next_step" label="Next step" />
        <Controller
          control={control}
          name="next_step_date"
          render={({ field, fieldState }) => (
            <DatePicker
              label="Next step date"
              name={field.name}
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              errorMessage={fieldState.error?.message}
            />
          )}
        />
        <FormTextField control={control} name="contact_name" label="Contact name" />
        <FormTextField control={control} name="contact_email" label="Contact e-mail" />
        <FormTextField control={control} name="contact_phone" label="Contact phone" />
        <FormTextField control={control} name="salary_min" label="Salary from" />
        <FormTextField control={control} name="salary_max" label="Salary to" />
        <FormTextField
          control={control}
          name="salary_currency"
          label="Currency"
          description="EUR, USD, GBP…"
        />
        <Controller
          control={control}
          name="cv_id"
          render={({ field }) => (
            <Select
              label="CV to send"
              description={
                application.frozen_cv
                  ? 'The CV sent is kept as it was; a change here applies to the next one.'
                  : 'Marking the application Applied keeps this CV as it prints then.'
              }
              options={[
                { id: 'none', label: 'No CV' },
                ...(cvs.data?.data ?? []).map((cv) => ({ id: cv.id, label: cv.title })),
              ]}
              value={field.value ?? 'none'}
              onChange={(value) => field.onChange(value === 'none' ? null : value)}
            />
          )}
        />
      </div>
      <FormTextAreaField control={control} name="notes" label="Notes" rows={4} />
      <FormTextAreaField control={control} name="posting_text" label="Posting text" rows={6} />
      <div className={styles.formActions}>
        <Button
          type="submit"
          isDisabled={!form.formState.isDirty}
          isPending={update.isPending}
          pendingLabel="Saving..."
        >
          Save
        </Button>
      </div>
    </form>
  );
}

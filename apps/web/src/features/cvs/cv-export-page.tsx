import {
  ApiError,
  CV_HIDEABLE_SECTIONS,
  CV_PAPER_LABELS,
  CV_PAPER_SIZES,
  CV_PAPERS,
  CV_SECTION_LABELS,
  CV_TEMPLATE_DESCRIPTIONS,
  CV_TEMPLATE_LABELS,
  CV_TEMPLATES,
  currentUserQueryOptions,
  cvExportTexts,
  cvExportMutations,
  cvPdfFilename,
  cvPreviewQueryOptions,
  cvQueryOptions,
  cvSectionEntries,
  fullSectionOrder,
  messages,
  profileQueryOptions,
  serverMessages,
  type CvHeaderChoices,
  type CvLayout,
  type CvPaper,
  type CvPublic,
  type CvSectionKey,
  type Profile,
} from '@vita/api';
import {
  Banner,
  Button,
  Checkbox,
  EmptyState,
  Heading,
  PagePreview,
  ReorderableList,
  SegmentedControl,
  Skeleton,
  Switch,
  TemplatePicker,
  Text,
  type ReorderableListItem,
} from '@vita/ui';
import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Download } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, LinkButton } from '../../components/links';
import { useApiMutation } from '../../lib/mutations';
import { saveBlob } from '../../lib/save-blob';
import { useApi } from '../../lib/services';
import * as styles from './cv-export.css';
import { CvAnalysisSection } from './cv-analysis-section';
import { CvHeaderPanel } from './cv-header-panel';

/** Width over height of each paper, so a preview keeps its shape while it loads. */
const paperRatio = (paper: CvPaper) => CV_PAPER_SIZES[paper].width / CV_PAPER_SIZES[paper].height;

const sameLayout = (a: CvLayout, b: CvLayout) =>
  a.template === b.template &&
  a.paper === b.paper &&
  a.section_order.join() === b.section_order.join() &&
  a.hidden.join() === b.hidden.join();

/** How long a burst of choices may go on before it is saved. */
const SAVE_DELAY_MS = 300;

const paperOptions = CV_PAPERS.map((id) => ({ id, label: CV_PAPER_LABELS[id] }));

/** On a narrow page, the choices and the preview take turns; this switches between them. */
const paneOptions = [
  { id: 'edit', label: 'Edit' },
  { id: 'preview', label: 'Preview' },
] as const;
type Pane = (typeof paneOptions)[number]['id'];
const isPane = (id: string): id is Pane => paneOptions.some((option) => option.id === id);

/** '2 of 3 entries shown', '1 of 1 entry shown'. */
const shownOf = (shown: number, total: number) =>
  `${shown} of ${total} ${total === 1 ? 'entry' : 'entries'} shown`;

/** Every entry id of the profile, to drop hidden ids of entries deleted since. */
const entryIds = (profile: Profile) =>
  new Set(Object.values(cvSectionEntries(profile)).flatMap((entries) => entries.map((e) => e.id)));

/**
 * A CV's own page: how it prints (template, paper, the order of its sections and what it leaves
 * out), a preview of its pages as the server renders them, and the PDF to download. Every choice
 * is saved with the CV at once; the profile itself never changes here.
 */
export function CvExportPage({ cvId }: { cvId: string }) {
  const api = useApi();
  const cv = useQuery(cvQueryOptions(api, cvId));
  const profile = useQuery(profileQueryOptions(api));

  if (cv.error) {
    const missing = cv.error instanceof ApiError && cv.error.status === 404;
    return (
      <div className={styles.page}>
        <EmptyState
          title={missing ? serverMessages.cvNotFound : messages.somethingWentWrongTitle}
          description={missing ? 'It may have been deleted.' : cv.error.message}
          headingLevel={2}
          action={<LinkButton to="/cvs">Back to CVs</LinkButton>}
        />
      </div>
    );
  }
  if (!cv.data || !profile.data) {
    return (
      <div className={styles.page} aria-busy="true">
        <Skeleton height={40} width="40%" />
        <div className={styles.columns}>
          <Skeleton height={360} />
          <Skeleton height={480} />
        </div>
      </div>
    );
  }
  return <CvExportEditor cv={cv.data} profile={profile.data} />;
}

function CvExportEditor({ cv, profile }: { cv: CvPublic; profile: Profile }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const user = useQuery(currentUserQueryOptions(api));
  const mutations = cvExportMutations(api);
  // The page's own copy: each choice shows at once and is saved behind it.
  const [layout, setLayout] = useState<CvLayout>(cv.layout);
  const [page, setPage] = useState(1);
  const [pane, setPane] = useState<Pane>('edit');
  const save = useApiMutation(mutations.saveLayout, {
    failure: false,
    onSuccess: (updated) => {
      queryClient.setQueryData(cvQueryOptions(api, cv.id).queryKey, updated);
    },
  });
  const download = useApiMutation(mutations.downloadPdf, {
    onSuccess: (blob) => saveBlob(blob, cvPdfFilename(user.data?.full_name ?? null, cv.title)),
  });

  // Saves are gathered (a burst of clicks is one save) and sent one at a time, the latest choice
  // last: answers that overtook each other could otherwise leave an older layout saved.
  const pending = useRef<CvLayout | null>(null);
  const inFlight = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const { mutate } = save;
  const flush = useCallback(
    function sendNext() {
      clearTimeout(timer.current);
      const next = pending.current;
      if (inFlight.current || !next) return;
      pending.current = null;
      inFlight.current = true;
      mutate(
        { id: cv.id, layout: next },
        {
          onSettled: () => {
            inFlight.current = false;
            sendNext();
          },
        },
      );
    },
    [cv.id, mutate],
  );
  // Leaving the page saves what is still waiting.
  useEffect(() => flush, [flush]);

  function change(next: Partial<CvLayout>) {
    const updated = { ...layout, ...next };
    setLayout(updated);
    pending.current = updated;
    clearTimeout(timer.current);
    timer.current = setTimeout(flush, SAVE_DELAY_MS);
  }

  function retry() {
    pending.current = layout;
    flush();
  }

  const hidden = new Set(layout.hidden);
  const entries = cvSectionEntries(profile);
  const order = fullSectionOrder(layout.section_order);
  const known = entryIds(profile);
  const visible = (key: CvSectionKey) => entries[key].filter((e) => !hidden.has(e.id)).length;

  // The server renders the saved layout, so the preview asks for that one; while a choice is
  // still being saved, the preview shows it is catching up.
  const unsaved = !sameLayout(layout, cv.layout) && !save.isError;
  const header = headerOf(cv);
  const preview = useQuery(
    cvPreviewQueryOptions(api, {
      id: cv.id,
      layout: cv.layout,
      header,
      template: cv.layout.template,
      paper: cv.layout.paper,
      page,
    }),
  );
  const pages = preview.data?.pages ?? null;
  // The page on screen: the one asked for, or the last one when a change made the CV shorter.
  const shownPage = preview.data?.page ?? page;

  const thumbnails = useQueries({
    queries: CV_TEMPLATES.map((template) =>
      cvPreviewQueryOptions(api, {
        id: cv.id,
        layout: cv.layout,
        header,
        template,
        paper: cv.layout.paper,
        page: 1,
      }),
    ),
  });

  const toggle = (name: string, shown: boolean) => {
    // Ids of entries deleted from the profile since are dropped on the way.
    const rest = layout.hidden.filter(
      (id) => id !== name && (known.has(id) || isHideableSection(id)),
    );
    change({ hidden: shown ? rest : [...rest, name] });
  };

  const sectionItems: ReorderableListItem[] = order.map((key) => ({
    id: key,
    label: CV_SECTION_LABELS[key],
    description: hidden.has(key)
      ? 'Left out of this CV'
      : entries[key].length
        ? shownOf(visible(key), entries[key].length)
        : 'Nothing in your profile yet',
    shown: !hidden.has(key),
  }));

  const profileEmpty =
    !profile.basic_info && Object.values(entries).every((list) => list.length === 0);
  const headline = [cv.target_job_title, cv.target_company].filter(Boolean).join(' at ');

  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <div className={styles.titles}>
          <Link to="/cvs" className={styles.back}>
            <ArrowLeft size={14} aria-hidden />
            CVs
          </Link>
          <Heading level={1}>{cv.title}</Heading>
          {headline ? <Text tone="muted">{headline}</Text> : null}
        </div>
        <Button
          onPress={() => download.mutate({ id: cv.id })}
          // The PDF is made from the saved layout: a choice still being saved comes first.
          isPending={download.isPending || unsaved}
          className={styles.download}
        >
          <Download size={16} aria-hidden />
          Download PDF
        </Button>
      </div>

      {profileEmpty ? (
        <Banner title="Your profile is empty">
          This CV shows only your name for now.{' '}
          <Link to="/cvs/basic-info">Fill in your profile</Link> to add your experience, education
          and skills.
        </Banner>
      ) : null}
      {save.isError ? (
        <Banner
          tone="danger"
          action={
            <Button size="sm" variant="outline" onPress={retry}>
              Retry
            </Button>
          }
        >
          {cvExportTexts.saveFailed}
        </Banner>
      ) : null}

      {/* Only on a narrow page: the preview one press away instead of below every choice. */}
      <div className={styles.paneSwitch}>
        <SegmentedControl
          aria-label="Show"
          options={paneOptions}
          selectedKey={pane}
          onSelectionChange={(next) => {
            if (isPane(next)) setPane(next);
          }}
        />
      </div>

      <div className={styles.templates} data-narrow-hidden={pane === 'preview' || undefined}>
        <TemplatePicker
          label="Template"
          aspectRatio={paperRatio(layout.paper)}
          value={layout.template}
          onChange={(template) => change({ template: template as CvLayout['template'] })}
          options={CV_TEMPLATES.map((template, index) => ({
            value: template,
            label: CV_TEMPLATE_LABELS[template],
            description: CV_TEMPLATE_DESCRIPTIONS[template],
            thumbnail: thumbnails[index]?.data?.svg ?? null,
          }))}
        />
      </div>

      <div className={styles.columns}>
        <div className={styles.controls} data-narrow-hidden={pane === 'preview' || undefined}>
          <div className={styles.field}>
            <Text weight="semibold" elementType="span" aria-hidden>
              Paper
            </Text>
            <SegmentedControl
              aria-label="Paper"
              options={paperOptions}
              selectedKey={layout.paper}
              onSelectionChange={(paper) => change({ paper: paper as CvPaper })}
            />
          </div>
          <CvHeaderPanel cv={cv} profile={profile} />
          <section className={styles.field} aria-labelledby="cv-sections-heading">
            <Heading level={2} size="md" id="cv-sections-heading">
              Sections
            </Heading>
            <Text size="sm" tone="muted">
              Drag the sections into the order you want, or use the arrows. What you hide stays in
              your profile.
            </Text>
            <Switch
              isSelected={!hidden.has('summary')}
              onChange={(shown) => toggle('summary', shown)}
              isDisabled={!profile.basic_info?.professional_summary}
            >
              Show summary
            </Switch>
            <ReorderableList
              aria-label="Sections"
              items={sectionItems}
              onReorder={(ids) => change({ section_order: ids as CvSectionKey[] })}
              onShownChange={toggle}
              renderDetails={(item) => {
                const key = item.id as CvSectionKey;
                if (entries[key].length === 0) return null;
                return (
                  <div
                    className={styles.entries}
                    role="group"
                    aria-label={`${CV_SECTION_LABELS[key]} entries`}
                  >
                    {entries[key].map((entry) => (
                      <Checkbox
                        key={entry.id}
                        isSelected={!hidden.has(entry.id)}
                        isDisabled={!item.shown}
                        onChange={(shown) => toggle(entry.id, shown)}
                      >
                        {entry.label}
                      </Checkbox>
                    ))}
                  </div>
                );
              }}
            />
          </section>
        </div>

        <section
          className={styles.preview}
          aria-label="Preview"
          data-narrow-hidden={pane === 'edit' || undefined}
        >
          <PagePreview
            label={cv.title}
            svg={preview.data?.svg ?? null}
            page={shownPage}
            pages={pages}
            onPageChange={setPage}
            aspectRatio={paperRatio(cv.layout.paper)}
            isLoading={preview.isFetching || unsaved}
            error={preview.error ? preview.error.message : null}
          />
        </section>
      </div>

      <CvAnalysisSection cv={cv} />
    </div>
  );
}

/** What of a CV the preview's key follows besides its layout: its saved header. */
const headerOf = (cv: CvPublic): CvHeaderChoices => ({
  headline: cv.headline,
  contact_email: cv.contact_email,
  contact_phone: cv.contact_phone,
  contact_location: cv.contact_location,
  linkedin_profile_url: cv.linkedin_profile_url,
  hidden_contacts: cv.hidden_contacts,
});

const isHideableSection = (name: string) =>
  (CV_HIDEABLE_SECTIONS as readonly string[]).includes(name);

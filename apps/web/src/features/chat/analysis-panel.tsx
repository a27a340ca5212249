import {
  analysisTexts,
  builtCvPath,
  cvFilesQueryOptions,
  cvsQueryOptions,
  errorMessage,
  JobUrlSchema,
  type AnalysisResult,
} from '@vita/api';
import { Button, Card, Heading, Markdown, Select, Text, TextField } from '@vita/ui';
import { useQuery } from '@tanstack/react-query';
import { atom, useAtom, type PrimitiveAtom } from 'jotai';
import { useMemo, type FormEvent } from 'react';
import { AnalysisReport } from '../../components/analysis-report/analysis-report';
import { useApi } from '../../lib/services';
import type { ChatController } from './chat-state';
import { ChatConnectionStatus, ChatErrorBanner, formatTime } from './chat-status';
import * as styles from './chat.css';

interface AnalysisForm {
  jobUrl: string;
  cvPath: string;
  /** Shown once the user has tried to start. */
  errors: { jobUrl?: string; cvPath?: string };
}

const emptyForm: AnalysisForm = { jobUrl: '', cvPath: '', errors: {} };

// The form is kept per conversation, like the chat's own state: switching modes loses nothing.
const formAtoms = new Map<string, PrimitiveAtom<AnalysisForm>>();
function analysisFormAtom(conversationId: string) {
  let found = formAtoms.get(conversationId);
  if (!found) {
    found = atom<AnalysisForm>(emptyForm);
    formAtoms.set(conversationId, found);
  }
  return found;
}

/** The form's own checks: the server checks the same rules again. */
function check(form: AnalysisForm): AnalysisForm['errors'] {
  const url = JobUrlSchema.safeParse(form.jobUrl);
  return {
    ...(url.success ? {} : { jobUrl: url.error.issues[0]?.message ?? analysisTexts.jobUrlInvalid }),
    ...(form.cvPath.trim() ? {} : { cvPath: analysisTexts.cvPathRequired }),
  };
}

/** The latest stored analysis of the conversation, for a reopened conversation. */
function latestStored(log: ChatController['log']) {
  const message = log.findLast((m) => m.analysis);
  return message?.analysis
    ? { content: message.content, result: message.analysis, timestamp: message.timestamp }
    : null;
}

/**
 * The Resume Analysis mode: a job posting's URL and one of the user's CV files in, the analysis
 * streamed back over the conversation's connection, then its result with the evidence.
 */
export function AnalysisPanel({ chat }: { chat: ChatController }) {
  const api = useApi();
  const [typed, setForm] = useAtom(analysisFormAtom(chat.conversationId));
  const files = useQuery(cvFilesQueryOptions(api));
  // The CVs built in Vita: one is analysed as it prints, named by its own path.
  const cvs = useQuery(cvsQueryOptions(api, 1));
  const { state } = chat;
  const block = state.analysis;
  const running = block?.status === 'submitted' || block?.status === 'streaming';
  const stored = useMemo(() => latestStored(chat.log), [chat.log]);
  // Until the user types, a reopened conversation's form holds its latest analysis's posting and
  // CV file, ready to run again (after the CV was improved, say).
  const form: AnalysisForm =
    typed === emptyForm && stored?.result
      ? { jobUrl: stored.result.posting.url, cvPath: stored.result.cv.path, errors: {} }
      : typed;
  const shown: { content: string; result: AnalysisResult | null; timestamp: string | null } | null =
    block ?? stored;

  const options = useMemo(
    () => (files.data?.data ?? []).map((file) => ({ id: file.path, label: file.filename })),
    [files.data],
  );
  const builtOptions = useMemo(
    () => (cvs.data?.data ?? []).map((cv) => ({ id: builtCvPath(cv.id), label: cv.title })),
    [cvs.data],
  );
  const choose = (cvPath: string) =>
    setForm({ ...form, cvPath, errors: { ...form.errors, cvPath: undefined } });
  const chosen = (list: { id: string }[]) =>
    list.some((o) => o.id === form.cvPath.trim()) ? form.cvPath.trim() : '';

  const start = (event: FormEvent) => {
    event.preventDefault();
    const errors = check(form);
    setForm({ ...form, errors });
    if (errors.jobUrl || errors.cvPath) return;
    chat.sendAnalysis(form.jobUrl.trim(), form.cvPath.trim());
  };

  return (
    <Card className={styles.analysisPanel}>
      <div className={styles.panelTitle}>
        <Heading level={2} size="md">
          {analysisTexts.blockTitle}
        </Heading>
        <Text size="sm" tone="muted">
          One of your CVs, or a CV file, against a job posting: a score with its parts, the evidence
          for each requirement, and what to change.
        </Text>
      </div>
      <ChatErrorBanner chat={chat} />
      <form className={styles.analysisForm} onSubmit={start} noValidate>
        <TextField
          label={analysisTexts.jobUrlLabel}
          type="url"
          placeholder={analysisTexts.jobUrlPlaceholder}
          value={form.jobUrl}
          onChange={(jobUrl) =>
            setForm({ ...form, jobUrl, errors: { ...form.errors, jobUrl: undefined } })
          }
          errorMessage={form.errors.jobUrl}
          isRequired
        />
        <div className={styles.analysisCvRow}>
          <TextField
            label={analysisTexts.cvPathLabel}
            placeholder={analysisTexts.cvPathPlaceholder}
            value={form.cvPath}
            onChange={(cvPath) =>
              setForm({ ...form, cvPath, errors: { ...form.errors, cvPath: undefined } })
            }
            errorMessage={form.errors.cvPath}
            description="Choose one of your CV files, or paste its path."
            isRequired
          />
          <Select
            label="Your CV files"
            placeholder={
              files.isPending ? 'Loading…' : options.length ? 'Choose a file' : 'No CV files yet'
            }
            options={options}
            value={chosen(options)}
            onChange={choose}
            isDisabled={options.length === 0}
            errorMessage={files.error ? errorMessage(files.error) : undefined}
          />
          <Select
            label="Your CVs"
            placeholder={
              cvs.isPending ? 'Loading…' : builtOptions.length ? 'Choose a CV' : 'No CVs yet'
            }
            options={builtOptions}
            value={chosen(builtOptions)}
            onChange={choose}
            isDisabled={builtOptions.length === 0}
            errorMessage={cvs.error ? errorMessage(cvs.error) : undefined}
          />
        </div>
        <Button type="submit" isPending={running} isDisabled={!chat.canSend && !running}>
          {running ? analysisTexts.starting : analysisTexts.start}
        </Button>
      </form>
      {shown ? (
        <section
          className={styles.analysisBlock}
          aria-labelledby="analysis-block-title"
          aria-busy={running || undefined}
        >
          <div className={styles.analysisBlockHeader}>
            <Heading level={3} size="sm" id="analysis-block-title">
              {analysisTexts.blockTitle}
            </Heading>
            {shown.timestamp ? (
              <time className={styles.analysisTime} dateTime={shown.timestamp}>
                {formatTime(shown.timestamp)}
              </time>
            ) : null}
          </div>
          {running ? (
            <>
              <Text tone="muted">{analysisTexts.generating}</Text>
              {shown.content ? <Markdown headingLevel={4}>{shown.content}</Markdown> : null}
            </>
          ) : shown.result ? (
            <>
              <AnalysisReport result={shown.result} headingLevel={4} />
              <details className={styles.analysisWriteUp}>
                <summary>Written report</summary>
                <Markdown headingLevel={4}>{shown.content}</Markdown>
              </details>
            </>
          ) : (
            <Markdown headingLevel={4}>{shown.content}</Markdown>
          )}
        </section>
      ) : null}
      <ChatConnectionStatus chat={chat} />
    </Card>
  );
}
